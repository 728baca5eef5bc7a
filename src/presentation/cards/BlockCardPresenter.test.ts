import { MemoryStorage } from '../../adapters/browser/MemoryStorage';
import { TOKEN_LIFETIME_MINUTES } from '../../adapters/sandbox/session/sessionRules';
import { PendingAction } from '../../application/session/PendingAction';
import { TOKEN_STORE } from '../../application/session/ports/TokenStore';
import { sandboxApp, signIn } from '../../composition/testing/sandboxApp';
import { failureMessage } from '../calls/failureMessage';
import { messageOf } from '../messages/Message';
import { AlertPresenter } from '../shell/AlertPresenter';
import { paths } from '../shell/paths';
import { destination } from '../testing/destination';
import { BlockCardPresenter } from './BlockCardPresenter';
import { cardActionWords } from './cardMessages';
import { CardsPresenter } from './CardsPresenter';
import { signInAgain } from '../testing/signInAgain';
import { leavePage } from '../shell/PageHost';

/** The demo consumer signed in, on a clock the test moves. */
async function signedIn() {
  let now = new Date();
  const app = sandboxApp({ storage: new MemoryStorage(), clock: () => now });
  const consumer = await signIn(app.container);
  const stateOf = (cardId: string) =>
    app.container.get(CardsPresenter).tiles.find((tile) => tile.id === cardId)?.displayState;
  return {
    ...app,
    consumer,
    page: app.container.get(BlockCardPresenter),
    where: () => destination(app.container),
    stateOf,
    lastFourOf: (cardId: string) =>
      consumer.cards.find((card) => card.id === cardId)?.cardNumberLastFour ?? '',
    expireSession: () => {
      now = new Date(now.getTime() + (TOKEN_LIFETIME_MINUTES + 1) * 60_000);
    },
  };
}

describe('the Block Card page presenter', () => {
  it('shows the card and blocks it on confirmation (the way back: CardsPage.test.tsx)', async () => {
    const { page, where, stateOf, lastFourOf, container } = await signedIn();
    page.enter({ params: { cardId: 'card-demo-active' }, query: {} });
    expect(page.card).toEqual({
      id: 'card-demo-active',
      lastFour: lastFourOf('card-demo-active'),
      blockable: 'yes',
    });
    expect(where()).toBeNull();

    await page.confirm();

    expect(where()).toBe(paths.cards({ selected: 'card-demo-active' }));
    expect(stateOf('card-demo-active')).toBe('BLOCKED');
    expect(container.get(AlertPresenter).alert).toEqual({
      type: 'success',
      message: messageOf('cards.block.success', { lastFour: lastFourOf('card-demo-active') }),
    });
    // The success message survives the navigation to the cards, and only that one.
    container.get(AlertPresenter).navigated();
    expect(container.get(AlertPresenter).alert).not.toBeNull();
    container.get(AlertPresenter).navigated();
    expect(container.get(AlertPresenter).alert).toBeNull();
    leavePage(page);
  });

  it.each`
    cardId                   | blockable
    ${'card-demo-blocked'}   | ${'blocked'}
    ${'card-demo-cancelled'} | ${'deactivated'}
  `('says why $cardId cannot be blocked, and blocks nothing', async ({ cardId, blockable }) => {
    const { page, where, sandbox } = await signedIn();
    const block = jest.spyOn(sandbox, 'blockCard');
    page.enter({ params: { cardId: cardId }, query: {} });
    expect(page.card?.blockable).toBe(blockable);
    await page.confirm();
    expect(block).not.toHaveBeenCalled();
    expect(where()).toBeNull();
  });

  it.each(['no-such-card', 'card-level1-first'])(
    'is Not Found for the card %s, not one of hers',
    async (cardId) => {
      const { page, where } = await signedIn();
      page.enter({ params: { cardId: cardId }, query: {} });
      expect(page.card).toBeNull();
      expect(where()).toBe(paths.notFound());
    },
  );

  it.each`
    fault        | failure
    ${500}       | ${{ detail: 'Fault injected into blockCard.' }}
    ${409}       | ${{ detail: 'Fault injected into blockCard.' }}
    ${'network'} | ${{ key: 'cards.block.networkFailed' }}
  `('says why blocking failed ($fault) and stays as it was', async ({ fault, failure }) => {
    const { page, where, sandbox, stateOf } = await signedIn();
    page.enter({ params: { cardId: 'card-demo-active' }, query: {} });
    sandbox.failNext('blockCard', fault);
    await page.confirm();
    expect(page.block.failure).toEqual(failure);
    expect(page.block.running).toBe(false);
    expect(page.card?.blockable).toBe('yes');
    expect(where()).toBeNull();
    expect(stateOf('card-demo-active')).toBe('ACTIVE');
    // Trying again works.
    await page.confirm();
    expect(page.block.failure).toBeNull();
    expect(stateOf('card-demo-active')).toBe('BLOCKED');
  });

  it.each`
    elsewhere        | blockable
    ${'blocked'}     | ${'blocked'}
    ${'deactivated'} | ${'deactivated'}
  `(
    'learns from the refusal that the card was $elsewhere in another tab meanwhile, and says so in its own words',
    async ({ elsewhere, blockable }) => {
      const { page, where, sandbox, stateOf, container } = await signedIn();
      page.enter({ params: { cardId: 'card-demo-active' }, query: {} });
      const bearer = container.get(TOKEN_STORE).load();
      if (elsewhere === 'blocked') sandbox.blockCard(bearer, 'card-demo-active');
      else sandbox.deactivateCard(bearer, 'card-demo-active', 'just_cancel');

      await page.confirm();

      // The page (and the cards screen) show the card as it now is, instead of offering Block again.
      expect(page.card?.blockable).toBe(blockable);
      expect(stateOf('card-demo-active')).toBe(elsewhere === 'blocked' ? 'BLOCKED' : 'CANCELLED');
      expect(page.block.running).toBe(false);
      expect(where()).toBeNull();
    },
  );

  it('says a general text when the server gives no errorMessage', () => {
    expect(failureMessage({ kind: 'ServerError' }, cardActionWords('block'))).toEqual({
      key: 'cards.block.failed',
    });
    expect(
      failureMessage({ kind: 'InvalidFields', errorMessage: 'Card frozen.' }, cardActionWords('block')),
    ).toEqual({
      detail: 'Card frozen.',
    });
  });

  it('blocks the card once signed in again when the session had ended, and then goes to the cards', async () => {
    const { page, where, stateOf, expireSession, container } = await signedIn();
    page.enter({ params: { cardId: 'card-demo-active' }, query: {} });
    expireSession();

    await page.confirm();
    expect(page.block.failure).toEqual({ key: 'cards.block.signInAgain' });
    expect(where()).toBeNull();
    await signInAgain(container);

    expect(where()).toBe(paths.cards({ selected: 'card-demo-active' }));
    expect(stateOf('card-demo-active')).toBe('BLOCKED');
    expect(container.get(PendingAction).keptName).toBeNull();
    leavePage(page);
  });
});
