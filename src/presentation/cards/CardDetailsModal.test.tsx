import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryStorage } from '../../adapters/browser/MemoryStorage';
import { TOKEN_STORE } from '../../application/session/ports/TokenStore';
import { newestCode, sandboxApp, signIn } from '../../composition/testing/sandboxApp';
import type { Language } from '../../domain/language/Language';
import enCardDetails from '../../../locales/en/cardDetails.json';
import frCardDetails from '../../../locales/fr/cardDetails.json';
import enCards from '../../../locales/en/cards.json';
import frCards from '../../../locales/fr/cards.json';
import { renderScreen } from '../testing/renderScreen';
import CardsPage from './CardsPage';
import { foldSpaces } from '../testing/foldSpaces';

// What only the view can get wrong: the eye button, a labelled code field, the digits kept out of the
// page's DOM but not hidden from screen readers, the name they hear, and the copy feedback announced. The steps themselves are
// the presenter's (CardDetailsPresenter.test.ts).

const TEXTS = { en: enCardDetails.cardDetails, fr: frCardDetails.cardDetails };
/** The details button, among the selected card's actions. */
const DETAILS = { en: enCards.cards.actions.details, fr: frCards.cards.actions.details };

async function cardsPageIn(language: Language, selected: string) {
  const storage = new MemoryStorage();
  storage.setItem('language', language);
  const app = sandboxApp({ storage });
  const consumer = await signIn(app.container);
  const card = consumer.cards.find((candidate) => candidate.id === selected);
  if (card === undefined) throw new Error(`the demo consumer has no ${selected}`);
  renderScreen(app.container, {
    path: '/consumer/cards',
    element: <CardsPage />,
    at: `/consumer/cards?selected=${selected}`,
    language,
  });
  return { ...app, card };
}

describe.each(['en', 'fr'] as const)('the card-details modal in %s', (language) => {
  const text = TEXTS[language];

  it('reveals the details behind the one-time code, never putting the digits in the page', async () => {
    const writeText = jest.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container, sandbox, card } = await cardsPageIn(language, 'card-demo-active');

    fireEvent.click(await screen.findByRole('button', { name: DETAILS[language] }));
    const dialog = await screen.findByRole('dialog', { name: text.title });
    const code = await within(dialog).findByLabelText(text.code.label);
    await waitFor(() => expect(code).toBeEnabled());
    fireEvent.change(code, { target: { value: await newestCode(container, 'oneTimeCode') } });

    const name = text.card.replace('{{lastFour}}', card.cardNumberLastFour);
    const details = await within(dialog).findByRole('group', { name });
    // The code box has gone with the focus it had: the first copy button takes it, inside the dialog.
    await waitFor(() =>
      expect(within(details).getByRole('button', { name: text.copy.number })).toHaveFocus(),
    );
    const number = sandbox.revealCardSecret(container.get(TOKEN_STORE).load(), card.numberToken);
    const cvv = sandbox.revealCardSecret(container.get(TOKEN_STORE).load(), card.cvvToken);
    expect(document.documentElement.outerHTML).not.toContain(number.slice(0, 12));
    expect(document.body.textContent).not.toContain(`${number.slice(0, 4)} ${number.slice(4, 8)}`);
    // Three digits may well be in the page's own text (a year, a card's last four): the code would show
    // in the details' group, which holds none of it outside the secure widget.
    expect(details.textContent).not.toContain(cvv);
    // The widget's text is for screen readers too: nothing hides its host from them.
    expect(within(details).getByTestId('secure-card-details').closest('[aria-hidden="true"]')).toBeNull();

    fireEvent.click(within(details).getByRole('button', { name: text.copy.cvv }));
    expect(await within(details).findByRole('status')).toHaveTextContent(text.copy.cvvCopied);
    expect(writeText).toHaveBeenCalledWith(cvv);
    Reflect.deleteProperty(navigator, 'clipboard');

    fireEvent.click(within(dialog).getByRole('button', { name: /close|fermer/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the card was deactivated meanwhile (another tab) instead of vanishing, the focus on Close', async () => {
    const { container, sandbox, card } = await cardsPageIn(language, 'card-demo-active');

    fireEvent.click(await screen.findByRole('button', { name: DETAILS[language] }));
    const dialog = await screen.findByRole('dialog', { name: text.title });
    const code = await within(dialog).findByLabelText(text.code.label);
    await waitFor(() => expect(code).toBeEnabled());
    sandbox.deactivateCard(container.get(TOKEN_STORE).load(), card.id, 'just_cancel');
    act(() => code.focus());
    fireEvent.change(code, { target: { value: await newestCode(container, 'oneTimeCode') } });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      foldSpaces(text.unavailable.deactivated.replace('{{lastFour}}', card.cardNumberLastFour)),
    );
    // The window's own Close (×) comes first; this one ends the message.
    const close = within(dialog).getAllByRole('button', { name: text.close }).at(-1);
    if (close === undefined) throw new Error('the message has its Close button');
    await waitFor(() => expect(close).toHaveFocus());
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says no code could be sent when sending it failed, rather than that one was just texted', async () => {
    const { sandbox, card } = await cardsPageIn(language, 'card-demo-active');
    sandbox.failNext('requestOneTimeCode', 'network');

    fireEvent.click(await screen.findByRole('button', { name: DETAILS[language] }));
    const dialog = await screen.findByRole('dialog', { name: text.title });
    const lastFour = card.cardNumberLastFour;
    expect(
      await within(dialog).findByText(foldSpaces(text.code.notSent.replace('{{lastFour}}', lastFour))),
    ).toBeVisible();
    expect(
      within(dialog).queryByText(text.code.intro.replace('{{lastFour}}', lastFour)),
    ).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: text.code.newCode }));
    expect(await within(dialog).findByText(text.code.intro.replace('{{lastFour}}', lastFour))).toBeVisible();
  });

  it('offers no details button for a blocked card', async () => {
    await cardsPageIn(language, 'card-demo-blocked');

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: DETAILS[language] })).not.toBeInTheDocument();
  });
});
