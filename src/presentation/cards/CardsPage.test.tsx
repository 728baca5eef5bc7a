import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Container } from 'inversify';
import { MemoryStorage } from '../../adapters/browser/MemoryStorage';
import { LEVEL1_CREDENTIALS } from '../../adapters/sandbox/seed/accounts';
import { PaymentCancelledFlag } from '../../application/orders/PaymentCancelledFlag';
import { register, sandboxApp, signIn } from '../../composition/testing/sandboxApp';
import type { Card } from '../../domain/cards/Card';
import type { Language } from '../../domain/language/Language';
import { formatMoney } from '../../domain/money/formatMoney';
import enCards from '../../../locales/en/cards.json';
import enLanding from '../../../locales/en/landing.json';
import frCards from '../../../locales/fr/cards.json';
import frLanding from '../../../locales/fr/landing.json';
import { HELP_CENTRE_URL } from '../shell/externalLinks';
import { SessionPresenter } from '../shell/SessionPresenter';
import { renderScreen } from '../testing/renderScreen';
import CardsPage from './CardsPage';

// antd views are slow in jsdom, the more so on a busy machine.

const TEXTS = { en: enCards.cards, fr: frCards.cards };
const ORDER_BOX = { en: enLanding.landing.order, fr: frLanding.landing.order };

function appIn(language: Language): Container {
  const storage = new MemoryStorage();
  storage.setItem('language', language);
  return sandboxApp({ storage }).container;
}

/** The cards route as the app wires it, every other path showing where the page went. */
function renderCards(container: Container, language: Language, path = '/consumer/cards') {
  return renderScreen(container, { path: '/consumer/cards', element: <CardsPage />, at: path, language });
}

/** Testing Library folds every space (French no-break spaces too) into a plain one. */
const plain = (text: string) => text.replace(/\s+/g, ' ');
const expiryOf = (card: Card) => `${card.expireDate.slice(0, 2)}/${card.expireDate.slice(2)}`;
const cardName = (language: Language, card: Card) =>
  TEXTS[language].carousel.cardName.replace('{{lastFour}}', card.cardNumberLastFour);
const carousel = (language: Language) => screen.getByRole('list', { name: TEXTS[language].carousel.title });
const balanceHeading = () => screen.getByRole('heading', { level: 2, name: /€/ });
const tileOf = (language: Language, card: Card) =>
  within(carousel(language)).getByRole('button', { name: new RegExp(`^${cardName(language, card)}`) });

describe.each(['en', 'fr'] as const)('the cards screen in %s', (language) => {
  const text = TEXTS[language];
  const money = (cents: number) => plain(formatMoney(cents, language));

  it('selects the first card, writes it into the URL and shows its balance and every card', async () => {
    const container = appIn(language);
    const consumer = await signIn(container);
    const [first, second] = consumer.cards;
    if (!first || !second) throw new Error('the demo consumer has several cards');
    const { where } = renderCards(container, language);

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
    expect(screen.getByRole('button', { name: text.buy.button })).toBeEnabled();
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
    renderCards(container, language, `/consumer/cards?selected=${selected.id}`);

    expect(screen.getByText(text.limit.title)).toBeInTheDocument();
    expect(
      screen.getByText(
        plain(
          text.limit.text.replace('{{accountLimit}}', money(15000)).replace('{{purchaseLimit}}', money(5000)),
        ),
        { normalizer: plain },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.limit.link })).toHaveAttribute(
      'href',
      `/consumer/kyc/upgrade-info?selected=${selected.id}`,
    );
    expect(screen.queryByRole('button', { name: text.buy.button })).not.toBeInTheDocument();
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
    const { where } = renderCards(container, language);

    expect(screen.getByText(text.empty.text)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: /€/ })).not.toBeInTheDocument();
    expect(within(carousel(language)).getAllByRole('listitem')).toHaveLength(1);
    expect(within(carousel(language)).getByRole('button')).toHaveAccessibleName(text.carousel.placeholder);
    expect(screen.getByRole('button', { name: text.buy.button })).toBeEnabled();
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
    const first = renderCards(container, 'en', '/consumer/cards?selected=card-demo-blocked&transactionId=t1');
    expect(tileOf('en', blocked)).toHaveAttribute('aria-pressed', 'true');
    expect(balanceHeading()).toHaveTextContent(formatMoney(blocked.availableBalance.amount, 'en'));
    expect(first.where()).toBe('/consumer/cards?selected=card-demo-blocked&transactionId=t1');
    first.unmount();

    const unknown = renderCards(container, 'en', '/consumer/cards?selected=someone-elses&status=settled');
    await waitFor(() =>
      expect(unknown.where()).toBe(`/consumer/cards?selected=${consumer.cards[0]?.id ?? ''}&status=settled`),
    );
  });

  it('orders from the placeholder card or the buy button, in a dialog, and goes on to Payment', async () => {
    const container = appIn('en');
    await signIn(container);
    const { where } = renderCards(container, 'en');
    const text = TEXTS.en;

    fireEvent.click(screen.getByRole('button', { name: text.buy.button }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName(text.buy.dialogTitle);
    expect(within(dialog).getByLabelText(ORDER_BOX.en.label)).toHaveValue('20');
    fireEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const placeholder = within(carousel('en')).getByText(text.carousel.placeholder).closest('button');
    if (!placeholder) throw new Error('the placeholder card is a button');
    fireEvent.click(placeholder);
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: ORDER_BOX.en.submit }));
    await waitFor(() => expect(where()).toMatch(/^\/order\/[^/]+\/payment$/));
  });

  it('shows the cancelled-payment warning once', async () => {
    const container = appIn('fr');
    await signIn(container);
    container.get(PaymentCancelledFlag).raise();
    const first = renderCards(container, 'fr');
    expect(screen.getByText(TEXTS.fr.page.paymentCancelled)).toBeInTheDocument();
    first.unmount();
    renderCards(container, 'fr');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.fr.page.paymentCancelled)).not.toBeInTheDocument();
  });
});
