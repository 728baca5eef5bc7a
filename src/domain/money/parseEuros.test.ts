import { formatWholeEuros, parseEuros } from './parseEuros';

describe('parseEuros', () => {
  it.each([
    ['50', 5000],
    [' 50 ', 5000],
    ['\t20\n', 2000],
    ['007', 700],
    ['0', 0],
    ['5', 500],
    ['200', 20000],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseEuros(text)).toEqual({ ok: true, cents });
  });

  it.each(['', '   ', '\t'])('refuses %j as empty', (text) => {
    expect(parseEuros(text)).toEqual({ ok: false, reason: 'empty' });
  });

  it.each(['5.5', '5,5', '50.00', 'abc', '-5', '+5', '5 0', '1e3', '€50', '50€', '1,000', '٥'])(
    'refuses %j as not whole euros',
    (text) => {
      expect(parseEuros(text)).toEqual({ ok: false, reason: 'notInteger' });
    },
  );
});

describe('formatWholeEuros', () => {
  it.each([
    [2000, '20'],
    [500, '5'],
    [15000, '150'],
    [1049, '10'],
    [1050, '11'],
  ])('writes %i cents as %s, which parseEuros reads back to whole euros', (cents, text) => {
    expect(formatWholeEuros(cents)).toBe(text);
    expect(parseEuros(text)).toEqual({ ok: true, cents: Number(text) * 100 });
  });
});
