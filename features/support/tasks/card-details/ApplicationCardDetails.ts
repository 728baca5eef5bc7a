import assert from 'node:assert/strict';
import { JSDOM } from 'jsdom';
import { SANDBOX_CONSOLE } from '../../../../src/application/sandbox/ports/SandboxConsole';
import { TOKEN_STORE } from '../../../../src/application/session/ports/TokenStore';
import { newestCode } from '../../../../src/composition/testing/sandboxApp';
import { AuthModalsPresenter } from '../../../../src/presentation/auth/AuthModalsPresenter';
import { CardDetailsPresenter } from '../../../../src/presentation/cards/CardDetailsPresenter';
import { CardsPresenter } from '../../../../src/presentation/cards/CardsPresenter';
import { shownText } from '../../locale/shownText';
import { app, credentialsOf, flow, service, settle } from '../../scenarioApp';
import type { ShopWorld } from '../../world';
import type { CardDetailsTasks, ShownDetails } from './CardDetailsTasks';

/** The seeded cards of Camille the scenarios name. */
const CARD_IDS: Record<string, string> = { active: 'card-demo-active', blocked: 'card-demo-blocked' };

const LABELS = { number: 'Card number', expiry: 'Expiry date', cvv: 'CVV', language: 'en' } as const;

/** A value as printed on the screen: without its text for screen readers only (class `spoken`). */
function printedText(value: Element): string {
  const printed =
    value.children.length === 0
      ? [value]
      : [...value.children].filter((part) => !part.classList.contains('spoken'));
  return printed.map((part) => part.textContent ?? '').join('');
}

function cardId(card: string): string {
  const id = CARD_IDS[card];
  assert.ok(id, `Camille has no ${card} card in the scenarios`);
  return id;
}

/**
 * The card-details window in-process: its presenter over the scenario's shop, the secure widget drawing
 * into a host of a small DOM (jsdom). The task reads the widget's closed shadow root as Camille's eyes
 * would; the page's own code never can.
 */
export class ApplicationCardDetails implements CardDetailsTasks {
  private readonly host: HTMLElement;
  private root: ShadowRoot | null = null;
  private readonly codesBefore: Promise<number>;

  constructor(private readonly world: ShopWorld) {
    const { document } = new JSDOM('<!doctype html><body></body>').window;
    this.host = document.createElement('div');
    document.body.append(this.host);
    const attach = this.host.attachShadow.bind(this.host);
    this.host.attachShadow = (init) => (this.root = attach(init));
    this.codesBefore = this.oneTimeCodes();
  }

  private presenter: CardDetailsPresenter | null = null;

  /** The one card-details window of the scenario's cards screen (a presenter per screen visit). */
  private get details(): CardDetailsPresenter {
    this.presenter ??= service(this.world, CardDetailsPresenter);
    return this.presenter;
  }

  private async oneTimeCodes(): Promise<number> {
    const outbox = await service(this.world, SANDBOX_CONSOLE).outbox();
    return outbox.filter((message) => message.kind === 'oneTimeCode').length;
  }

  async ask(card: string): Promise<void> {
    await this.codesBefore;
    this.details.attachHost(this.host, LABELS);
    await this.details.show(cardId(card));
    await settle();
  }

  async askAgain(): Promise<void> {
    await this.details.requestNewCode();
    await settle();
  }

  async codesTexted(): Promise<number> {
    return (await this.oneTimeCodes()) - (await this.codesBefore);
  }

  async confirmWithReceivedCode(): Promise<void> {
    this.details.type(await newestCode(app(this.world).container, 'oneTimeCode'));
    await settle();
    await settle();
  }

  async confirmWithWrongCode(): Promise<void> {
    const right = await newestCode(app(this.world).container, 'oneTimeCode');
    this.details.type(right.replace(/^./, (digit) => String((Number(digit) + 1) % 10)));
    await settle();
  }

  async shown(): Promise<ShownDetails | null> {
    if (this.details.step !== 'shown') return null;
    const values = [...(this.root?.querySelectorAll('dd') ?? [])].map(printedText);
    const [number = '', expiry = '', cvv = ''] = values;
    return { number, expiry, cvv };
  }

  async issued(card: string): Promise<ShownDetails> {
    const { sandbox, container } = app(this.world);
    const bearer = container.get(TOKEN_STORE).load();
    const issued = sandbox
      .fetchConsumer(bearer)
      .consumer.cards.find((candidate) => candidate.id === cardId(card));
    assert.ok(issued, `Camille holds no ${card} card`);
    const number = sandbox.revealCardSecret(bearer, issued.numberToken);
    return {
      number: number.replace(/(\d{4})(?=\d)/g, '$1 '),
      expiry: `${issued.expireDate.slice(0, 2)}/${issued.expireDate.slice(2)}`,
      cvv: sandbox.revealCardSecret(bearer, issued.cvvToken),
    };
  }

  message(): string | null {
    const details = this.details;
    return shownText(details.copyFeedback?.message ?? details.failure ?? details.entry.message);
  }

  done(): void {
    this.details.close();
  }

  async copy(detail: 'card number' | 'CVV'): Promise<void> {
    await this.details.copy(detail === 'CVV' ? 'cvv' : 'number');
  }

  pasted(): string | null {
    return this.world.state(flow).clipboard.at(-1) ?? null;
  }

  offered(card: string): boolean {
    const tile = service(this.world, CardsPresenter).tiles.find((candidate) => candidate.id === cardId(card));
    return tile?.actions.details ?? false;
  }

  askedToSignIn(): boolean {
    return this.details.step === 'signInRequired' && service(this.world, AuthModalsPresenter).login.open;
  }

  /** In the sign-in window: her password, then the code texted for it. */
  async signInAgain(): Promise<void> {
    const modals = service(this.world, AuthModalsPresenter);
    modals.login.form.set('password', credentialsOf('Camille').password);
    await modals.login.submit();
    assert.ok(modals.code.open, 'no one-time code was asked for after the password');
    modals.code.type(await newestCode(app(this.world).container, 'oneTimeCode'));
    for (let round = 0; round < 5; round += 1) await settle();
  }

  async tryAgain(): Promise<void> {
    await this.details.retry();
    await settle();
  }
}
