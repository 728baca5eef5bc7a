import { paths } from '../../shell/paths';
import { DeactivationConfirmationPresenter } from './DeactivationConfirmationPresenter';
import { DeactivationSuccessPresenter } from './DeactivationSuccessPresenter';
import { signedInToDeactivate } from './testing/signedInToDeactivate';
import { leavePage } from '../../shell/PageHost';

type App = Awaited<ReturnType<typeof signedInToDeactivate>>;

/** Camille deactivates her inactive card towards the target (a card, new_card, or none: just cancelling), then opens the success page it led to. */
async function deactivatedTowards(target: string | null) {
  const app = await signedInToDeactivate();
  await (target === null ? cancel(app) : confirm(app, target));
  const landed = app.where() ?? '';
  const [, cardId = '', successCase = '', targetCardId = ''] =
    /^\/cards\/([^/]+)\/deactivate\/([^/]+)\/([^/]+)\/success$/.exec(landed) ?? [];
  const page = app.container.get(DeactivationSuccessPresenter);
  page.enter({ params: { cardId: cardId, successCase: successCase, targetCardId: targetCardId }, query: {} });
  return { ...app, page, targetCardId };
}

async function cancel({ container }: App) {
  const page = container.get(DeactivationConfirmationPresenter);
  page.enter({ params: { cardId: 'card-demo-inactive' }, query: {}, given: 'just_cancel' });
  await page.confirm();
  leavePage(page);
}

async function confirm({ container }: App, target: string) {
  const page = container.get(DeactivationConfirmationPresenter);
  page.enter({ params: { cardId: 'card-demo-inactive', targetCardId: target }, query: {} });
  await page.confirm();
  leavePage(page);
}

describe('the deactivation Success page presenter', () => {
  it('after a transfer, names the receiving card with its balance now, and leads to it on the cards', async () => {
    const { page, cardOf, where } = await deactivatedTowards('card-demo-active');
    const active = cardOf('card-demo-active');
    expect(where()).toBeNull();
    expect(page.successCase).toBe('old_card');
    expect(page.deactivated?.lastFour).toBe(cardOf('card-demo-inactive').cardNumberLastFour);
    expect(page.receivedBy).toEqual({
      id: 'card-demo-active',
      lastFour: active.cardNumberLastFour,
      balance: active.availableBalance.amount + 1900,
    });
    expect(page.cardsPath).toBe('/consumer/cards?selected=card-demo-active');
  });

  it('after a move to a new card, names the new card holding 16.50 EUR', async () => {
    const { page, targetCardId } = await deactivatedTowards('new_card');
    expect(page.successCase).toBe('new_card');
    expect(page.receivedBy).toMatchObject({ id: targetCardId, balance: 1650 });
    expect(page.cardsPath).toBe(`/consumer/cards?selected=${targetCardId}`);
  });

  it('after just cancelling, names no receiving card and leads to the cancelled card', async () => {
    const { page, cardOf } = await deactivatedTowards(null);
    expect(page.successCase).toBe('cancel');
    expect(page.deactivated?.lastFour).toBe(cardOf('card-demo-inactive').cardNumberLastFour);
    expect(page.receivedBy).toBeNull();
    expect(page.cardsPath).toBe('/consumer/cards?selected=card-demo-inactive');
  });

  it.each`
    cardId                   | successCase  | where
    ${'card-demo-cancelled'} | ${'nothing'} | ${paths.notFound()}
    ${'card-level1-first'}   | ${'cancel'}  | ${paths.notFound()}
    ${'card-demo-inactive'}  | ${'cancel'}  | ${'/cards/card-demo-inactive/deactivate'}
  `('$cardId with the case $successCase goes to $where', async ({ cardId, successCase, where }) => {
    const app = await signedInToDeactivate();
    const page = app.container.get(DeactivationSuccessPresenter);
    page.enter({ params: { cardId: cardId, successCase: successCase, targetCardId: cardId }, query: {} });
    expect(page.deactivated).toBeNull();
    expect(app.where()).toBe(where);
  });

  it('shows a card cancelled before as cancelled, leading to it', async () => {
    const app = await signedInToDeactivate();
    const page = app.container.get(DeactivationSuccessPresenter);
    page.enter({
      params: { cardId: 'card-demo-cancelled', successCase: 'cancel', targetCardId: 'card-demo-cancelled' },
      query: {},
    });
    expect(page.deactivated?.lastFour).toBe(app.cardOf('card-demo-cancelled').cardNumberLastFour);
    expect(page.receivedBy).toBeNull();
    expect(page.cardsPath).toBe('/consumer/cards?selected=card-demo-cancelled');
  });
});
