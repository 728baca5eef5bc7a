import type { CancelOption } from './Card';
import { cardActions } from './cardActions';
import { aCard } from './testing/aCard';

const ALL_OPTIONS: CancelOption[] = ['just_cancel', 'transfer', 'new_card'];

describe('cardActions', () => {
  it.each`
    state         | isBlocked | isCancelled | activate | details  | block    | unblock  | deactivate
    ${'ACTIVE'}   | ${false}  | ${false}    | ${false} | ${true}  | ${true}  | ${false} | ${true}
    ${'INACTIVE'} | ${false}  | ${false}    | ${true}  | ${true}  | ${true}  | ${false} | ${true}
    ${'ACTIVE'}   | ${true}   | ${false}    | ${false} | ${false} | ${false} | ${true}  | ${false}
    ${'INACTIVE'} | ${true}   | ${false}    | ${false} | ${false} | ${false} | ${true}  | ${false}
    ${'ACTIVE'}   | ${false}  | ${true}     | ${false} | ${false} | ${false} | ${false} | ${false}
    ${'INACTIVE'} | ${false}  | ${true}     | ${false} | ${false} | ${false} | ${false} | ${false}
    ${'ACTIVE'}   | ${true}   | ${true}     | ${false} | ${false} | ${false} | ${false} | ${false}
  `(
    'a $state card (blocked: $isBlocked, cancelled: $isCancelled) offers activate $activate, details $details, ' +
      'block $block, unblock $unblock, deactivate $deactivate',
    ({ state, isBlocked, isCancelled, activate, details, block, unblock, deactivate }) => {
      expect(cardActions(aCard({ state, isBlocked, isCancelled, cancelOptions: ALL_OPTIONS }))).toEqual({
        activate,
        details,
        block,
        unblock,
        deactivate,
      });
    },
  );

  it.each<[CancelOption[], boolean]>([
    [[], false],
    [['just_cancel'], true],
    [['transfer'], true],
    [['new_card'], true],
  ])('with cancel options %j an active card offers deactivate: %s', (cancelOptions, deactivate) => {
    expect(cardActions(aCard({ cancelOptions })).deactivate).toBe(deactivate);
  });

  it('keeps details and block on a usable card even without cancel options', () => {
    expect(cardActions(aCard({ cancelOptions: [] }))).toEqual({
      activate: false,
      details: true,
      block: true,
      unblock: false,
      deactivate: false,
    });
  });
});
