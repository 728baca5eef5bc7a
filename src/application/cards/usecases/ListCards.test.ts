/** @jest-environment node */
import { sandboxApp, signIn } from '../../../composition/testing/sandboxApp';
import { ConsumerSession } from '../../session/ConsumerSession';
import { ListCards } from './ListCards';
import { ReadInactivityFees } from './ReadInactivityFees';

describe('ListCards', () => {
  it('lists the consumer’s cards, each with the inactivity-fee data the issuer reports for it', async () => {
    const { container } = sandboxApp();
    await signIn(container);

    const result = await container.get(ListCards).execute();

    if (!result.ok) throw new Error('the cards did not load');
    const fees = Object.fromEntries(
      result.value.map((card) => [card.id, card.inactivityFeeData?.display ?? null]),
    );
    expect(fees).toEqual({
      'card-demo-active': null,
      'card-demo-inactive': null,
      'card-demo-blocked': null,
      'card-demo-cancelled': null,
      'card-demo-notification': 'NOTIFICATION',
      'card-demo-warning': 'WARNING',
    });
  });

  it('reads the profile first when it is not loaded yet', async () => {
    const { container } = sandboxApp();
    await signIn(container);
    container.get(ConsumerSession).clear();

    const result = await container.get(ListCards).execute();

    expect(result.ok && result.value).toHaveLength(6);
    expect(container.get(ConsumerSession).current?.email).toBe('demo@example.com');
  });

  it('hands back a failed fee read rather than cards without their notices', async () => {
    const { container, sandbox } = sandboxApp();
    await signIn(container);
    sandbox.failNext('inactivityFeeData', 500);

    const result = await container.get(ListCards).execute();

    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'ServerError' }) });
  });
});

describe('ReadInactivityFees', () => {
  it('reads one notice per card the issuer names', async () => {
    const { container } = sandboxApp();
    await signIn(container);

    const result = await container.get(ReadInactivityFees).execute();

    const notices = result.ok ? result.value.map((fee) => [fee.id, fee.display, fee.feeValue.amount]) : [];
    expect(notices.sort()).toEqual([
      ['card-demo-notification', 'NOTIFICATION', 100],
      ['card-demo-warning', 'WARNING', 100],
    ]);
  });
});
