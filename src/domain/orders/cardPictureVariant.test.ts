import { cardPictureVariant } from './cardPictureVariant';

describe('cardPictureVariant', () => {
  it.each([
    [20000, 'upTo200'],
    [15001, 'upTo200'],
    [15000, 'upTo150'],
    [5000, 'upTo150'],
    [500, 'upTo150'],
  ] as const)('a maximum of %i cents shows the %s picture', (max, variant) => {
    expect(cardPictureVariant(max)).toBe(variant);
  });
});
