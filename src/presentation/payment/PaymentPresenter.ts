import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Order } from '../../domain/orders/Order';
import { amountBounds, type AmountBounds } from '../../domain/orders/orderAmount';
import { canPay, PAYMENT_START_FAILURE_KEYS, whyClosedToPayment } from '../../domain/orders/paymentStart';
import { priceBreakdown, type PriceBreakdown } from '../../domain/orders/priceBreakdown';
import type { PaymentMethod } from '../../domain/payment/PaymentMethod';
import { friendlyPaymentMethodName } from '../../domain/payment/paymentMethodName';
import { hasMorePaymentMethods, visiblePaymentMethods } from '../../domain/payment/visiblePaymentMethods';
import { ApplyPromoCode } from '../../application/orders/usecases/ApplyPromoCode';
import { ChangeOrderAmount } from '../../application/orders/usecases/ChangeOrderAmount';
import { ListPaymentMethods } from '../../application/orders/usecases/ListPaymentMethods';
import { RemovePromoCode } from '../../application/orders/usecases/RemovePromoCode';
import type { PaymentStart } from '../../application/orders/PaymentStart';
import { StartPayment } from '../../application/orders/usecases/StartPayment';
import type { PaymentMethodsOfOrder } from '../../application/orders/ports/OrderGateway';
import { PendingAction } from '../../application/session/PendingAction';
import type { Result } from '../../application/shared/Result';
import { messageOf, type Message } from '../messages/Message';
import { Navigation } from '../shell/Navigation';
import { paths } from '../shell/paths';
import { SessionPresenter } from '../shell/SessionPresenter';
import { AmountEditor } from './AmountEditor';
import { PaymentErrorFlag, type PaymentErrorNotice } from './PaymentErrorFlag';
import { amountFailure, PAYMENT_MESSAGE_KEYS, paymentStartRefusal } from './paymentMessages';
import { PromoCodeBox } from './PromoCodeBox';
import { SessionCountdown } from './SessionCountdown';

/** A payment method as the page shows it: the shop's friendly name and the provider's logo. */
export interface ShownPaymentMethod {
  id: string;
  name: string;
  logo: string;
}

/**
 * The payment page (SPEC sections 2, 4, 5, 8 and 9): the order's payment methods and price
 * breakdown, the amount modal, the promo box, Pay (on to the provider's page), and the session
 * countdown. A load or a Pay that met an expired session finishes when it is replayed after sign-in.
 */
@injectable()
export class PaymentPresenter {
  orderId: string | null = null;
  order: Order | null = null;
  private methods: PaymentMethod[] = [];
  loading = true;
  /** The payment methods could not be loaded (a separate error, SPEC section 8). */
  loadFailed = false;
  showAllMethods = false;
  selectedMethodId: string | null = null;
  /** The order can no longer be paid: the methods stay disabled. */
  methodsDisabled = false;
  paying = false;
  payError: Message | null = null;
  /** Raised by the order error pages: the error, with the provider's or the server's message. */
  providerError: PaymentErrorNotice | null = null;
  /** The promo box. */
  readonly promo: PromoCodeBox;
  /** The amount modal, while it is open. */
  amountEditor: AmountEditor | null = null;
  private stopListening: () => void = () => undefined;

  constructor(
    @inject(ListPaymentMethods) private readonly listPaymentMethods: ListPaymentMethods,
    @inject(StartPayment) private readonly startPayment: StartPayment,
    @inject(ChangeOrderAmount) private readonly changeOrderAmount: ChangeOrderAmount,
    @inject(ApplyPromoCode) applyPromoCode: ApplyPromoCode,
    @inject(RemovePromoCode) removePromoCode: RemovePromoCode,
    @inject(PendingAction) private readonly pending: PendingAction,
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(PaymentErrorFlag) private readonly errorFlag: PaymentErrorFlag,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(SessionCountdown) readonly countdown: SessionCountdown,
  ) {
    this.promo = new PromoCodeBox(applyPromoCode, removePromoCode, this);
    makeAutoObservable<
      PaymentPresenter,
      | 'listPaymentMethods'
      | 'startPayment'
      | 'changeOrderAmount'
      | 'pending'
      | 'session'
      | 'errorFlag'
      | 'navigation'
      | 'stopListening'
    >(this, {
      listPaymentMethods: false,
      startPayment: false,
      changeOrderAmount: false,
      pending: false,
      session: false,
      errorFlag: false,
      navigation: false,
      countdown: false,
      promo: false,
      stopListening: false,
    });
  }

  /** The message key heading the error the order error pages left, by whose words follow it (SPEC section 8). */
  get providerErrorTitle(): string | null {
    if (this.providerError === null) return null;
    return this.providerError.about === 'order' ? 'payment.orderError' : 'payment.providerError';
  }

  get breakdown(): PriceBreakdown | null {
    return this.order ? priceBreakdown(this.order) : null;
  }

  /**
   * The first four methods, or all of them once asked, with their friendly names. A method chosen
   * among the others stays shown when the list is folded again: Pay never pays with a method the
   * consumer can no longer see.
   */
  get visibleMethods(): ShownPaymentMethod[] {
    const shown = visiblePaymentMethods(this.methods, this.showAllMethods);
    const chosen = this.methods.find((method) => method.id === this.selectedMethodId);
    if (chosen !== undefined && !shown.includes(chosen)) shown.push(chosen);
    return shown.map((method) => ({
      id: method.id,
      name: friendlyPaymentMethodName(method),
      logo: method.logo,
    }));
  }

  get hasMoreMethods(): boolean {
    return hasMorePaymentMethods(this.methods);
  }

  get canPay(): boolean {
    return canPay(this.selectedMethodId, this.methodsDisabled) && !this.paying && this.order !== null;
  }

  /** The ordering bounds: 5 to 200 EUR, the maximum lowered by the consumer's maxAllowedAmount. */
  get amountBounds(): AmountBounds {
    return amountBounds('ordering', this.session.consumer);
  }

  /** Opens the page for an order: reads its methods, takes any error the result pages left, starts the countdown. */
  async open(orderId: string): Promise<void> {
    this.close();
    if (orderId !== this.orderId) this.reset(orderId);
    // Opened twice for one visit (React's development double effects): the notice taken first stays.
    this.providerError = this.errorFlag.take(orderId) ?? this.providerError;
    const stopHearingLoad = this.pending.onReplay('listPaymentMethods', (result) => this.loaded(result));
    const stopHearingPay = this.pending.onReplay('startPayment', (result) => this.paid(result));
    this.stopListening = () => {
      stopHearingLoad();
      stopHearingPay();
    };
    this.countdown.start();
    await this.load();
  }

  /** Leaving the page: no more ticking, and replays no longer reach it. */
  close(): void {
    this.countdown.stop();
    this.stopListening();
    this.stopListening = () => undefined;
  }

  async load(): Promise<void> {
    const orderId = this.orderId;
    if (orderId === null) return;
    this.loading = true;
    this.loadFailed = false;
    const result = await this.listPaymentMethods.execute(orderId);
    runInAction(() => this.loaded(result));
  }

  toggleMoreMethods(): void {
    this.showAllMethods = !this.showAllMethods;
  }

  selectMethod(methodId: string): void {
    if (this.methodsDisabled) return;
    this.selectedMethodId = methodId;
    this.payError = null;
  }

  /** Pay: asks the provider for its page and goes there, or the page explains the refusal. */
  async pay(): Promise<void> {
    const orderId = this.orderId;
    const paymethodId = this.selectedMethodId;
    if (!this.canPay || orderId === null || paymethodId === null) return;
    this.paying = true;
    this.payError = null;
    const result = await this.startPayment.execute({ orderId, paymethodId });
    runInAction(() => this.paid(result));
  }

  // Amount modal

  openAmountEditor(): void {
    if (this.breakdown === null) return;
    this.amountEditor = new AmountEditor(this.amountBounds, this.breakdown.cardPrice);
  }

  closeAmountEditor(): void {
    this.amountEditor = null;
  }

  /** Saves the amount typed in the modal; an amount just clamped is shown first, not saved. */
  async saveAmount(): Promise<void> {
    const editor = this.amountEditor;
    const orderId = this.orderId;
    if (editor === null || orderId === null || editor.saving) return;
    // An amount just pulled into range is shown with its bound before it is saved.
    if (!editor.amount.readyToSubmit()) return;
    const amount = editor.amount.amountCents;
    if (amount === null) return;
    editor.startSaving();
    const result = await this.changeOrderAmount.execute({ orderId, amount });
    runInAction(() => {
      if (result.ok) {
        this.orderKnown(result.value);
        if (this.amountEditor === editor) this.amountEditor = null;
        return;
      }
      editor.saveFailed(amountFailure(result.error));
    });
  }

  /** The order as the server answered a promo change. */
  orderChanged(order: Order): void {
    this.orderKnown(order);
  }

  /**
   * The order as the server last gave it. One that can no longer be paid (paid, blocked, suspicious or
   * cancelled) closes the methods as soon as it is known, on opening the page too (SPEC section 4):
   * its message shows, the choice goes and no method can be chosen.
   */
  private orderKnown(order: Order): void {
    this.order = order;
    const closed = whyClosedToPayment(order);
    if (closed !== null) this.closeMethods(PAYMENT_START_FAILURE_KEYS[closed]);
  }

  private closeMethods(messageKey: string): void {
    this.methodsDisabled = true;
    this.selectedMethodId = null;
    // Back from an order error page whose banner already says why: said once, on top.
    this.payError = this.providerError?.message?.key === messageKey ? null : messageOf(messageKey);
  }

  // Results, first-hand or replayed after sign-in

  private loaded(result: Result<PaymentMethodsOfOrder>): void {
    if (result.ok) {
      this.loading = false;
      this.methods = result.value.paymethods;
      this.orderKnown(result.value.order);
      return;
    }
    switch (result.error.kind) {
      case 'Unauthorized':
        // Kept by the use case, which asked for sign-in; the load finishes when it is replayed.
        return;
      case 'NotFound':
        this.navigation.goTo(paths.notFound(), { replace: true });
        return;
      default:
        this.loading = false;
        this.loadFailed = true;
    }
  }

  private reset(orderId: string): void {
    this.orderId = orderId;
    this.order = null;
    this.methods = [];
    this.loading = true;
    this.loadFailed = false;
    this.showAllMethods = false;
    this.selectedMethodId = null;
    this.methodsDisabled = false;
    this.payError = null;
    this.providerError = null;
    this.promo.reset();
    this.amountEditor = null;
  }

  private paid(result: Result<PaymentStart>): void {
    this.paying = false;
    this.payError = null;
    if (!result.ok) {
      // Unauthorized: kept by the use case, which asked for sign-in; replayed once the consumer is back.
      this.payError = messageOf(PAYMENT_MESSAGE_KEYS.signInAgain);
      return;
    }
    const start = result.value;
    if (start.kind === 'redirect') {
      this.navigation.leaveFor(start.redirectUrl);
      return;
    }
    if (start.order !== null) this.order = start.order;
    if (start.failure.disableMethods) {
      this.closeMethods(start.failure.messageKey);
      return;
    }
    this.payError = paymentStartRefusal(start.error, start.failure.messageKey);
  }
}
