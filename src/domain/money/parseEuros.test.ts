import { parseEuros } from './parseEuros';

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
