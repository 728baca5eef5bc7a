import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Container } from 'inversify';
import { MemoryStorage } from '../../adapters/browser/MemoryStorage';
import { LEVEL1_CREDENTIALS } from '../../adapters/sandbox/seed/accounts';
import { ReadInactivityFees } from '../../application/cards/usecases/ReadInactivityFees';
import { PaymentCancelledFlag } from '../../application/orders/PaymentCancelledFlag';
import { TOKEN_STORE } from '../../application/session/ports/TokenStore';
import { register, sandboxApp, signIn } from '../../composition/testing/sandboxApp';
import type { Card } from '../../domain/cards/Card';
import type { Language } from '../../domain/language/Language';
import { formatMoney } from '../../domain/money/formatMoney';
import enCards from '../../../locales/en/cards.json';
import frCards from '../../../locales/fr/cards.json';
import enTransactions from '../../../locales/en/transactions.json';
import frTransactions from '../../../locales/fr/transactions.json';
import { HELP_CENTRE_URL } from '../shell/externalLinks';
import { SessionPresenter } from '../shell/SessionPresenter';
import { renderRoutes, tableRoute } from '../testing/renderScreen';
import { foldSpaces } from '../testing/foldSpaces';

// antd views are slow in jsdom, the more so on a busy machine.

const TEXTS = { en: enCards.cards, fr: frCards.cards };

function appIn(language: Language): Container {
  const storage = new MemoryStorage();
  storage.setItem('language', language);
  return sandboxApp({ storage }).container;
}

/** The cards route as the app wires it, every other path showing where the page went. */
/** Consumer Cards at the path, once what it reads on entering (the inactivity fees) has arrived. */
async function renderCards(container: Container, language: Language, path = '/consumer/cards') {
  const view = renderRoutes(container, { routes: [tableRoute('cards')], at: path, language });
  await screen.findByRole('heading', { level: 1 });
  await act(async () => undefined);
  return view;
}

const expiryOf = (card: Card) => `${card.expireDate.slice(0, 2)}/${card.expireDate.slice(2)}`;
const cardName = (language: Language, card: Card) =>
  TEXTS[language].carousel.cardName.replace('{{lastFour}}', card.cardNumberLastFour);
const carousel = (language: Language) => screen.getByRole('list', { name: TEXTS[language].carousel.title });
const balanceHeading = () => screen.getByRole('heading', { level: 2, name: /€/ });
const tileOf = (language: Language, card: Card) =>
  within(carousel(language)).getByRole('button', { name: new RegExp(`^${cardName(language, card)}`) });

describe.each(['en', 'fr'] as const)('the cards screen in %s', (language) => {
  const text = TEXTS[language];
  const money = (cents: number) => foldSpaces(formatMoney(cents, language));

  it('selects the first card, writes it into the URL and shows its balance and every card', async () => {
    const container = appIn(language);
    const consumer = await signIn(container);
    const [first, second] = consumer.cards;
    if (!first || !second) throw new Error('the demo consumer has several cards');
    const { where } = await renderCards(container, language);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.page.title);
    expect(document.title).toContain(text.page.pageTitle);
    await waitFor(() => expect(where()).toBe(`/consumer/cards?selected=${first.id}`));
    expect(balanceHeading()).toHaveTextContent(
      `${text.balance.label}${money(first.availableBalance.amount)}`,
    );

    // Every card, then the placeholder that opens ordering.
    const items = within(carousel(language)).getAllByRole('listitem');
    expect(items).toHaveLength(consumer.cards.length + 1);
    consumer.cards.forEach((card, index) => {
      const tile = within(items[index] as HTMLElement).getByRole('button');
      expect(tile).toHaveAccessibleName(new RegExp(`^${cardName(language, card)}`));
      expect(tile).toHaveTextContent(`**** **** **** ${card.cardNumberLastFour}`);
      expect(tile).toHaveTextContent(`${text.carousel.expiry} ${expiryOf(card)}`);
    });
    expect(within(tileOf(language, first)).getByText(text.carousel.states.ACTIVE)).toBeInTheDocument();
    const blocked = consumer.cards.find((card) => card.id === 'card-demo-blocked');
    if (!blocked) throw new Error('the demo consumer has a blocked card');
    expect(within(tileOf(language, blocked)).getByText(text.carousel.states.BLOCKED)).toBeInTheDocument();
    expect(within(items.at(-1) as HTMLElement).getByRole('button')).toHaveAccessibleName(
      text.carousel.placeholder,
    );
    expect(tileOf(language, first)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: text.buy.button })).toBeInTheDocument();
    expect(screen.queryByText(text.limit.title)).not.toBeInTheDocument();
    expect(screen.queryByText(text.empty.text)).not.toBeInTheDocument();

    // Choosing a card selects it; next selects the one after it.
    const firstTile = tileOf(language, first);
    const secondTile = tileOf(language, second);
    fireEvent.click(secondTile);
    await waitFor(() => expect(where()).toBe(`/consumer/cards?selected=${second.id}`));
    expect(secondTile).toHaveAttribute('aria-pressed', 'true');
    expect(firstTile).toHaveAttribute('aria-pressed', 'false');
    expect(balanceHeading()).toHaveTextContent(money(second.availableBalance.amount));
    const previous = screen.getByRole('button', { name: text.carousel.previous });
    fireEvent.click(previous);
    await waitFor(() => expect(where()).toBe(`/consumer/cards?selected=${first.id}`));
    expect(previous).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: text.carousel.next }));
    await waitFor(() => expect(where()).toBe(`/consumer/cards?selected=${second.id}`));
  });

  it('warns a level-1 consumer at the card limit and points to the identity upgrade instead of buying', async () => {
    const container = appIn(language);
    const consumer = await signIn(container, LEVEL1_CREDENTIALS);
    const selected = consumer.cards[1];
    if (!selected) throw new Error('the level-1 consumer has several cards');
    await renderCards(container, language, `/consumer/cards?selected=${selected.id}`);

    expect(screen.getByText(text.limit.title)).toBeInTheDocument();
    expect(
      screen.getByText(
        foldSpaces(
          text.limit.text.replace('{{accountLimit}}', money(15000)).replace('{{purchaseLimit}}', money(5000)),
        ),
        { normalizer: foldSpaces },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.limit.link })).toHaveAttribute(
      'href',
      `/consumer/kyc/upgrade-info?selected=${selected.id}`,
    );
    expect(screen.queryByRole('link', { name: text.buy.button })).not.toBeInTheDocument();
    const placeholder = within(carousel(language)).getByRole('button', {
      name: `${text.carousel.placeholder} ${text.carousel.limitReached}`,
    });
    expect(placeholder).toBeDisabled();
    fireEvent.click(placeholder);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with no card says so, offers ordering, the help centre and signing out', async () => {
    const container = appIn(language);
    await register(container);
    const { where } = await renderCards(container, language);

    expect(screen.getByText(text.empty.text)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: /€/ })).not.toBeInTheDocument();
    expect(within(carousel(language)).getAllByRole('listitem')).toHaveLength(1);
    expect(within(carousel(language)).getByRole('button')).toHaveAccessibleName(text.carousel.placeholder);
    expect(screen.getByRole('link', { name: text.buy.button })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(`^${text.empty.help}`) })).toHaveAttribute(
      'href',
      HELP_CENTRE_URL,
    );
    expect(where()).toBe('/consumer/cards');

    fireEvent.click(screen.getByRole('button', { name: text.empty.signOut }));
    await waitFor(() => expect(where()).toBe('/auth'));
    expect(container.get(SessionPresenter).consumer).toBeNull();
  });
});

describe('the cards screen', () => {
  it('keeps the card the query selects and the rest of the query, and replaces an unknown card by the first', async () => {
    const container = appIn('en');
    const consumer = await signIn(container);
    const blocked = consumer.cards.find((card) => card.id === 'card-demo-blocked');
    if (!blocked) throw new Error('the demo consumer has a blocked card');
    const first = await renderCards(
      container,
      'en',
      '/consumer/cards?selected=card-demo-blocked&transactionId=t1',
    );
    expect(tileOf('en', blocked)).toHaveAttribute('aria-pressed', 'true');
    expect(balanceHeading()).toHaveTextContent(formatMoney(blocked.availableBalance.amount, 'en'));
    expect(first.where()).toBe('/consumer/cards?selected=card-demo-blocked&transactionId=t1');
    first.unmount();

    const unknown = await renderCards(
      container,
      'en',
      '/consumer/cards?selected=someone-elses&status=settled',
    );
    await waitFor(() =>
      expect(unknown.where()).toBe(`/consumer/cards?selected=${consumer.cards[0]?.id ?? ''}&status=settled`),
    );
  });

  it("shows another card's transactions hidden, under no filter, whatever the card before showed", async () => {
    const container = appIn('en');
    const consumer = await signIn(container);
    const [first, second] = consumer.cards;
    if (!first || !second) throw new Error('the demo consumer has several cards');
    await renderCards(container, 'en', `/consumer/cards?selected=${first.id}`);
    const section = enTransactions.transactions.section;
    fireEvent.click(await screen.findByRole('button', { name: section.load }));
    fireEvent.click(await screen.findByRole('radio', { name: section.filter.settled }));

    fireEvent.click(tileOf('en', second));

    expect(await screen.findByRole('button', { name: section.load })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: section.filter.settled })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: section.load }));
    expect(await screen.findByRole('radio', { name: section.filter.all })).toBeChecked();
  });

  it('leads from the placeholder card and the buy button to Buy New Card', async () => {
    const container = appIn('en');
    await signIn(container);
    const { where } = await renderCards(container, 'en');
    const text = TEXTS.en;

    expect(screen.getByRole('link', { name: text.buy.button })).toHaveAttribute(
      'href',
      '/consumer/cards/new',
    );
    const placeholder = within(carousel('en')).getByText(text.carousel.placeholder).closest('button');
    if (!placeholder) throw new Error('the placeholder card is a button');
    // It leads to a page, Buy New Card: no dialog is announced.
    expect(placeholder).not.toHaveAttribute('aria-haspopup');
    fireEvent.click(placeholder);
    await waitFor(() => expect(where()).toBe('/consumer/cards/new'));
  });

  it.each(['en', 'fr'] as const)(
    'once, after a cancelled payment, says in %s that the order was cancelled too and leads to a new order',
    async (language) => {
      const { paymentCancelled: text } = TEXTS[language].page;
      const container = appIn(language);
      await signIn(container);
      container.get(PaymentCancelledFlag).raise({ orderCancelled: true });
      const first = await renderCards(container, language);
      const warning = screen.getByRole('alert');
      expect(warning).toHaveTextContent(
        foldSpaces(`${text.title}${text.orderCancelled} ${text.newOrder}${text.start}`),
      );
      expect(within(warning).getByRole('link', { name: text.start })).toHaveAttribute(
        'href',
        '/consumer/cards/new',
      );
      first.unmount();
      await renderCards(container, language);
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByText(text.title)).not.toBeInTheDocument();
    },
  );

  it('does not say the order was cancelled when the shop did not hear it was', async () => {
    const { paymentCancelled: text } = TEXTS.en.page;
    const container = appIn('en');
    await signIn(container);
    container.get(PaymentCancelledFlag).raise({ orderCancelled: false });
    await renderCards(container, 'en');
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent(`${text.title}${text.newOrder}${text.start}`);
    expect(warning).not.toHaveTextContent(text.orderCancelled);
  });

  it('leads nowhere a consumer at the card limit cannot go: the card-limit prompt says why', async () => {
    const { paymentCancelled: text } = TEXTS.en.page;
    const container = appIn('en');
    await signIn(container, LEVEL1_CREDENTIALS);
    container.get(PaymentCancelledFlag).raise({ orderCancelled: true });
    await renderCards(container, 'en');
    const [warning] = screen.getAllByRole('alert').filter((alert) => alert.textContent?.includes(text.title));
    if (!warning) throw new Error('no cancelled-payment warning');
    expect(warning).toHaveTextContent(`${text.title}${text.orderCancelled}`);
    expect(warning).not.toHaveTextContent(text.newOrder);
    expect(within(warning).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(TEXTS.en.limit.title)).toBeInTheDocument();
  });
});

describe.each(['en', 'fr'] as const)('managing cards on the cards screen in %s', (language) => {
  const text = TEXTS[language];

  it('filters and sorts from the bar, into the URL, and lists only the cards kept', async () => {
    const container = appIn(language);
    await signIn(container);
    const { where } = await renderCards(
      container,
      language,
      '/consumer/cards?filter=blocked&sort=balanceDown',
    );

    const filters = screen.getByRole('radiogroup', { name: text.bar.filterLabel });
    expect(within(filters).getByRole('radio', { name: text.bar.filters.blocked })).toBeChecked();
    const sorts = screen.getByRole('radiogroup', { name: text.bar.sortLabel });
    expect(within(sorts).getByRole('radio', { name: text.bar.sorts.balanceDown })).toBeChecked();
    await waitFor(() =>
      expect(where()).toBe('/consumer/cards?filter=blocked&sort=balanceDown&selected=card-demo-blocked'),
    );
    expect(within(carousel(language)).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.click(within(filters).getByRole('radio', { name: text.bar.filters.deactivated }));
    await waitFor(() =>
      expect(where()).toBe(
        '/consumer/cards?filter=deactivated&sort=balanceDown&selected=card-demo-cancelled',
      ),
    );
    fireEvent.click(within(filters).getByRole('radio', { name: text.bar.filters.all }));
    fireEvent.click(within(sorts).getByRole('radio', { name: text.bar.sorts.dateCreatedUp }));
    await waitFor(() => expect(where()).toBe('/consumer/cards?selected=card-demo-cancelled'));
    expect(within(carousel(language)).getAllByRole('listitem')).toHaveLength(7);
  });

  it('says when no card matches the filter; Show all cards lists them all and hands the focus to the All filter', async () => {
    const container = appIn(language);
    await signIn(container, LEVEL1_CREDENTIALS);
    const { where } = await renderCards(container, language, '/consumer/cards?filter=blocked');

    expect(screen.getByRole('status')).toHaveTextContent(text.bar.noneListed);
    const showAll = screen.getByRole('button', { name: text.bar.showAll });
    showAll.focus();
    fireEvent.click(showAll);

    await waitFor(() => expect(where()).not.toContain('filter='));
    expect(screen.queryByRole('button', { name: text.bar.showAll })).not.toBeInTheDocument();
    const filters = screen.getByRole('radiogroup', { name: text.bar.filterLabel });
    const all = within(filters).getByRole('radio', { name: text.bar.filters.all });
    expect(all).toBeChecked();
    // The button went with the message: the keyboard goes on from the filter it set, not the page's body.
    await waitFor(() => expect(all).toHaveFocus());
  });

  it('shows the card and its balance before the fee call answers, then the notice after buying, the transactions under it', async () => {
    const container = appIn(language);
    const consumer = await signIn(container);
    const warned = consumer.cards.find((card) => card.id === 'card-demo-warning');
    if (!warned) throw new Error('the demo consumer has a card with an inactivity warning');
    const fees = container.get(ReadInactivityFees);
    const answer = fees.execute();
    let answered: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answered = resolve));
    jest.spyOn(ReadInactivityFees.prototype, 'execute').mockImplementation(async () => {
      await held;
      return answer;
    });
    await renderCards(container, language, '/consumer/cards?selected=card-demo-warning');
    const notice = () =>
      screen.queryByText(new RegExp(`^${text.inactivity.warning.split('{{')[0] ?? ''}`), {
        normalizer: foldSpaces,
      });
    const transactionsTitle = { en: enTransactions, fr: frTransactions }[language].transactions.section.title;

    // The fee call has not answered: the card and its balance show, nothing is drawn where the notice goes.
    expect(balanceHeading()).toHaveTextContent(
      foldSpaces(formatMoney(warned.availableBalance.amount, language)),
    );
    expect(tileOf(language, warned)).toHaveAttribute('aria-pressed', 'true');
    expect(notice()).toBeNull();
    expect(screen.queryByRole('heading', { name: transactionsTitle })).toBeNull();

    await act(async () => answered());

    // SPEC section 2's order: buying, the notice, then the transactions, which came with it.
    const buy = screen.getByRole('link', { name: text.buy.button });
    const shown = await screen.findByText(new RegExp(`^${text.inactivity.warning.split('{{')[0] ?? ''}`), {
      normalizer: foldSpaces,
    });
    const transactions = screen.getByRole('heading', { name: transactionsTitle });
    expect(buy.compareDocumentPosition(shown) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(shown.compareDocumentPosition(transactions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the actions the selected card allows, its inactivity-fee notice and its expiry notice', async () => {
    const container = appIn(language);
    const consumer = await signIn(container);
    const warned = consumer.cards.find((card) => card.id === 'card-demo-warning');
    if (!warned) throw new Error('the demo consumer has a card with an inactivity warning');
    await renderCards(container, language, '/consumer/cards?selected=card-demo-warning');

    const actions = screen.getByRole('group', {
      name: text.actions.title.replace('{{lastFour}}', warned.cardNumberLastFour),
    });
    expect(within(actions).getByRole('link', { name: text.actions.block })).toHaveAttribute(
      'href',
      '/cards/card-demo-warning/block',
    );
    expect(within(actions).getByRole('link', { name: text.actions.deactivate })).toHaveAttribute(
      'href',
      '/cards/card-demo-warning/deactivate',
    );
    expect(within(actions).getByRole('button', { name: text.actions.details })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(within(actions).queryByRole('button', { name: text.actions.unblock })).not.toBeInTheDocument();
    expect(
      await screen.findByText(new RegExp(`^${text.inactivity.warning.split('{{')[0] ?? ''}`), {
        normalizer: foldSpaces,
      }),
    ).toHaveTextContent(foldSpaces(formatMoney(100, language)));
    expect(
      screen.getByText(text.expiry.soon.replace('{{expiry}}', expiryOf(warned)), { normalizer: foldSpaces }),
    ).toBeInTheDocument();
  });

  it('sorted lowest balance first, every tile shows the balance it is sorted by, and the available one where it differs', async () => {
    const container = appIn(language);
    const consumer = await signIn(container);
    const money = (cents: number) => foldSpaces(formatMoney(cents, language));
    const held = consumer.cards.find((card) => card.id === 'card-demo-active');
    if (!held || held.actualBalance.amount === held.availableBalance.amount)
      throw new Error('the demo consumer has an active card with a pending transaction');
    await renderCards(container, language, `/consumer/cards?sort=balanceUp&selected=${held.id}`);
    const balanceOf = (card: Card) =>
      text.carousel.balance.replace('{{amount}}', money(card.actualBalance.amount));
    const availableOf = (card: Card) =>
      text.carousel.available.replace('{{amount}}', money(card.availableBalance.amount));

    const tiles = within(carousel(language)).getAllByRole('button', { name: /\d{4}/ });
    const rising = [...consumer.cards].sort((a, b) => a.actualBalance.amount - b.actualBalance.amount);
    expect(tiles.map((tile) => foldSpaces(tile.textContent ?? ''))).toEqual(
      rising.map((card) => expect.stringContaining(balanceOf(card))),
    );
    // Pending transactions hold part of the active card's balance: its tile says what it can spend too.
    expect(tileOf(language, held)).toHaveAccessibleName(
      new RegExp(
        `${balanceOf(held)} ${availableOf(held)}`.replace(/[.*+?^$()[\]\\|]/g, '\\$&').replace(/ /g, '\\s+'),
      ),
    );
    for (const card of consumer.cards.filter((candidate) => candidate !== held))
      expect(tileOf(language, card)).not.toHaveTextContent(availableOf(card), { normalizeWhitespace: true });
    // The heading's available balance, then the balance the tile and the sort go by.
    expect(
      screen.getByText(text.balance.actual.replace('{{amount}}', money(held.actualBalance.amount)), {
        normalizer: foldSpaces,
      }),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: text.bar.sorts.balanceUp })).toBeChecked();
  });

  it("shows the selected card's own inactivity-fee notice, and says on the list which cards have one", async () => {
    const container = appIn(language);
    const consumer = await signIn(container);
    const cardOf = (id: string) => {
      const found = consumer.cards.find((card) => card.id === id);
      if (!found) throw new Error(`the demo consumer has ${id}`);
      return found;
    };
    const notified = cardOf('card-demo-notification');
    const warned = cardOf('card-demo-warning');
    await renderCards(container, language, `/consumer/cards?selected=${notified.id}`);
    // The whole sentence, whatever its values: the two notices open with the same words.
    const sentenceOf = (sentence: string) =>
      new RegExp(
        `^${foldSpaces(sentence)
          .replace(/[.*+?^$()[\]\\|]/g, '\\$&')
          .replace(/\{\{\w+\}\}/g, '.+')}$`,
      );

    expect(
      await screen.findByText(sentenceOf(text.inactivity.notification), { normalizer: foldSpaces }),
    ).toHaveTextContent(notified.cardNumberLastFour);
    expect(screen.queryByText(sentenceOf(text.inactivity.warning), { normalizer: foldSpaces })).toBeNull();

    // Each tile says in words whether its card has a notice; a screen reader hears it with the card.
    expect(tileOf(language, notified)).toHaveAccessibleName(
      new RegExp(text.carousel.inactivity.notification),
    );
    expect(tileOf(language, warned)).toHaveAccessibleName(new RegExp(text.carousel.inactivity.warning));
    for (const card of consumer.cards.filter((candidate) => candidate !== notified && candidate !== warned))
      expect(tileOf(language, card)).not.toHaveAccessibleName(
        new RegExp(`${text.carousel.inactivity.notification}|${text.carousel.inactivity.warning}`),
      );

    fireEvent.click(tileOf(language, warned));
    expect(
      await screen.findByText(sentenceOf(text.inactivity.warning), { normalizer: foldSpaces }),
    ).toHaveTextContent(warned.cardNumberLastFour);
    expect(
      screen.queryByText(sentenceOf(text.inactivity.notification), { normalizer: foldSpaces }),
    ).toBeNull();
  });

  it('unblocks the selected card: all cards listed again, the card selected, and says so', async () => {
    const container = appIn(language);
    const consumer = await signIn(container);
    const blocked = consumer.cards.find((card) => card.id === 'card-demo-blocked');
    if (!blocked) throw new Error('the demo consumer has a blocked card');
    const { where } = await renderCards(container, language, '/consumer/cards?filter=blocked');
    const unblock = await screen.findByRole('button', { name: text.actions.unblock });
    expect(screen.queryByRole('link', { name: text.actions.block })).not.toBeInTheDocument();

    fireEvent.click(unblock);
    await waitFor(() => expect(where()).toBe('/consumer/cards?selected=card-demo-blocked'));
    expect(
      await screen.findByText(text.unblock.success.replace('{{lastFour}}', blocked.cardNumberLastFour)),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(carousel(language)).getAllByRole('listitem')).toHaveLength(consumer.cards.length + 1),
    );
    expect(screen.getByRole('link', { name: text.actions.block })).toBeInTheDocument();
    // The Unblock button has gone: the keyboard focus is on the card's first action, not lost.
    expect(screen.getByRole('button', { name: text.actions.details })).toHaveFocus();
  });

  it('activates the selected inactive card in place and says so; an active card offers no Activate', async () => {
    const container = appIn(language);
    const consumer = await signIn(container);
    const inactive = consumer.cards.find((card) => card.id === 'card-demo-inactive');
    if (!inactive) throw new Error('the demo consumer has an inactive card');
    const { where } = await renderCards(container, language, `/consumer/cards?selected=${inactive.id}`);
    const actions = screen.getByRole('group', {
      name: text.actions.title.replace('{{lastFour}}', inactive.cardNumberLastFour),
    });
    expect(within(tileOf(language, inactive)).getByText(text.carousel.states.INACTIVE)).toBeInTheDocument();

    const activate = within(actions).getByRole('button', { name: text.actions.activate });
    act(() => activate.focus());
    fireEvent.click(activate);

    expect(
      await screen.findByText(
        foldSpaces(text.activate.success.replace('{{lastFour}}', inactive.cardNumberLastFour)),
        {
          normalizer: foldSpaces,
        },
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(tileOf(language, inactive)).getByText(text.carousel.states.ACTIVE)).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: text.actions.activate })).not.toBeInTheDocument();
    expect(where()).toBe(`/consumer/cards?selected=${inactive.id}`);
    // The Activate button has gone: the keyboard focus is on the card's first action, not lost.
    await waitFor(() => expect(screen.getByRole('button', { name: text.actions.details })).toHaveFocus());
  });

  it('says why an activation failed and keeps the card inactive', async () => {
    const storage = new MemoryStorage();
    storage.setItem('language', language);
    const { container, sandbox } = sandboxApp({ storage });
    await signIn(container);
    await renderCards(container, language, '/consumer/cards?selected=card-demo-inactive');
    sandbox.failNext('activateCard', 'network');

    fireEvent.click(screen.getByRole('button', { name: text.actions.activate }));

    expect(
      await screen.findByText(foldSpaces(text.activate.networkFailed), { normalizer: foldSpaces }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.actions.activate })).toBeInTheDocument();
  });
});

describe('the block card page', () => {
  function renderBlock(container: Container, language: Language, cardId: string) {
    return renderRoutes(container, {
      routes: [tableRoute('blockCard')],
      at: `/cards/${cardId}/block`,
      language,
    });
  }

  it.each(['en', 'fr'] as const)(
    'in %s says what blocking does, links back, and blocks the card',
    async (language) => {
      const text = TEXTS[language];
      const container = appIn(language);
      const consumer = await signIn(container);
      const active = consumer.cards.find((card) => card.id === 'card-demo-active');
      if (!active) throw new Error('the demo consumer has an active card');
      const { where } = renderBlock(container, language, 'card-demo-active');

      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
        text.block.title.replace('{{lastFour}}', active.cardNumberLastFour),
      );
      expect(screen.getByText(text.block.what)).toBeInTheDocument();
      expect(screen.getByText(text.block.undo)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: text.block.back })).toHaveAttribute(
        'href',
        '/consumer/cards?selected=card-demo-active',
      );
      fireEvent.click(screen.getByRole('button', { name: text.block.confirm }));
      await waitFor(() => expect(where()).toBe('/consumer/cards?selected=card-demo-active'));
    },
  );

  it('shows why blocking failed and keeps the button', async () => {
    const { container, sandbox } = sandboxApp({ storage: new MemoryStorage() });
    await signIn(container);
    renderBlock(container, 'en', 'card-demo-active');
    sandbox.failNext('blockCard', 'network');
    fireEvent.click(await screen.findByRole('button', { name: TEXTS.en.block.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.en.block.networkFailed);
    expect(screen.getByRole('button', { name: TEXTS.en.block.confirm })).toBeEnabled();
  });

  it.each`
    language | elsewhere
    ${'en'}  | ${'deactivated'}
    ${'fr'}  | ${'deactivated'}
    ${'en'}  | ${'blocked'}
  `(
    "in $language, a card $elsewhere in another tab meanwhile: Block says why in the page's language, the focus on its heading",
    async ({ language, elsewhere }: { language: Language; elsewhere: 'blocked' | 'deactivated' }) => {
      const text = TEXTS[language];
      const storage = new MemoryStorage();
      storage.setItem('language', language);
      const { container, sandbox } = sandboxApp({ storage });
      await signIn(container);
      renderBlock(container, language, 'card-demo-active');
      const bearer = container.get(TOKEN_STORE).load();
      if (elsewhere === 'blocked') sandbox.blockCard(bearer, 'card-demo-active');
      else sandbox.deactivateCard(bearer, 'card-demo-active', 'just_cancel');

      const block = await screen.findByRole('button', { name: text.block.confirm });
      act(() => block.focus());
      fireEvent.click(block);

      expect(await screen.findByRole('alert')).toHaveTextContent(foldSpaces(text.block[elsewhere]));
      expect(screen.queryByRole('button', { name: text.block.confirm })).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    },
  );

  it('goes to Not Found for a card that is not hers', async () => {
    const container = appIn('en');
    await signIn(container);
    const { where } = renderBlock(container, 'en', 'card-level1-first');
    await waitFor(() => expect(where()).toBe('/err/not-found'));
  });
});
