import assert from 'node:assert/strict';
import type { Cents } from '../../../../src/domain/money/Cents';
import { newestCode } from '../../../../src/composition/testing/sandboxApp';
import { AuthModalsPresenter } from '../../../../src/presentation/auth/AuthModalsPresenter';
import type { AmountEditor } from '../../../../src/presentation/orders/payment/OrderAmountBox';
import { PaymentPresenter } from '../../../../src/presentation/orders/payment/PaymentPresenter';
import { Navigation } from '../../../../src/presentation/shell/Navigation';
import { paths } from '../../../../src/presentation/shell/paths';
import { localeText, shownText } from '../../locale/shownText';
import { app, flow, service, until } from '../../scenarioApp';
import { enterPage, enterPageAs } from '../journey/places';
import { providerPage } from './providerPage';
import type { ShopWorld } from '../../world';
import { orderToPay } from './orderToPay';
import type { PaymentPage, PriceLine, ValueEditorView } from './PaymentPage';

/**
 * The payment page in-process: its presenter, opened as the page opens it for the scenario's order,
 * with the sign-in window (the auth modals), the provider's page and the order error page it leads
 * to, over the scenario's sandbox container.
 */
export class ApplicationPaymentPage implements PaymentPage {
  private page: PaymentPresenter | null = null;
  private leave: () => void = () => undefined;

  constructor(private readonly world: ShopWorld) {}

  async visit(): Promise<void> {
    const orderId = orderToPay(this.world);
    assert.ok(orderId, 'no order was created');
    this.leave();
    const { page, leave } = await enterPageAs(
      app(this.world).container,
      paths.orderPayment(orderId),
      PaymentPresenter,
    );
    this.page = page;
    this.leave = leave;
    assert.equal(page.load.status, 'shown', 'the payment page could not load');
  }

  async priceLines(): Promise<PriceLine[]> {
    const { breakdown } = await this.opened();
    assert.ok(breakdown, 'the payment page shows no price');
    // As the price box shows them: the creation fee always (0: free, a first card), the discount only when given.
    const lines: PriceLine[] = [
      ['card price', breakdown.cardPrice],
      ['creation fee', breakdown.creationFee],
      ['service fee', breakdown.serviceFee],
    ];
    if (breakdown.discount !== 0) lines.push(['discount', breakdown.discount]);
    lines.push(['total', breakdown.total]);
    return lines;
  }

  async chooseMethodAndPay(name: string): Promise<void> {
    const page = await this.opened();
    const method = page.visibleMethods.find((candidate) => candidate.name === name);
    assert.ok(method, `no payment method ${name} is shown`);
    page.selectMethod(method.id);
    await page.pay();
  }

  wentToProvider(): boolean {
    return this.open().payment.failure === null && service(this.world, Navigation).pending?.kind === 'away';
  }

  canPay(): boolean {
    return this.open().canPay;
  }

  async providerDecides(outcome: 'decline' | 'approve'): Promise<string> {
    const exit = service(this.world, Navigation).take();
    assert.ok(exit?.kind === 'away', 'the consumer is not on the payment provider page');
    const provider = await providerPage(this.world, exit.url);
    await provider.complete(outcome);
    const back = service(this.world, Navigation).take();
    assert.ok(
      back?.kind === 'app',
      `the provider did not send her back: ${JSON.stringify(provider.completion.failure)}`,
    );
    // The result pages' own steps read where the provider sent her.
    this.world.state(flow).returnPath = back.path;
    return back.path;
  }

  async backFromErrorPage(): Promise<void> {
    const orderId = orderToPay(this.world);
    assert.ok(orderId, 'no order was created');
    assert.equal(this.world.state(flow).returnPath, paths.orderError(orderId), 'not on the error page');
    // The error page asks the shop what went wrong, then returns to the payment page with its words.
    const { leave } = await enterPage(app(this.world).container, paths.orderError(orderId));
    leave();
    const back = service(this.world, Navigation).take();
    assert.ok(
      back?.kind === 'app' && back.path === paths.orderPayment(orderId),
      'not taken back to the payment page',
    );
    await this.visit();
  }

  messages(): string[] {
    const page = this.open();
    const shown: string[] = [];
    // The page's alert for a payment that failed, with the provider's or the shop's words if any.
    if (page.providerError) {
      shown.push(localeText(page.providerError.heading));
      const words = shownText(page.providerError.message);
      if (words !== null) shown.push(words);
    }
    const payError = shownText(page.payment.failure);
    if (payError !== null) shown.push(payError);
    return shown;
  }

  methodsGreyedOut(): boolean {
    return this.open().methodsDisabled;
  }

  chosenMethod(): string | null {
    return this.open().selectedMethodId;
  }

  tryToChooseMethod(id: string): void {
    this.open().selectMethod(id);
  }

  async applyPromo(code: string): Promise<void> {
    const page = await this.opened();
    page.promo.type(code);
    await page.promo.apply();
  }

  async removePromo(code: string): Promise<void> {
    await this.open().promo.remove(code);
  }

  appliedPromoCodes(): string[] {
    return this.open().promo.appliedCodes;
  }

  promoMessage(): string | null {
    return shownText(this.open().promo.change.failure);
  }

  async countdown(): Promise<string | null> {
    return (await this.opened()).countdown.display;
  }

  async letTimePass(ms: number): Promise<void> {
    await this.world.state(flow).time.advance(ms);
  }

  signInWindow(): { open: boolean; email: string; emailLocked: boolean } {
    const { login } = service(this.world, AuthModalsPresenter);
    return { open: login.open, email: login.form.values.email, emailLocked: login.emailLocked };
  }

  async signInAgain(password: string): Promise<void> {
    const modals = service(this.world, AuthModalsPresenter);
    modals.login.form.set('password', password);
    await modals.login.submit();
    assert.equal(modals.code.open, true, 'no one-time code was asked for');
    modals.code.type(await newestCode(app(this.world).container, 'oneTimeCode'));
    await until(() => !modals.code.open, 'signing in with the code');
  }

  stillOnPageWithOrder(): boolean {
    const modals = service(this.world, AuthModalsPresenter);
    return (
      !modals.login.open &&
      !modals.code.open &&
      service(this.world, Navigation).pending === null &&
      this.open().breakdown !== null
    );
  }

  async openValueEditor(): Promise<void> {
    const page = await this.opened();
    page.amount.open(page);
    assert.ok(page.amount.editor, 'the card value editor did not open');
  }

  typeValue(text: string): void {
    this.editor().amount.type(text);
  }

  leaveValueField(): void {
    this.editor().amount.blur();
  }

  async saveValue(): Promise<void> {
    await this.open().amount.save();
  }

  valueEditor(): ValueEditorView | null {
    const editor = this.open().amount.editor;
    if (editor === null) return null;
    return {
      value: editor.amount.text,
      sliderAt: editor.amount.sliderCents,
      message: shownText(editor.amount.message),
      canSave: editor.canSave,
    };
  }

  orderedValue(): Cents | null {
    return this.open().breakdown?.cardPrice ?? null;
  }

  /** The page open now, opened for the scenario's order on first use. */
  private async opened(): Promise<PaymentPresenter> {
    if (this.page === null) await this.visit();
    return this.open();
  }

  private open(): PaymentPresenter {
    assert.ok(this.page, 'the payment page is not open');
    return this.page;
  }

  private editor(): AmountEditor {
    const amountEditor = this.open().amount.editor;
    assert.ok(amountEditor, 'the card value editor is not open');
    return amountEditor;
  }
}
