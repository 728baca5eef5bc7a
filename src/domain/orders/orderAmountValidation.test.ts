import { amountBounds } from './orderAmount';
import { validateAmount } from './orderAmountValidation';

const ordering = amountBounds('ordering');
const landing = amountBounds('landing');

describe('validateAmount with typed text', () => {
  it.each(['', '  '])('asks for an amount when the field holds %j', (text) => {
    expect(validateAmount(text, ordering)).toEqual({ key: 'cards.order.required' });
  });

  it.each(['5.5', '20,50', 'abc', '-5', '1e3'])('asks for whole euros when the field holds %j', (text) => {
    expect(validateAmount(text, ordering)).toEqual({ key: 'cards.order.integer' });
  });

  it.each([
    ['4', { key: 'cards.order.min', bound: 500 }],
    ['0', { key: 'cards.order.min', bound: 500 }],
    ['5', null],
    [' 20 ', null],
    ['199', null],
    ['200', null],
    ['201', { key: 'cards.order.max', bound: 20000 }],
  ])('in the ordering flow %j gives %j', (text, error) => {
    expect(validateAmount(text, ordering)).toEqual(error);
  });

  it.each([
    ['149', null],
    ['150', null],
    ['151', { key: 'cards.order.max', bound: 15000 }],
  ])('in the landing box %j gives %j', (text, error) => {
    expect(validateAmount(text, landing)).toEqual(error);
  });

  it.each([
    [5000, '50', null],
    [5000, '51', { key: 'cards.order.max', bound: 5000 }],
    [5001, '50', null],
    [5001, '51', { key: 'cards.order.max', bound: 5000 }],
  ])('with a cap of %i cents %j gives %j', (cap, text, error) => {
    expect(validateAmount(text, amountBounds('ordering', { maxAllowedAmount: { amount: cap } }))).toEqual(
      error,
    );
  });
});

describe('validateAmount with cents', () => {
  it.each([
    [499, { key: 'cards.order.min', bound: 500 }],
    [500, null],
    [2000, null],
    [14999, { key: 'cards.order.integer' }],
    [15000, null],
    [15001, { key: 'cards.order.integer' }],
    [19999, { key: 'cards.order.integer' }],
    [20000, null],
    [20001, { key: 'cards.order.max', bound: 20000 }],
    [20100, { key: 'cards.order.max', bound: 20000 }],
    [550, { key: 'cards.order.integer' }],
  ])('in the ordering flow %i cents gives %j', (cents, error) => {
    expect(validateAmount(cents, ordering)).toEqual(error);
  });

  it.each([
    [15000, null],
    [15001, { key: 'cards.order.max', bound: 15000 }],
  ])('in the landing box %i cents gives %j', (cents, error) => {
    expect(validateAmount(cents, landing)).toEqual(error);
  });

  it('asks for an amount when there is no number', () => {
    expect(validateAmount(Number.NaN, ordering)).toEqual({ key: 'cards.order.required' });
  });
});
