import { paths } from '../../shell/paths';
import { DeactivationConfirmationPresenter } from './DeactivationConfirmationPresenter';
import { signedInToDeactivate } from './testing/signedInToDeactivate';
import { leavePage } from '../../shell/PageHost';

async function cancelPageOf(cardId: string) {
  const app = await signedInToDeactivate();
  const page = app.container.get(DeactivationConfirmationPresenter);
  page.enter({ params: { cardId }, query: {}, given: 'just_cancel' });
  return { ...app, page };
}

describe('the confirmation presenter on the Cancel page', () => {
  it('states the balance lost, then cancels the card for free and lands on the cancel success page', async () => {
    const { page, where, tileOf, shown, deactivations } = await cancelPageOf('card-demo-inactive');
    expect(page.refusal).toBeNull();
    expect(page.figures).toMatchObject({ fee: 0, lost: 2000 });
    expect(page.opened.backPath).toBe('/consumer/cards?selected=card-demo-inactive');
    expect(page.opened.choicePath).toBe('/cards/card-demo-inactive/deactivate');

    await page.confirm();

    expect(deactivations).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/cards/card-demo-inactive/deactivate/cancel/card-demo-inactive/success');
    expect(tileOf('card-demo-inactive')).toMatchObject({
      displayState: 'CANCELLED',
      availableBalance: shown(0),
    });
    leavePage(page);
  });

  it.each`
    cardId                   | refusal
    ${'card-demo-blocked'}   | ${'blocked'}
    ${'card-demo-cancelled'} | ${'cancelled'}
  `('says why $cardId cannot be cancelled, and asks the issuer nothing', async ({ cardId, refusal }) => {
    const { page, where, deactivations } = await cancelPageOf(cardId);
    expect(page.refusal).toBe(refusal);
    await page.confirm();
    expect(deactivations).not.toHaveBeenCalled();
    expect(where()).toBeNull();
  });

  it('is Not Found for a card that is not hers', async () => {
    const { page, where } = await cancelPageOf('card-level1-first');
    expect(page.opened.card).toBeNull();
    expect(where()).toBe(paths.notFound());
  });

  it.each`
    fault        | failure
    ${500}       | ${{ key: 'deactivation.errors.failed', detail: 'Fault injected into deactivateCard.' }}
    ${409}       | ${{ key: 'deactivation.errors.failed', detail: 'Fault injected into deactivateCard.' }}
    ${'network'} | ${{ key: 'deactivation.errors.network' }}
  `(
    'says why cancelling failed ($fault), keeps the page, and a second try works',
    async ({ fault, failure }) => {
      const { page, where, sandbox, tileOf } = await cancelPageOf('card-demo-inactive');
      sandbox.failNext('deactivateCard', fault);

      await page.confirm();

      expect(page.deactivation.failure).toEqual(failure);
      expect(page.deactivation.running).toBe(false);
      expect(page.figures?.lost).toBe(2000);
      expect(where()).toBeNull();
      expect(tileOf('card-demo-inactive')?.displayState).toBe('INACTIVE');
      await page.confirm();
      expect(page.deactivation.failure).toBeNull();
      expect(tileOf('card-demo-inactive')?.displayState).toBe('CANCELLED');
    },
  );

  it('sends one request however often confirm is pressed while it is under way', async () => {
    const { page, deactivations, where } = await cancelPageOf('card-demo-inactive');
    const first = page.confirm();
    expect(page.deactivation.running).toBe(true);
    const second = page.confirm();
    await Promise.all([first, second]);
    expect(deactivations).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/cards/card-demo-inactive/deactivate/cancel/card-demo-inactive/success');
  });
});
