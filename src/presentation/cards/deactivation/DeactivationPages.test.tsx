import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Container } from 'inversify';
import { MemoryStorage } from '../../../adapters/browser/MemoryStorage';
import { ConsumerSession } from '../../../application/session/ConsumerSession';
import { TOKEN_STORE } from '../../../application/session/ports/TokenStore';
import { sandboxApp, signIn } from '../../../composition/testing/sandboxApp';
import type { Language } from '../../../domain/language/Language';
import { formatMoney } from '../../../domain/money/formatMoney';
import enTexts from '../../../../locales/en/deactivation.json';
import frTexts from '../../../../locales/fr/deactivation.json';
import { renderRoutes, tableRoute } from '../../testing/renderScreen';
import { foldSpaces } from '../../testing/foldSpaces';

// What only the views can get wrong: labels, disabled controls with their reason, amounts in the
// language's format, and the confirm button's one request. The rules are the presenters' tests'.

const TEXTS = { en: enTexts.deactivation, fr: frTexts.deactivation };

const fill = (text: string, values: Record<string, string>) =>
  foldSpaces(text.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => values[name] ?? ''));
/** An accessible name equal to the text, spaces folded. */
const named = (text: string) => (name: string) => foldSpaces(name) === foldSpaces(text);

const ROUTES = (
  [
    'deactivate',
    'deactivateCancel',
    'deactivateTransfer',
    'deactivateConfirmation',
    'deactivateSuccess',
  ] as const
).map(tableRoute);

async function signedInIn(language: Language) {
  const storage = new MemoryStorage();
  storage.setItem('language', language);
  const app = sandboxApp({ storage });
  const consumer = await signIn(app.container);
  const lastFourOf = (id: string) => consumer.cards.find((card) => card.id === id)?.cardNumberLastFour ?? '';
  const balanceOf = (id: string) =>
    consumer.cards.find((card) => card.id === id)?.availableBalance.amount ?? 0;
  /** The issuer reports only these of her cards. */
  const holdingOnly = (ids: string[]) =>
    app.container
      .get(ConsumerSession)
      .store({ ...consumer, cards: consumer.cards.filter((card) => ids.includes(card.id)) });
  /** The name of that card's radio button on the transfer page. */
  const candidate = (id: string) =>
    named(
      fill(TEXTS[language].transfer.candidate, {
        lastFour: lastFourOf(id),
        balance: foldSpaces(formatMoney(balanceOf(id), language)),
      }),
    );
  return { ...app, lastFourOf, balanceOf, holdingOnly, candidate };
}

/** Renders the page at that address once its module has come (its heading shows). */
async function renderAt(container: Container, language: Language, at: string) {
  const rendered = renderRoutes(container, { routes: ROUTES, at, language });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

describe.each(['en', 'fr'] as const)('the deactivation pages in %s', (language) => {
  const text = TEXTS[language];
  const money = (cents: number) => foldSpaces(formatMoney(cents, language));

  it('the choice page lists each way with its fee, and the way back keeps the card selected', async () => {
    const { container, lastFourOf } = await signedInIn(language);
    await renderAt(container, language, '/cards/card-demo-inactive/deactivate');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      fill(text.choice.title, { lastFour: lastFourOf('card-demo-inactive') }),
    );
    const ways = within(screen.getByRole('list', { name: text.choice.optionsLabel })).getAllByRole(
      'listitem',
    );
    expect(ways.map((way) => within(way).getByRole('heading', { level: 2 }).textContent)).toEqual([
      text.choice.options.just_cancel.title,
      text.choice.options.transfer.title,
      text.choice.options.new_card.title,
    ]);
    const [cancel, transfer, newCard] = ways as [HTMLElement, HTMLElement, HTMLElement];
    expect(cancel).toHaveTextContent(text.free);
    expect(cancel).toHaveTextContent(fill(text.choice.options.just_cancel.what, { lost: money(2000) }));
    expect(transfer).toHaveTextContent(fill(text.feeLabel, { fee: money(100) }));
    expect(newCard).toHaveTextContent(fill(text.feeLabel, { fee: money(350) }));
    expect(newCard).toHaveTextContent(fill(text.choice.options.new_card.what, { moved: money(1650) }));
    expect(within(newCard).getByRole('link', { name: text.choice.options.new_card.choose })).toHaveAttribute(
      'href',
      '/cards/card-demo-inactive/deactivate/new_card/confirmation',
    );
    expect(screen.getByRole('link', { name: new RegExp(text.back) })).toHaveAttribute(
      'href',
      '/consumer/cards?selected=card-demo-inactive',
    );
  });

  it('the cancel page states the balance lost before the confirm button', async () => {
    const { container } = await signedInIn(language);
    await renderAt(container, language, '/cards/card-demo-inactive/deactivate/cancel');

    expect(
      screen.getByText(fill(text.cancel.loss, { lost: money(2000) }), { normalizer: foldSpaces }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: named(fill(text.cancel.confirm, { lost: money(2000) })) }),
    ).toBeEnabled();
  });

  it('a card with a pending payment: the pages say what it holds stays, and quote only what is available', async () => {
    const { container, lastFourOf } = await signedInIn(language);
    const lastFour = lastFourOf('card-demo-active');
    const held = fill(text.held, { held: money(1200), lastFour });
    await renderAt(container, language, '/cards/card-demo-active/deactivate/cancel');

    expect(screen.getByText(held, { normalizer: foldSpaces })).toBeVisible();
    expect(
      screen.getByText(fill(text.cancel.loss, { lost: money(2751) }), { normalizer: foldSpaces }),
    ).toBeVisible();
  });

  it('a card with nothing held says nothing about it', async () => {
    const { container } = await signedInIn(language);
    await renderAt(container, language, '/cards/card-demo-inactive/deactivate/new_card/confirmation');

    await screen.findByRole('heading', { level: 1 });
    const heldStart = foldSpaces(text.held.split('{{held}}')[1] ?? '').slice(0, 20);
    expect(screen.queryByText((content) => foldSpaces(content).includes(heldStart))).not.toBeInTheDocument();
  });

  it('the transfer page disables a refused card with its reason, and Continue asks for a card first', async () => {
    const { container, candidate } = await signedInIn(language);
    const { where } = await renderAt(container, language, '/cards/card-demo-inactive/deactivate/transfer');

    const group = screen.getByRole('radiogroup', { name: text.transfer.legend });
    const blocked = within(group).getByRole('radio', { name: candidate('card-demo-blocked') });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription(text.transfer.reasons.blocked);

    fireEvent.click(screen.getByRole('button', { name: text.transfer.continue }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.transfer.pickRequired);
    expect(group).toHaveAccessibleDescription(text.transfer.pickRequired);

    const active = within(group).getByRole('radio', { name: candidate('card-demo-active') });
    expect(active).toBeEnabled();
    fireEvent.click(active);
    fireEvent.click(screen.getByRole('button', { name: text.transfer.continue }));
    await waitFor(() =>
      expect(where()).toBe('/cards/card-demo-inactive/deactivate/card-demo-active/confirmation'),
    );
  });

  it('the transfer page shows the card picked as checked', async () => {
    const { container, candidate } = await signedInIn(language);
    await renderAt(container, language, '/cards/card-demo-inactive/deactivate/transfer');
    const active = screen.getByRole('radio', { name: candidate('card-demo-active') });
    fireEvent.click(active);
    expect(active).toBeChecked();
  });

  it('when none of her other cards can receive it, the choice says so and the transfer page lists them all disabled', async () => {
    const { container, holdingOnly } = await signedInIn(language);
    holdingOnly(['card-demo-inactive', 'card-demo-blocked', 'card-demo-cancelled']);
    await renderAt(container, language, '/cards/card-demo-inactive/deactivate');

    expect(screen.queryByRole('link', { name: text.choice.options.transfer.choose })).not.toBeInTheDocument();
    expect(screen.getByText(foldSpaces(text.choice.noTransferTarget))).toBeVisible();
    fireEvent.click(screen.getByRole('link', { name: text.choice.seeWhy }));

    expect(await screen.findByText(text.transfer.refused.noEligibleTarget)).toBeVisible();
    const radios = within(screen.getByRole('radiogroup', { name: text.transfer.legend })).getAllByRole(
      'radio',
    );
    expect(radios).toHaveLength(2);
    radios.forEach((radio) => expect(radio).toBeDisabled());
    expect(screen.queryByRole('button', { name: text.transfer.continue })).not.toBeInTheDocument();
  });

  it('the confirmation states the fee and each card afterwards; a double click transfers once and lands on success', async () => {
    const { container, sandbox, lastFourOf, balanceOf } = await signedInIn(language);
    const deactivations = jest.spyOn(sandbox, 'deactivateCard');
    const { where } = await renderAt(
      container,
      language,
      '/cards/card-demo-inactive/deactivate/card-demo-active/confirmation',
    );
    const after = balanceOf('card-demo-active') + 1900;

    const term = (name: string) =>
      screen.getByText(foldSpaces(name), { selector: 'dt', normalizer: foldSpaces });
    expect(term(text.confirmation.fee).nextSibling).toHaveTextContent(money(100));
    expect(
      term(fill(text.confirmation.cardAfter, { lastFour: lastFourOf('card-demo-inactive') })).nextSibling,
    ).toHaveTextContent(money(0));
    expect(
      term(fill(text.confirmation.cardAfter, { lastFour: lastFourOf('card-demo-active') })).nextSibling,
    ).toHaveTextContent(money(after));

    const confirm = screen.getByRole('button', {
      name: named(fill(text.confirmation.confirm.transfer, { moved: money(1900) })),
    });
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    await waitFor(() =>
      expect(where()).toBe('/cards/card-demo-inactive/deactivate/old_card/card-demo-active/success'),
    );
    expect(deactivations).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { level: 1, name: text.success.title.old_card })).toBeVisible();
    expect(
      screen.getByText(
        fill(text.success.text.old_card, {
          lastFour: lastFourOf('card-demo-inactive'),
          receiver: lastFourOf('card-demo-active'),
          balance: money(after),
        }),
        { normalizer: foldSpaces },
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: text.success.toCards })).toHaveAttribute(
      'href',
      '/consumer/cards?selected=card-demo-active',
    );
  });

  it('a failed deactivation shows the spec’s text and the server’s words, and keeps the page', async () => {
    const { container, sandbox } = await signedInIn(language);
    sandbox.failNext('deactivateCard', 500);
    await renderAt(container, language, '/cards/card-demo-inactive/deactivate/new_card/confirmation');

    const confirm = screen.getByRole('button', {
      name: named(fill(text.confirmation.confirm.new_card, { moved: money(1650) })),
    });
    fireEvent.click(confirm);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${foldSpaces(text.errors.failed)} Fault injected into deactivateCard.`,
    );
    expect(confirm).toBeEnabled();
  });

  it('a card blocked in another tab meanwhile: cancelling is refused, the page says why in its language, the focus on its heading', async () => {
    const { container, sandbox } = await signedInIn(language);
    await renderAt(container, language, '/cards/card-demo-inactive/deactivate/cancel');
    sandbox.blockCard(container.get(TOKEN_STORE).load(), 'card-demo-inactive');

    const confirm = screen.getByRole('button', {
      name: named(fill(text.cancel.confirm, { lost: money(2000) })),
    });
    act(() => confirm.focus());
    fireEvent.click(confirm);

    expect(await screen.findByText(foldSpaces(text.cannot.blocked))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /./ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });
});
