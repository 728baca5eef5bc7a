import { hasLettersAndDigits } from './address';

describe('hasLettersAndDigits', () => {
  it.each([
    ['12 rue de la Paix', true],
    ['12b', true],
    ['3 Ørstedsvej', true],
    ['Flat 2, Ελευθερίου Βενιζέλου', true],
    ['rue de la Paix', false],
    ['12 34', false],
    ['', false],
  ])('%p has letters and digits: %p', (text, both) => {
    expect(hasLettersAndDigits(text)).toBe(both);
  });
});
