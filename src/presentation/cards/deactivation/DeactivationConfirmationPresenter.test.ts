import { PendingAction } from '../../../application/session/PendingAction';
import { TOKEN_STORE } from '../../../application/session/ports/TokenStore';
import { AuthModalsPresenter } from '../../testing/otherScreens';
import { paths } from '../../shell/paths';
import { failureMessage } from '../../calls/failureMessage';
import { DEACTIVATION_WORDS, DeactivationConfirmationPresenter } from './DeactivationConfirmationPresenter';
import { signedInToDeactivate } from './testing/signedInToDeactivate';
import { leavePage } from '../../shell/PageHost';

async function confirmationOf(cardId: string, target: string) {
  const app = await signedInToDeactivate();
  const page = app.container.get(DeactivationConfirmationPresenter);
  page.enter({ params: { cardId: cardId, targetCardId: target }, query: {} });
  return { ...app, page };
}

describe('the Transfer Confirmation presenter', () => {
  it('states the 1.00 EUR fee and what each card holds afterwards, then transfers and lands on old_card', async () => {
    const { page, where, cardOf, tileOf, shown, deactivations } = await confirmationOf(
      'card-demo-inactive',
      'card-demo-active',
    );
    const active = cardOf('card-demo-active').availableBalance.amount;

    expect(page.option).toBe('transfer');
    expect(page.refusal).toBeNull();
    expect(page.receiver?.id).toBe('card-demo-active');
    expect(page.figures).toEqual({
      fee: 100,
      moved: 1900,
      lost: 0,
      sourceAfter: 0,
      held: 0,
      receiverAfter: active + 1900,
    });
    expect(page.changePath).toBe('/cards/card-demo-inactive/deactivate/transfer');
    expect(page.opened.backPath).toBe('/consumer/cards?selected=card-demo-inactive');

    await page.confirm();

    expect(deactivations).toHaveBeenCalledWith(
      expect.anything(),
      'card-demo-inactive',
      'transfer',
      'card-demo-active',
    );
    expect(where()).toBe('/cards/card-demo-inactive/deactivate/old_card/card-demo-active/success');
    expect(tileOf('card-demo-active')?.availableBalance).toBe(shown(active + 1900));
    expect(tileOf('card-demo-inactive')).toMatchObject({
      displayState: 'CANCELLED',
      availableBalance: shown(0),
    });
    leavePage(page);
  });

  it('moves only what the card shows as available: what a pending payment holds stays with it', async () => {
    const { page, cardOf, tileOf, shown } = await confirmationOf('card-demo-active', 'card-demo-inactive');
    // 39.51 EUR on the card, 12.00 EUR of it held for a pending payment: Cards shows 27.51 EUR.
    expect(cardOf('card-demo-active')).toMatchObject({
      actualBalance: { amount: 3951 },
      availableBalance: { amount: 2751 },
    });
    const inactive = cardOf('card-demo-inactive').availableBalance.amount;

    expect(page.figures).toEqual({
      fee: 100,
      moved: 2651,
      lost: 0,
      sourceAfter: 0,
      held: 1200,
      receiverAfter: inactive + 2651,
    });
    await page.confirm();

    expect(tileOf('card-demo-inactive')?.availableBalance).toBe(shown(inactive + 2651));
    expect(tileOf('card-demo-active')).toMatchObject({
      displayState: 'CANCELLED',
      availableBalance: shown(0),
    });
    leavePage(page);
  });

  it('states the 3.50 EUR fee and the new card’s amount, then lands on new_card with the new card', async () => {
    const { page, where, consumer, tileOf, shown } = await confirmationOf('card-demo-inactive', 'new_card');

    expect(page.option).toBe('new_card');
    expect(page.receiver).toBeNull();
    expect(page.figures).toEqual({
      fee: 350,
      moved: 1650,
      lost: 0,
      sourceAfter: 0,
      held: 0,
      receiverAfter: 1650,
    });
    expect(page.changePath).toBe('/cards/card-demo-inactive/deactivate');

    await page.confirm();

    const landed = where() ?? '';
    const newCardId = /^\/cards\/card-demo-inactive\/deactivate\/new_card\/([^/]+)\/success$/.exec(
      landed,
    )?.[1];
    expect(newCardId).toBeDefined();
    expect(consumer.cards.some((card) => card.id === newCardId)).toBe(false);
    expect(tileOf(newCardId ?? '')?.availableBalance).toBe(shown(1650));
  });

  it.each`
    target                   | reasonKey
    ${'card-demo-blocked'}   | ${'deactivation.transfer.reasons.blocked'}
    ${'card-demo-cancelled'} | ${'deactivation.transfer.reasons.cancelled'}
  `('refuses $target with its reason, and asks the issuer nothing', async ({ target, reasonKey }) => {
    const { page, deactivations, where } = await confirmationOf('card-demo-inactive', target);
    expect(page.refusal).toBe('targetRefused');
    expect(page.receiver?.reason).toEqual({ key: reasonKey });
    expect(page.figures).toBeNull();
    await page.confirm();
    expect(deactivations).not.toHaveBeenCalled();
    expect(where()).toBeNull();
  });

  it.each(['no-such-card', 'card-demo-inactive', 'card-level1-first'])(
    'refuses %s as a receiving card: not one of her other cards',
    async (target) => {
      const { page, deactivations } = await confirmationOf('card-demo-inactive', target);
      expect(page.refusal).toBe('unknownTarget');
      await page.confirm();
      expect(deactivations).not.toHaveBeenCalled();
    },
  );

  it('says a blocked card cannot be deactivated, and is Not Found for a card not hers', async () => {
    const blocked = await confirmationOf('card-demo-blocked', 'new_card');
    expect(blocked.page.refusal).toBe('blocked');

    const stranger = await confirmationOf('card-level1-first', 'new_card');
    expect(stranger.where()).toBe(paths.notFound());
  });

  it('shows the spec’s failure text with the server’s errorMessage and keeps the page', async () => {
    const { page, sandbox, where, tileOf } = await confirmationOf('card-demo-inactive', 'card-demo-active');
    sandbox.failNext('deactivateCard', 409);

    await page.confirm();

    expect(page.deactivation.failure).toEqual({
      key: 'deactivation.errors.failed',
      detail: 'Fault injected into deactivateCard.',
    });
    expect(page.figures?.moved).toBe(1900);
    expect(where()).toBeNull();
    expect(tileOf('card-demo-inactive')?.displayState).toBe('INACTIVE');
  });

  it('names the error code, else the kind of failure, when the server gives no errorMessage, for customer support', () => {
    expect(failureMessage({ kind: 'InvalidFields', errorCode: 'cardLocked' }, DEACTIVATION_WORDS)).toEqual({
      key: 'deactivation.errors.failed',
      detail: 'cardLocked',
    });
    expect(failureMessage({ kind: 'ServerError' }, DEACTIVATION_WORDS)).toEqual({
      key: 'deactivation.errors.failed',
      detail: 'ServerError',
    });
  });

  it('learns from the refusal that the card was deactivated in another tab meanwhile: no figures, no confirm', async () => {
    const { page, sandbox, container, where, tileOf } = await confirmationOf(
      'card-demo-inactive',
      'card-demo-active',
    );
    expect(page.figures?.moved).toBe(1900);
    sandbox.deactivateCard(container.get(TOKEN_STORE).load(), 'card-demo-inactive', 'just_cancel');

    await page.confirm();

    // The page no longer states a transfer of money that is gone: it says the card is deactivated.
    expect(page.refusal).toBe('cancelled');
    expect(page.figures).toBeNull();
    expect(page.deactivation.running).toBe(false);
    expect(where()).toBeNull();
    expect(tileOf('card-demo-inactive')?.displayState).toBe('CANCELLED');
  });

  it('sends one request however often confirm is pressed while it is under way: the money moves once', async () => {
    const { page, deactivations, tileOf, shown, cardOf } = await confirmationOf(
      'card-demo-inactive',
      'card-demo-active',
    );
    await Promise.all([page.confirm(), page.confirm(), page.confirm()]);
    expect(deactivations).toHaveBeenCalledTimes(1);
    expect(tileOf('card-demo-active')?.availableBalance).toBe(
      shown(cardOf('card-demo-active').availableBalance.amount + 1900),
    );
  });

  it('replays the transfer once after signing in again when the session had ended, and lands on success', async () => {
    const { page, where, expireSession, signInAgain, container, deactivations, tileOf, shown, cardOf } =
      await confirmationOf('card-demo-inactive', 'card-demo-active');
    expireSession();

    await page.confirm();

    expect(page.deactivation.failure).toEqual({ key: 'deactivation.errors.signInAgain' });
    expect(container.get(AuthModalsPresenter).login.open).toBe(true);
    expect(where()).toBeNull();

    await signInAgain();

    expect(where()).toBe('/cards/card-demo-inactive/deactivate/old_card/card-demo-active/success');
    expect(page.deactivation.failure).toBeNull();
    expect(container.get(PendingAction).keptName).toBeNull();
    // The refused first try and its one replay: the money moved once.
    expect(deactivations).toHaveBeenCalledTimes(2);
    expect(tileOf('card-demo-active')?.availableBalance).toBe(
      shown(cardOf('card-demo-active').availableBalance.amount + 1900),
    );
    leavePage(page);
  });

  it('no longer hears a replay once the page is left', async () => {
    const { page, where, expireSession, signInAgain } = await confirmationOf(
      'card-demo-inactive',
      'new_card',
    );
    expireSession();
    await page.confirm();
    leavePage(page);

    await signInAgain();

    expect(where()).toBeNull();
  });
});
