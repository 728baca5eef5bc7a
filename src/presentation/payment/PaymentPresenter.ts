import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Order } from '../../domain/orders/Order';
import { amountBounds, type AmountBounds } from '../../domain/orders/orderAmount';
import { canPay } from '../../domain/orders/paymentStart';
import { priceBreakdown, type PriceBreakdown } from '../../domain/orders/priceBreakdown';
import { promoCodeToSend } from '../../domain/orders/promo';
import type { PaymentMethod } from '../../domain/payment/PaymentMethod';
import { friendlyPaymentMethodName } from '../../domain/payment/paymentMethodName';
import { hasMorePaymentMethods, visiblePaymentMethods } from '../../domain/payment/visiblePaymentMethods';
import { ApplyPromoCode } from '../../application/orders/usecases/ApplyPromoCode';
import { ChangeOrderAmount } from '../../application/orders/usecases/ChangeOrderAmount';
import { ListPaymentMethods } from '../../application/orders/usecases/ListPaymentMethods';
import { RemovePromoCode } from '../../application/orders/usecases/RemovePromoCode';
import { StartPayment, type PaymentStart } from '../../application/orders/usecases/StartPayment';
import { PendingAction, type ReplayedAction } from '../../application/session/PendingAction';
import type { Result } from '../../application/shared/Result';
import { paths } from '../shell/paths';
import { SessionPresenter } from '../shell/SessionPresenter';
import { AmountEditor } from './AmountEditor';
import { AuthModalsPresenter } from '../auth/AuthModalsPresenter';
import { PaymentErrorFlag, type PaymentErrorNotice } from './PaymentErrorFlag';
import { amountFailure, PAYMENT_MESSAGE_KEYS, promoFailure, type PaymentMessage } from './paymentMessages';
import { SessionCountdown } from './SessionCountdown';

/** A payment method as the page shows it: the shop's friendly name and the provider's logo. */
export interface ShownPaymentMethod {
  id: string;
  name: string;
  logo: string;
}

/**
 * Where the page goes next. Replays after sign-in finish outside any call the view made, so the
 * destination is state the view follows rather than a return value.
 */
export type PaymentExit = { kind: 'route'; path: string } | { kind: 'provider'; url: string };

type MethodsAndOrder = { paymethods: PaymentMethod[]; order: Order };

/**
 * The payment page (SPEC sections 2, 4, 5, 8 and 9): the order's payment methods and price
 * breakdown, the amount modal, the promo box, Pay, and the session countdown.
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
  payError: PaymentMessage | null = null;
  /** Raised by the order error pages: 'There was an error with your payment', with the provider's message. */
  providerError: PaymentErrorNotice | null = null;
  promoText = '';
  promoBusy = false;
  promoError: PaymentMessage | null = null;
  /** The amount modal, while it is open. */
  amountEditor: AmountEditor | null = null;
  exit: PaymentExit | null = null;
  private stopListening: () => void = () => undefined;

  constructor(
    @inject(ListPaymentMethods) private readonly listPaymentMethods: ListPaymentMethods,
    @inject(StartPayment) private readonly startPayment: StartPayment,
    @inject(ChangeOrderAmount) private readonly changeOrderAmount: ChangeOrderAmount,
    @inject(ApplyPromoCode) private readonly applyPromoCode: ApplyPromoCode,
    @inject(RemovePromoCode) private readonly removePromoCode: RemovePromoCode,
    @inject(PendingAction) private readonly pending: PendingAction,
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(PaymentErrorFlag) private readonly errorFlag: PaymentErrorFlag,
    @inject(AuthModalsPresenter) private readonly authModals: AuthModalsPresenter,
    @inject(SessionCountdown) readonly countdown: SessionCountdown,
  ) {
    makeAutoObservable<
      PaymentPresenter,
      | 'listPaymentMethods'
      | 'startPayment'
      | 'changeOrderAmount'
      | 'applyPromoCode'
      | 'removePromoCode'
      | 'pending'
      | 'session'
      | 'errorFlag'
      | 'authModals'
      | 'stopListening'
    >(this, {
      listPaymentMethods: false,
      startPayment: false,
      changeOrderAmount: false,
      applyPromoCode: false,
      removePromoCode: false,
      pending: false,
      session: false,
      errorFlag: false,
      authModals: false,
      countdown: false,
      stopListening: false,
    });
  }

  get breakdown(): PriceBreakdown | null {
    return this.order ? priceBreakdown(this.order) : null;
  }

  /** The first four methods, or all of them once asked, with their friendly names. */
  get visibleMethods(): ShownPaymentMethod[] {
    return visiblePaymentMethods(this.methods, this.showAllMethods).map((method) => ({
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

  /** The promo codes the order carries, each once, in the order of its lines. */
  get appliedCodes(): string[] {
    const codes = (this.order?.orderLines ?? [])
      .filter((line) => line.type === 'discount' && line.discountCode !== null)
      .map((line) => line.discountCode ?? '');
    return [...new Set(codes)];
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
    this.stopListening = this.pending.onReplay((replayed) => this.replayed(replayed));
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

  /** Pay: asks the provider for its page; the view follows the redirect, or the page explains the refusal. */
  async pay(): Promise<void> {
    const orderId = this.orderId;
    const paymethodId = this.selectedMethodId;
    if (!this.canPay || orderId === null || paymethodId === null) return;
    this.paying = true;
    this.payError = null;
    const result = await this.startPayment.execute({ orderId, paymethodId });
    runInAction(() => this.paid(result));
  }

  exitFollowed(): void {
    this.exit = null;
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
    const clamped = editor.amount.blur();
    const amount = editor.amount.amountCents;
    if (clamped || amount === null) return;
    editor.startSaving();
    const result = await this.changeOrderAmount.execute({ orderId, amount });
    runInAction(() => {
      if (result.ok) {
        this.order = result.value;
        if (this.amountEditor === editor) this.amountEditor = null;
        return;
      }
      if (result.error.kind === 'Unauthorized') this.authModals.requireLogin();
      editor.saveFailed(amountFailure(result.error));
    });
  }

  // Promo box

  typePromo(text: string): void {
    this.promoText = text;
    this.promoError = null;
  }

  async applyPromo(): Promise<void> {
    const orderId = this.orderId;
    if (orderId === null || this.promoBusy) return;
    if (promoCodeToSend(this.promoText) === null) {
      this.promoError = { key: PAYMENT_MESSAGE_KEYS.promoInvalid };
      return;
    }
    this.promoBusy = true;
    this.promoError = null;
    const result = await this.applyPromoCode.execute({ orderId, code: this.promoText });
    runInAction(() => {
      this.promoBusy = false;
      if (result.ok) {
        this.order = result.value;
        this.promoText = '';
        return;
      }
      if (result.error.kind === 'Unauthorized') this.authModals.requireLogin();
      this.promoError = promoFailure(result.error);
    });
  }

  async removePromo(code: string): Promise<void> {
    const orderId = this.orderId;
    if (orderId === null || this.promoBusy) return;
    this.promoBusy = true;
    this.promoError = null;
    const result = await this.removePromoCode.execute({ orderId, code });
    runInAction(() => {
      this.promoBusy = false;
      if (result.ok) {
        this.order = result.value;
        return;
      }
      if (result.error.kind === 'Unauthorized') this.authModals.requireLogin();
      this.promoError = promoFailure(result.error);
    });
  }

  // Results, first-hand or replayed after sign-in

  private loaded(result: Result<MethodsAndOrder>): void {
    if (result.ok) {
      this.loading = false;
      this.methods = result.value.paymethods;
      this.order = result.value.order;
      return;
    }
    switch (result.error.kind) {
      case 'Unauthorized':
        // Kept by the use case; the load finishes when the consumer is back (replayed).
        this.authModals.requireLogin();
        return;
      case 'NotFound':
        this.exit = { kind: 'route', path: paths.notFound() };
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
    this.promoText = '';
    this.promoError = null;
    this.amountEditor = null;
    this.exit = null;
  }

  private paid(result: Result<PaymentStart>): void {
    this.paying = false;
    this.payError = null;
    if (!result.ok) {
      // Unauthorized: kept by the use case and replayed once the consumer signs in again.
      this.payError = { key: PAYMENT_MESSAGE_KEYS.signInAgain };
      this.authModals.requireLogin();
      return;
    }
    const start = result.value;
    if (start.kind === 'redirect') {
      this.exit = { kind: 'provider', url: start.redirectUrl };
      return;
    }
    if (start.order !== null) this.order = start.order;
    if (start.failure.disableMethods) this.methodsDisabled = true;
    if (start.failure.clearSelection) this.selectedMethodId = null;
    this.payError =
      start.error.errorCode === 'redirectNotAllowed'
        ? { key: PAYMENT_MESSAGE_KEYS.redirectNotAllowed }
        : { key: start.failure.messageKey };
  }

  private replayed({ name, result }: ReplayedAction): void {
    // The replayed action is one this page started: its result has the shape of that use case's.
    if (name === 'listPaymentMethods') this.loaded(result as Result<MethodsAndOrder>);
    if (name === 'startPayment') this.paid(result as Result<PaymentStart>);
  }
}
