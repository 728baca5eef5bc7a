import { newsMerchant } from './newsMerchant';

describe('newsMerchant', () => {
  it.each([
    ['en', 'shop_en'],
    ['fr', 'shop_fr'],
  ] as const)('asks the %s news of store %s', (language, merchant) => {
    expect(newsMerchant(language)).toBe(merchant);
  });
});
