import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Container } from 'inversify';
import { MemoryStorage } from '../../../adapters/browser/MemoryStorage';
import type { FileToSave } from '../../../adapters/browser/linkDownload';
import { ListCardTransactions } from '../../../application/cards/usecases/ListCardTransactions';
import { sandboxApp, signIn } from '../../../composition/testing/sandboxApp';
import type { Language } from '../../../domain/language/Language';
import enTransactions from '../../../../locales/en/transactions.json';
import frTransactions from '../../../../locales/fr/transactions.json';
import { renderRoutes } from '../../testing/renderScreen';
import { TransactionsSection } from './TransactionsSection';

// antd views are slow in jsdom, the more so on a busy machine.

const TEXTS = { en: enTransactions.transactions, fr: frTransactions.transactions };
const CARD = { id: 'card-demo-active', lastFour: '1234' };

async function signedInApp(
  language: Language,
): Promise<{ container: Container; failNext: (status: 500) => void; downloads: FileToSave[] }> {
  const storage = new MemoryStorage();
  storage.setItem('language', language);
  const downloads: FileToSave[] = [];
  const { container, sandbox } = sandboxApp({
    storage,
    clock: () => new Date(2026, 10, 24, 10, 30),
    saveFile: (file) => downloads.push(file),
  });
  await signIn(container);
  return { container, failNext: (status) => sandbox.failNext('cardTransactions', status), downloads };
}

function renderSection(container: Container, language: Language, at = `/consumer/cards?selected=${CARD.id}`) {
  return renderRoutes(container, {
    routes: [{ path: '/consumer/cards', element: <TransactionsSection card={CARD} /> }],
    at,
    language,
  });
}

describe.each(['en', 'fr'] as const)('the transactions section in %s', (language) => {
  const text = TEXTS[language];
  const list = () =>
    screen.getByRole('list', { name: text.section.listLabel.replace('{{lastFour}}', CARD.lastFour) });

  it('loads the list of links to each detail, strikes declined and blocked amounts through, filters and hides', async () => {
    const { container } = await signedInApp(language);
    renderSection(container, language);
    expect(screen.getByRole('heading', { level: 2, name: text.section.title })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: text.section.load }));

    const links = await within(await waitFor(list)).findAllByRole('link');
    expect(links).toHaveLength(6);
    const airline = links.find((link) => link.textContent?.includes('Airline Tickets'));
    expect(airline).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/cards\/card-demo-active\/transactions\/[^/]+\/declined$/),
    );
    expect(airline?.querySelector('del')).not.toBeNull();
    expect(airline).toHaveTextContent(text.row.notCharged);
    expect(airline).toHaveTextContent(text.status.declined);
    const streaming = links.find((link) => link.textContent?.includes('Streaming Service'));
    expect(streaming?.querySelector('del')).toBeNull();
    expect(streaming).toHaveTextContent(text.status.pending);
    expect(streaming?.querySelector('[data-icon="clock"] svg')).not.toBeNull();
    // The list scrolls in a box at most five rows high (its padding stands for the rows not rendered).
    expect(list().parentElement).toHaveStyle({ maxHeight: '450px', overflowY: 'auto' });

    const filter = screen.getByRole('radiogroup', { name: text.section.filter.label });
    fireEvent.click(within(filter).getByRole('radio', { name: text.section.filter.blocked }));
    expect(within(list()).getAllByRole('link')).toHaveLength(1);
    fireEvent.click(within(filter).getByRole('radio', { name: text.section.filter.declined }));
    expect(within(list()).getByRole('link')).toHaveTextContent('Airline Tickets');

    fireEvent.click(screen.getByRole('button', { name: text.section.hide }));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.section.load })).toBeInTheDocument();
  });

  it('keeps the keyboard focus on the button that replaces the one pressed, Show and Hide alike', async () => {
    const { container } = await signedInApp(language);
    renderSection(container, language);

    const show = screen.getByRole('button', { name: text.section.load });
    show.focus();
    fireEvent.click(show);
    const hide = await screen.findByRole('button', { name: text.section.hide });
    await waitFor(() => expect(hide).toHaveFocus());

    fireEvent.click(hide);
    await waitFor(() => expect(screen.getByRole('button', { name: text.section.load })).toHaveFocus());
  });

  it('downloads the card’s statement in the page’s language once the list is shown', async () => {
    const { container, downloads } = await signedInApp(language);
    renderSection(container, language);
    const download = () =>
      screen.queryByRole('button', {
        name: text.statement.downloadLabel.replace('{{lastFour}}', CARD.lastFour),
      });
    expect(download()).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: text.section.load }));
    await waitFor(list);
    expect(download()).toHaveTextContent(text.statement.download);
    fireEvent.click(download() as HTMLElement);

    // The file follows once the CSV writer has downloaded.
    await waitFor(() =>
      expect(downloads.map((file) => file.name)).toEqual([
        text.statement.fileName.replace('{{lastFour}}', CARD.lastFour).replace('{{date}}', '2026-11-24'),
      ]),
    );
    const separator = language === 'en' ? ',' : ';';
    expect(downloads[0]?.content.split('\r\n')[0]).toBe(
      `\ufeff${Object.values(text.statement.columns).join(separator)}`,
    );
  });

  it('says why the list did not load, and keeps the button to try again', async () => {
    const { container, failNext } = await signedInApp(language);
    failNext(500);
    renderSection(container, language);

    fireEvent.click(screen.getByRole('button', { name: text.section.load }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text.section.errors.server);
    fireEvent.click(screen.getByRole('button', { name: text.section.load }));
    await waitFor(list);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty state under a filter that keeps nothing, and no statement to download', async () => {
    const { container } = await signedInApp(language);
    renderRoutes(container, {
      routes: [
        {
          path: '/consumer/cards',
          element: <TransactionsSection card={{ id: 'card-demo-inactive', lastFour: '0000' }} />,
        },
      ],
      at: '/consumer/cards',
      language,
    });
    fireEvent.click(screen.getByRole('button', { name: text.section.load }));
    expect(await screen.findByText(text.section.empty.all)).toBeInTheDocument();
    // Nothing to put in a statement.
    expect(
      screen.queryByRole('button', { name: text.statement.downloadLabel.replace('{{lastFour}}', '0000') }),
    ).not.toBeInTheDocument();
  });
});

/** The section opened from the address a transaction's detail page leads back to. */
async function backFromDetail(language: Language, status: 'pending' | 'settled') {
  const { container } = await signedInApp(language);
  const listed = await container.get(ListCardTransactions).execute(CARD.id);
  const transaction = listed.ok
    ? listed.value.find(({ status: shown }) => (status === 'settled' ? shown.isSettled : shown.isNotSettled))
    : undefined;
  if (transaction === undefined) throw new Error(`the demo card has a ${status} transaction`);
  renderSection(
    container,
    language,
    `/consumer/cards?selected=${CARD.id}&transactionId=${transaction.id}&status=${status}`,
  );
  const current = await screen.findByRole('link', { current: true });
  expect(current).toHaveTextContent(transaction.merchant);
  return current;
}

it('loads by itself and marks the transaction the URL names as the current one', async () => {
  const current = await backFromDetail('en', 'pending');
  expect(current).toHaveTextContent(TEXTS.en.row.current);
  expect(screen.getByRole('radio', { name: TEXTS.en.section.filter.pending })).toBeChecked();
});

it('gives the keyboard focus to the transaction the consumer came back from, not the top of the page', async () => {
  const current = await backFromDetail('fr', 'settled');
  // Tab goes on from the row the consumer opened, as on coming back to any list.
  await waitFor(() => expect(current).toHaveFocus());
});
