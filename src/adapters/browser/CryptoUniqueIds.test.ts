import { CryptoUniqueIds } from './CryptoUniqueIds';

describe('CryptoUniqueIds', () => {
  it('hands out version-4 UUIDs', () => {
    expect(new CryptoUniqueIds().next()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('never hands out the same one twice in a thousand', () => {
    const ids = new CryptoUniqueIds();
    expect(new Set(Array.from({ length: 1000 }, () => ids.next())).size).toBe(1000);
  });

  it('takes them from the cryptographic source it is given', () => {
    const source = { randomUUID: () => '00000000-0000-4000-8000-000000000000' as const };
    expect(new CryptoUniqueIds(source).next()).toBe('00000000-0000-4000-8000-000000000000');
  });
});
