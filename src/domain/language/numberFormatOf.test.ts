import { numberFormatOf } from './numberFormatOf';

describe('numberFormatOf', () => {
  it('formats in the language with the options given', () => {
    expect(numberFormatOf('en', { style: 'percent' }).format(0.05)).toBe('5%');
    expect(numberFormatOf('fr').format(1284)).toBe('1\u202f284');
  });

  it('hands back the same format for the same language and options, another for others', () => {
    expect(numberFormatOf('en', { minimumFractionDigits: 2 })).toBe(
      numberFormatOf('en', { minimumFractionDigits: 2 }),
    );
    expect(numberFormatOf('fr', { minimumFractionDigits: 2 })).not.toBe(
      numberFormatOf('en', { minimumFractionDigits: 2 }),
    );
    expect(numberFormatOf('en', { minimumFractionDigits: 1 })).not.toBe(
      numberFormatOf('en', { minimumFractionDigits: 2 }),
    );
  });
});
