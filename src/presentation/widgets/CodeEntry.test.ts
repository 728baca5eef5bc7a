import { CodeEntry } from './CodeEntry';

describe('CodeEntry, the box a texted one-time code is typed into', () => {
  it('puts the dashes in while typing and says when the sixth digit is in', () => {
    const entry = new CodeEntry();
    expect(entry.type('12345')).toBe(false);
    expect(entry.code).toBe('12-34-5');
    expect(entry.type('12-34-56')).toBe(true);
    expect(entry.digitsToSend()).toBe('123456');
  });

  it('names letters at once, but a short code only when it is sent', () => {
    const entry = new CodeEntry();
    entry.type('12a');
    expect(entry.message).not.toBeNull();
    entry.type('12');
    expect(entry.message).toBeNull();
    expect(entry.digitsToSend()).toBeNull();
    expect(entry.message).not.toBeNull();
    expect(entry.code).toBe('12');
  });

  it('empties the box when the code is refused, and a new code starts over', () => {
    const entry = new CodeEntry();
    entry.type('12-34-56');
    entry.refuse({ key: 'auth.errors.oneTimeCode.spent' }, { kind: 'InvalidFields', spent: true });
    expect(entry).toMatchObject({ code: '', spent: true, message: { key: 'auth.errors.oneTimeCode.spent' } });
    entry.reset(true);
    expect(entry).toMatchObject({ code: '', spent: false, newCodeSent: true, message: null });
  });

  it.each(['NetworkError', 'ServerError', 'UnexpectedResponse'] as const)(
    'keeps the code when its check got no judgement (%s): it can be sent again as it is',
    (kind) => {
      const entry = new CodeEntry();
      entry.type('12-34-56');
      entry.refuse({ key: 'auth.errors.network' }, { kind, spent: false });
      expect(entry).toMatchObject({
        code: '12-34-56',
        spent: false,
        message: { key: 'auth.errors.network' },
      });
      expect(entry.digitsToSend()).toBe('123456');
    },
  );

  it('keeps what was typed when something else failed', () => {
    const entry = new CodeEntry();
    entry.type('12-3');
    entry.showFailure({ key: 'auth.errors.network' });
    expect(entry).toMatchObject({ code: '12-3', message: { key: 'auth.errors.network' } });
  });
});
