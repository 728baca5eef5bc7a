import { afterUnblock } from './afterUnblock';

describe('afterUnblock', () => {
  it.each(['card-1', 'card-2'])('lists all cards again and selects %s', (cardId) => {
    expect(afterUnblock(cardId)).toEqual({ filter: 'all', selected: cardId });
  });
});
