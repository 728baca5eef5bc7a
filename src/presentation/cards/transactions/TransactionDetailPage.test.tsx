import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import { MemoryStorage } from '../../../adapters/browser/MemoryStorage';
import { LEVEL1_CREDENTIALS } from '../../../adapters/sandbox/seed/accounts';
import type { SandboxApi } from '../../../adapters/sandbox/SandboxApi';
import { ListCardTransactions } from '../../../application/cards/usecases/ListCardTransactions';
import { sandboxApp, signIn } from '../../../composition/testing/sandboxApp';
import type { Language } from '../../../domain/language/Language';
import type { Transaction } from '../../../domain/transactions/Transaction';
import { transactionKind, type TransactionKind } from '../../../domain/transactions/transactionKind';
import enTransactions from '../../../../locales/en/transactions.json';
import frTransactions from '../../../../locales/fr/transactions.json';
import { AuthModalsPresenter } from '../../testing/otherScreens';
import { HELP_CENTRE_URL } from '../../shell/externalLinks';
import { renderRoutes, tableRoute } from '../../testing/renderScreen';
import { foldSpaces } from '../../testing/foldSpaces';

// antd views are slow in jsdom, the more so on a busy machine.

const TEXTS = { en: enTransactions.transactions, fr: frTransactions.transactions };

interface Opened {
  container: Container;
  sandbox: SandboxApi;
  transaction: Transaction;
  cardId: string;
  lastFour: string;
}

/** A signed-in consumer and one of their transactions of that status. */
async function withTransaction(
  language: Language,
  kind: TransactionKind,
  who: 'demo' | 'level1' = 'demo',
): Promise<Opened> {
  const storage = new MemoryStorage();
  storage.setItem('language', language);
  const { container, sandbox } = sandboxApp({ storage });
  const consumer = await signIn(container, who === 'demo' ? undefined : LEVEL1_CREDENTIALS);
  for (const card of consumer.cards) {
    const listed = await container.get(ListCardTransactions).execute(card.id);
    const transaction = listed.ok ? listed.value.find((t) => transactionKind(t.status) === kind) : undefined;
    if (transaction)
      return { container, sandbox, transaction, cardId: card.id, lastFour: card.cardNumberLastFour };
  }
  throw new Error(`no ${kind} transaction`);
}

function renderDetail(container: Container, language: Language, at: string) {
  return renderRoutes(container, { routes: [tableRoute('transaction')], at, language });
}

const at = ({ cardId, transaction }: Opened, status: string) =>
  `/cards/${cardId}/transactions/${transaction.id}/${status}`;
const withCard = (template: string, lastFour: string) => template.replace('{{lastFour}}', lastFour);

describe.each(['en', 'fr'] as const)('the transaction detail page in %s', (language) => {
  const text = TEXTS[language].detail;

  it('shows a settled transaction with its two texts naming the card and Go back to my cards', async () => {
    const opened = await withTransaction(language, 'settled');
    renderDetail(opened.container, language, at(opened, 'settled'));

    expect(await screen.findByRole('heading', { level: 1, name: text.titles.settled })).toBeInTheDocument();
    expect(screen.getByText(opened.transaction.merchant)).toBeInTheDocument();
    expect(screen.getByText(withCard(text.texts.settled.first, opened.lastFour))).toBeInTheDocument();
    expect(screen.getByText(text.texts.settled.second)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.backToCards })).toHaveAttribute(
      'href',
      `/consumer/cards?selected=${opened.cardId}&transactionId=${opened.transaction.id}&status=settled`,
    );
    expect(screen.queryByRole('link', { name: new RegExp(text.help) })).not.toBeInTheDocument();
  });

  it('strikes a declined amount through, says why, and links to the help centre in a new tab', async () => {
    const opened = await withTransaction(language, 'declined');
    renderDetail(opened.container, language, at(opened, 'declined'));

    expect(await screen.findByRole('heading', { level: 1, name: text.titles.declined })).toBeInTheDocument();
    expect(screen.getByText(foldSpaces(text.texts.declined.refused))).toBeInTheDocument();
    expect(document.querySelector('del')).not.toBeNull();
    const help = screen.getByRole('link', { name: new RegExp(text.help) });
    expect(help).toHaveAttribute('href', HELP_CENTRE_URL);
    expect(help).toHaveAttribute('target', '_blank');
  });

  it('offers a blocked payment of a consumer with payments declined for identity verification the verification and help', async () => {
    const opened = await withTransaction(language, 'blocked', 'level1');
    renderDetail(opened.container, language, at(opened, 'blocked'));

    expect(
      await screen.findByRole('heading', { level: 1, name: text.titles.blockedKyc }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.startVerification })).toHaveAttribute(
      'href',
      `/consumer/kyc/upgrade-info?selected=${opened.cardId}`,
    );
    expect(screen.getByRole('link', { name: new RegExp(text.help) })).toHaveAttribute(
      'href',
      HELP_CENTRE_URL,
    );
  });

  it('shows the general message when the transaction cannot be read', async () => {
    const opened = await withTransaction(language, 'pending');
    opened.sandbox.failNext('authorisation', 500);
    renderDetail(opened.container, language, at(opened, 'pending'));

    expect(await screen.findByRole('alert')).toHaveTextContent(text.error);
  });

  it('offers to sign in again once the login window is closed, and shows the transaction once signed in', async () => {
    const opened = await withTransaction(language, 'pending');
    opened.sandbox.failNext('authorisation', 401);
    renderDetail(opened.container, language, at(opened, 'pending'));
    await waitFor(() => expect(opened.container.get(AuthModalsPresenter).login.open).toBe(true));
    act(() => opened.container.get(AuthModalsPresenter).login.close());

    await userEvent.click(await screen.findByRole('button', { name: text.signIn.button }));
    expect(opened.container.get(AuthModalsPresenter).login.open).toBe(true);
    await act(() => signIn(opened.container));

    expect(await screen.findByRole('heading', { level: 1, name: text.titles.pending })).toBeInTheDocument();
  });
});

it('sends an unknown status segment to Not Found', async () => {
  const opened = await withTransaction('en', 'settled');
  const { where } = renderDetail(opened.container, 'en', at(opened, 'refunded'));
  await waitFor(() => expect(where()).toBe('/err/not-found'));
});
