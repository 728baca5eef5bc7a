import { paths } from '../../shell/paths';
import { DeactivationChoicePresenter } from './DeactivationChoicePresenter';
import { holding, signedInToDeactivate } from './testing/signedInToDeactivate';

async function choicePageOf(cardId: string) {
  const app = await signedInToDeactivate();
  const page = app.container.get(DeactivationChoicePresenter);
  return { ...app, page, open: () => page.enter({ params: { cardId }, query: {} }) };
}

describe('the deactivation choice page presenter', () => {
  it('offers each way with its fee and what it does with the 20.00 EUR balance, leading to its page', async () => {
    const { page, open, where } = await choicePageOf('card-demo-inactive');
    open();

    expect(where()).toBeNull();
    expect(page.opened.card).toMatchObject({ id: 'card-demo-inactive', balance: 2000 });
    expect(page.opened.notDeactivatable).toBeNull();
    expect(page.choices).toEqual([
      {
        option: 'just_cancel',
        figures: { fee: 0, moved: 0, lost: 2000, sourceAfter: 0, held: 0, receiverAfter: null },
        path: '/cards/card-demo-inactive/deactivate/cancel',
      },
      {
        option: 'transfer',
        figures: { fee: 100, moved: 1900, lost: 0, sourceAfter: 0, held: 0, receiverAfter: null },
        path: '/cards/card-demo-inactive/deactivate/transfer',
      },
      {
        option: 'new_card',
        figures: { fee: 350, moved: 1650, lost: 0, sourceAfter: 0, held: 0, receiverAfter: 1650 },
        path: '/cards/card-demo-inactive/deactivate/new_card/confirmation',
      },
    ]);
    expect(page.noTransferTargetPath).toBeNull();
    expect(page.opened.backPath).toBe('/consumer/cards?selected=card-demo-inactive');
  });

  it.each`
    cardId                   | reason
    ${'card-demo-blocked'}   | ${'blocked'}
    ${'card-demo-cancelled'} | ${'cancelled'}
  `('says why $cardId cannot be deactivated, and offers nothing', async ({ cardId, reason }) => {
    const { page, open, where } = await choicePageOf(cardId);
    open();
    expect(page.opened.notDeactivatable).toBe(reason);
    expect(page.choices).toEqual([]);
    expect(where()).toBeNull();
  });

  it('says so when the issuer offers no way at all', async () => {
    const { page, open, reportAs } = await choicePageOf('card-demo-inactive');
    reportAs((consumer) => ({
      ...consumer,
      cards: consumer.cards.map((card) =>
        card.id === 'card-demo-inactive' ? { ...card, cancelOptions: [] } : card,
      ),
    }));
    open();
    expect(page.opened.notDeactivatable).toBe('noOption');
  });

  it.each(['no-such-card', 'card-level1-first'])(
    'is Not Found for the card %s, not one of hers',
    async (cardId) => {
      const { page, open, where } = await choicePageOf(cardId);
      open();
      expect(page.opened.card).toBeNull();
      expect(where()).toBe(paths.notFound());
    },
  );

  it('offers no transfer to a consumer with a single card, and says nothing of other cards', async () => {
    const { page, open, reportAs, cardOf } = await choicePageOf('card-demo-inactive');
    reportAs((consumer) => ({ ...consumer, cards: [cardOf('card-demo-inactive')] }));
    open();
    expect(page.choices.map((choice) => choice.option)).toEqual(['just_cancel', 'new_card']);
    expect(page.noTransferTargetPath).toBeNull();
  });

  it('offers no transfer when none of her other cards can receive it, and says so with a link to the reasons', async () => {
    const { page, open, reportAs, cardOf } = await choicePageOf('card-demo-inactive');
    reportAs((consumer) => ({
      ...consumer,
      cards: [cardOf('card-demo-inactive'), cardOf('card-demo-blocked'), cardOf('card-demo-cancelled')],
    }));
    open();
    expect(page.choices.map((choice) => choice.option)).toEqual(['just_cancel', 'new_card']);
    expect(page.noTransferTargetPath).toBe('/cards/card-demo-inactive/deactivate/transfer');
  });

  it.each`
    cents  | ways
    ${350} | ${['just_cancel', 'transfer', 'new_card']}
    ${349} | ${['just_cancel', 'transfer']}
    ${100} | ${['just_cancel', 'transfer']}
    ${99}  | ${['just_cancel']}
  `('offers $ways for a balance of $cents cents', async ({ cents, ways }) => {
    const { page, open, reportAs } = await choicePageOf('card-demo-inactive');
    reportAs((consumer) => ({
      ...consumer,
      cards: consumer.cards.map((card) => (card.id === 'card-demo-inactive' ? holding(card, cents) : card)),
    }));
    open();
    expect(page.choices.map((choice) => choice.option)).toEqual(ways);
  });

  it('states what was true when it opened', async () => {
    const { page, open, reportAs } = await choicePageOf('card-demo-inactive');
    open();
    reportAs((consumer) => ({ ...consumer, cards: [] }));
    expect(page.opened.card?.balance).toBe(2000);
  });
});
