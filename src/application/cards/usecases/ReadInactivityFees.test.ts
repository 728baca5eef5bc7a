import { aCard } from '../../../domain/cards/testing/aCard';
import { sandboxApp, signIn } from '../../../composition/testing/sandboxApp';
import { CARD_GATEWAY } from '../ports/CardGateway';
import { READ_AHEAD_KEPT_MS, ReadInactivityFees, withInactivityFees } from './ReadInactivityFees';

const FEE = { display: 'WARNING' as const, startingDate: '2026-12-01', feeValue: { amount: 250 } };

describe('the cards with their inactivity fees', () => {
  it('take the fee call’s data over the profile’s, and none where the fee call names none', () => {
    const stale = { ...FEE, display: 'NOTIFICATION' as const };
    const cards = [
      aCard({ id: 'a', inactivityFeeData: stale }),
      aCard({ id: 'b', inactivityFeeData: stale }),
    ];

    const merged = withInactivityFees(cards, [{ id: 'a', ...FEE }]);

    expect(merged.map((card) => [card.id, card.inactivityFeeData])).toEqual([
      ['a', FEE],
      ['b', null],
    ]);
  });
});

describe('reading the inactivity fees ahead', () => {
  /** The demo consumer signed in, the fee calls counted, on a clock the test moves. */
  async function feesRead() {
    let now = Date.parse('2026-11-29T21:00:00Z');
    const { container } = sandboxApp({ clock: () => new Date(now) });
    await signIn(container);
    const calls = jest.spyOn(container.get(CARD_GATEWAY), 'inactivityFeeData');
    return { read: container.get(ReadInactivityFees), calls, wait: (ms: number) => (now += ms) };
  }

  it('starts the call once while the consumer loads, and hands its answer to the page that asks next', async () => {
    const { read, calls } = await feesRead();
    read.readAhead();
    read.readAhead();
    expect(calls).toHaveBeenCalledTimes(1);

    const fees = await read.read();
    expect(fees.ok && fees.value.length).toBeGreaterThan(0);
    expect(calls).toHaveBeenCalledTimes(1);
    // Taken once: the next visit reads afresh.
    await read.read();
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it('reads afresh when the read ahead was not taken within 30 seconds', async () => {
    const { read, calls, wait } = await feesRead();
    read.readAhead();
    wait(READ_AHEAD_KEPT_MS);

    await read.read();
    expect(calls).toHaveBeenCalledTimes(2);
  });
});
