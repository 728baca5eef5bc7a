import { cardChipColour, cardDisplayState, cardOutOfUse, type CardDisplayState } from './cardDisplayState';
import { aCard } from './testing/aCard';

describe('cardDisplayState', () => {
  it.each`
    state         | isBlocked | isCancelled | shown
    ${'ACTIVE'}   | ${false}  | ${false}    | ${'ACTIVE'}
    ${'INACTIVE'} | ${false}  | ${false}    | ${'INACTIVE'}
    ${'ACTIVE'}   | ${true}   | ${false}    | ${'BLOCKED'}
    ${'INACTIVE'} | ${true}   | ${false}    | ${'BLOCKED'}
    ${'ACTIVE'}   | ${false}  | ${true}     | ${'CANCELLED'}
    ${'INACTIVE'} | ${false}  | ${true}     | ${'CANCELLED'}
    ${'ACTIVE'}   | ${true}   | ${true}     | ${'CANCELLED'}
    ${'INACTIVE'} | ${true}   | ${true}     | ${'CANCELLED'}
  `(
    'shows $shown for a $state card (blocked: $isBlocked, cancelled: $isCancelled)',
    ({ state, isBlocked, isCancelled, shown }) => {
      expect(cardDisplayState(aCard({ state, isBlocked, isCancelled }))).toBe(shown);
    },
  );
});

describe('cardChipColour', () => {
  it.each<[CardDisplayState, string]>([
    ['ACTIVE', 'green'],
    ['INACTIVE', 'yellow'],
    ['BLOCKED', 'red'],
    ['CANCELLED', 'red'],
  ])('a %s card has a %s chip', (state, colour) => {
    expect(cardChipColour(state)).toBe(colour);
  });
});

describe('cardOutOfUse', () => {
  it.each`
    isBlocked | isCancelled | outOfUse
    ${false}  | ${false}    | ${null}
    ${true}   | ${false}    | ${'blocked'}
    ${false}  | ${true}     | ${'deactivated'}
    ${true}   | ${true}     | ${'deactivated'}
  `(
    'is $outOfUse for a card (blocked: $isBlocked, cancelled: $isCancelled)',
    ({ isBlocked, isCancelled, outOfUse }) => {
      expect(cardOutOfUse(aCard({ isBlocked, isCancelled }))).toBe(outOfUse);
    },
  );
});
