import {
  hasMorePaymentMethods,
  INITIAL_PAYMENT_METHODS_SHOWN,
  visiblePaymentMethods,
} from './visiblePaymentMethods';

const methods = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `method-${index + 1}` }));

describe('visiblePaymentMethods', () => {
  it('shows four methods at first', () => {
    expect(INITIAL_PAYMENT_METHODS_SHOWN).toBe(4);
  });

  it.each([
    [0, 0, false],
    [3, 3, false],
    [4, 4, false],
    [5, 4, true],
    [9, 4, true],
  ])('of %i methods shows %i at first (more to reveal: %s)', (count, shown, more) => {
    expect(visiblePaymentMethods(methods(count), false)).toEqual(methods(shown));
    expect(hasMorePaymentMethods(methods(count))).toBe(more);
  });

  it.each([0, 4, 5, 9])('shows all %i methods once asked', (count) => {
    expect(visiblePaymentMethods(methods(count), true)).toEqual(methods(count));
  });

  it('keeps a chosen method beyond the first four shown once they fold, after them', () => {
    expect(visiblePaymentMethods(methods(6), false, 'method-6')).toEqual([...methods(4), { id: 'method-6' }]);
    expect(visiblePaymentMethods(methods(6), false, 'method-2')).toEqual(methods(4));
    expect(visiblePaymentMethods(methods(6), true, 'method-6')).toEqual(methods(6));
  });

  it('returns a new list, never the one it was given', () => {
    const all = methods(3);
    expect(visiblePaymentMethods(all, true)).not.toBe(all);
  });
});
