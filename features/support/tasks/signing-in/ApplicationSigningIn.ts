import assert from 'node:assert/strict';
import type { ServiceIdentifier } from 'inversify';
import { LoadConsumer } from '../../../../src/application/consumer/usecases/LoadConsumer';
import { SANDBOX_CONSOLE } from '../../../../src/application/sandbox/ports/SandboxConsole';
import { TOKEN_STORE } from '../../../../src/application/session/ports/TokenStore';
import { NEW_VISITOR, newestCode } from '../../../../src/composition/testing/sandboxApp';
import { AuthModalsPresenter } from '../../../../src/presentation/auth/AuthModalsPresenter';
import {
  AuthorizationPresenter,
  type RegisterField,
} from '../../../../src/presentation/auth/AuthorizationPresenter';
import { Navigation } from '../../../../src/presentation/shell/Navigation';
import { paths } from '../../../../src/presentation/shell/paths';
import { SessionPresenter } from '../../../../src/presentation/shell/SessionPresenter';
import { shownText } from '../../locale/shownText';
import { app, credentialsOf, until } from '../../scenarioApp';
import { ScenarioKey, type ShopWorld } from '../../world';
import { PaymentPresenter } from '../../../../src/presentation/orders/payment/PaymentPresenter';
import { eurosOf } from '../money/euros';
import { enterPageAs } from '../journey/places';
import type { SignedIn, SigningInPlace, SigningInTasks, TextedCode } from './SigningInTasks';

const signingIn = new ScenarioKey('signing-in', () => ({
  /** The Authorization page shown now (one per visit of the page). */
  page: null as AuthorizationPresenter | null,
  /** The route the latest action led to, or null when it stayed on the page. */
  route: null as string | null,
  /** The session held before signing out. */
  oldToken: null as string | null,
}));

/**
 * Signing in in-process, on the scenario's sandbox container: the Authorization page's presenter,
 * the app's one-time-code window (AuthModalsPresenter) and the user menu's presenter; where an action
 * leads is the route the presenters hand the shell (Navigation).
 */
export class ApplicationSigningIn implements SigningInTasks {
  constructor(private readonly world: ShopWorld) {}

  async register(details: { email?: string } = {}): Promise<void> {
    const page = this.openPage({ reg: true, kyc: false });
    page.register.set('email', details.email ?? NEW_VISITOR.email);
    page.register.set('number', NEW_VISITOR.number);
    page.register.set('password', NEW_VISITOR.password);
    page.setAcceptedTerms(true);
    await page.submitRegister();
    this.arrived();
  }

  registerFieldSays(field: RegisterField): string | null {
    return shownText(this.page().register.fieldMessage(field));
  }

  async signIn(person: string, options: { password?: string; fromIdentityUpgrade?: boolean } = {}) {
    const credentials = credentialsOf(person);
    const page = this.openPage({ reg: false, kyc: options.fromIdentityUpgrade ?? false });
    page.signIn.set('email', credentials.email);
    page.signIn.set('password', options.password ?? credentials.password);
    await page.submitSignIn();
    this.arrived();
  }

  signInSays(): string | null {
    return shownText(this.page().signIn.failure);
  }

  codeWindowOpen(): boolean {
    return this.modals().code.open;
  }

  async newestText(): Promise<TextedCode | null> {
    const [newest] = await this.service(SANDBOX_CONSOLE).outbox();
    if (newest === undefined || newest.kind !== 'oneTimeCode') return null;
    return { to: newest.to, code: newest.code ?? '' };
  }

  async codesTexted(): Promise<number> {
    const outbox = await this.service(SANDBOX_CONSOLE).outbox();
    return outbox.filter((message) => message.kind === 'oneTimeCode').length;
  }

  async enterCodeFromOutbox(): Promise<void> {
    await this.typeCode(await newestCode(app(this.world).container, 'oneTimeCode'));
  }

  async enterWrongCode(times: number): Promise<void> {
    const right = await newestCode(app(this.world).container, 'oneTimeCode');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < times; attempt += 1) await this.typeCode(wrong);
  }

  async askForNewCode(): Promise<void> {
    const { code } = this.modals();
    assert.ok(code.open, 'the code window is not open');
    await code.requestNewCode();
    assert.ok(code.entry.newCodeSent, `no new code was sent: ${JSON.stringify(code.entry.message)}`);
  }

  async askForNewCodeTooSoon(): Promise<void> {
    const before = await this.newestText();
    const { code } = this.modals();
    assert.ok(code.open, 'the code window is not open');
    await code.requestNewCode();
    assert.ok(!code.entry.newCodeSent, 'a new code was sent');
    assert.deepEqual(await this.newestText(), before);
  }

  codeWindowSays(): string | null {
    return shownText(this.modals().code.entry.message);
  }

  async signOut(): Promise<void> {
    this.world.state(signingIn).oldToken = this.service(TOKEN_STORE).load();
    await this.service(SessionPresenter).signOut();
    this.arrived();
  }

  async oldSessionStillOpens(): Promise<boolean> {
    const { oldToken } = this.world.state(signingIn);
    assert.ok(oldToken, 'nobody was signed in before signing out');
    this.service(TOKEN_STORE).save(oldToken);
    const profile = await this.service(LoadConsumer).execute();
    return profile.ok;
  }

  async signedIn(): Promise<SignedIn> {
    const shown = this.service(SessionPresenter).consumer?.email ?? null;
    const profile = await this.service(LoadConsumer).execute();
    return { shown, shopKnows: profile.ok ? profile.value.email : null };
  }

  async landedOnPaymentFor(): Promise<number | null> {
    const { route } = this.world.state(signingIn);
    const orderId = /^\/order\/([^/]+)\/payment$/.exec(route ?? '')?.[1];
    if (orderId === undefined) return null;
    const { page, leave } = await enterPageAs(
      app(this.world).container,
      paths.orderPayment(decodeURIComponent(orderId)),
      PaymentPresenter,
    );
    const cardPrice = page.breakdown?.cardPrice ?? null;
    leave();
    return cardPrice === null ? null : eurosOf(cardPrice);
  }

  landedOn(): SigningInPlace | null {
    const { route } = this.world.state(signingIn);
    if (route === null) return null;
    const places: Record<SigningInPlace, string> = {
      signIn: paths.auth(),
      verifyEmail: paths.verifyEmail(),
      cards: paths.cards(),
      identityUpgradeInfo: paths.kycUpgradeInfo(),
    };
    const found = (Object.keys(places) as SigningInPlace[]).find((place) => places[place] === route);
    assert.ok(found, `the visitor landed on ${route}, a screen these scenarios do not expect`);
    return found;
  }

  // ---------------------------------------------------------------- the screens

  private async typeCode(digits: string): Promise<void> {
    const { code } = this.modals();
    assert.ok(code.open, 'the code window is not open');
    code.type(digits);
    await until(() => !code.verify.running, 'the code check');
    this.arrived();
  }

  /** Shows the Authorization page with its query, as its page does on mount. */
  private openPage(query: { reg: boolean; kyc: boolean }): AuthorizationPresenter {
    const page = this.service(AuthorizationPresenter);
    page.enter({ params: {}, query: { reg: String(query.reg), kyc: String(query.kyc) } });
    this.world.state(signingIn).page = page;
    return page;
  }

  private page(): AuthorizationPresenter {
    const { page } = this.world.state(signingIn);
    assert.ok(page, 'the Authorization page is not open');
    return page;
  }

  /** Takes the route the latest action handed the shell. */
  private arrived(): void {
    const destination = this.service(Navigation).take();
    if (destination?.kind === 'away') assert.fail(`the visitor was sent away to ${destination.url}`);
    this.world.state(signingIn).route = destination?.path ?? null;
  }

  private modals(): AuthModalsPresenter {
    return this.service(AuthModalsPresenter);
  }

  private service<T>(id: ServiceIdentifier<T>): T {
    return app(this.world).container.get(id);
  }
}
