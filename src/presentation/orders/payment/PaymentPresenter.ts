import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Order } from '../../../domain/orders/Order';
import { canPay, PAYMENT_START_FAILURE_KEYS, whyClosedToPayment } from '../../../domain/orders/paymentStart';
import { priceBreakdown, type PriceBreakdown } from '../../../domain/orders/priceBreakdown';
import type { PaymentMethod } from '../../../domain/payment/PaymentMethod';
import { friendlyPaymentMethodName } from '../../../domain/payment/paymentMethodName';
import { hasMorePaymentMethods, visiblePaymentMethods } from '../../../domain/payment/visiblePaymentMethods';
import { ApplyPromoCode } from '../../../application/orders/usecases/ApplyPromoCode';
import {
  LIST_PAYMENT_METHODS,
  ListPaymentMethods,
} from '../../../application/orders/usecases/ListPaymentMethods';
import { RemovePromoCode } from '../../../application/orders/usecases/RemovePromoCode';
import type { PaymentStart } from '../../../application/orders/PaymentStart';
import { START_PAYMENT, StartPayment } from '../../../application/orders/usecases/StartPayment';
import type { PaymentMethodsOfOrder } from '../../../application/orders/ports/OrderGateway';
import { PageLoad } from '../../calls/PageLoad';
import { Call } from '../../calls/Call';
import { CallReplays } from '../../calls/CallReplays';
import { failureMessage } from '../../calls/failureMessage';
import { messageOf } from '../../messages/Message';
import { Navigation } from '../../shell/Navigation';
import type { PageAt, PagePresenter } from '../../shell/PageHost';
import { OrderAmountBox } from './OrderAmountBox';
import { PaymentErrorFlag, type PaymentErrorNotice } from './PaymentErrorFlag';
import { PAY_WORDS, payRefusalWords } from './paymentMessages';
import { PromoCodeBox } from './PromoCodeBox';
import { SessionCountdown } from './SessionCountdown';

/** The payment page (SPEC sections 2, 4, 5, 8 and 9); a read or a Pay kept at sign-in finishes when replayed. */
@injectable()
export class PaymentPresenter implements PagePresenter<'orderId'> {
  orderId: string | null = null;
  order: Order | null = null;
  showAllMethods = false;
  selectedMethodId: string | null = null;
  /** The order can no longer be paid. */
  methodsDisabled = false;
  readonly payment = new Call<PaymentStart>(PAY_WORDS, { done: (start) => this.started(start) });
  /** Raised by the order error pages: the error, with the provider's or the server's message. */
  providerError: PaymentErrorNotice | null = null;
  readonly promo: PromoCodeBox;

  constructor(
    @inject(ListPaymentMethods) private readonly listPaymentMethods: ListPaymentMethods,
    @inject(StartPayment) private readonly startPayment: StartPayment,
    @inject(ApplyPromoCode) applyPromoCode: ApplyPromoCode,
    @inject(RemovePromoCode) removePromoCode: RemovePromoCode,
    @inject(CallReplays) readonly replays: CallReplays,
    @inject(PaymentErrorFlag) private readonly errorFlag: PaymentErrorFlag,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(SessionCountdown) readonly countdown: SessionCountdown,
    @inject(PageLoad) readonly load: PageLoad<PaymentMethodsOfOrder>,
    @inject(OrderAmountBox) readonly amount: OrderAmountBox,
  ) {
    this.promo = new PromoCodeBox(applyPromoCode, removePromoCode, this);
    makeAutoObservable(this);
  }

  /** The methods are being read, or their read waits for sign-in (it is replayed once signed in). */
  get loading(): boolean {
    return this.load.status === 'loading' || this.load.status === 'signInNeeded';
  }

  private get methods(): PaymentMethod[] {
    return this.load.value?.paymethods ?? [];
  }

  get breakdown(): PriceBreakdown | null {
    return this.order ? priceBreakdown(this.order) : null;
  }

  /** With their friendly names; a chosen method stays shown once folded. */
  get visibleMethods(): PaymentMethod[] {
    const shown = visiblePaymentMethods(this.methods, this.showAllMethods, this.selectedMethodId);
    return shown.map((method) => ({ ...method, name: friendlyPaymentMethodName(method) }));
  }

  get hasMoreMethods(): boolean {
    return hasMorePaymentMethods(this.methods);
  }

  get canPay(): boolean {
    return canPay(this.selectedMethodId, this.methodsDisabled) && !this.payment.running && !!this.order;
  }

  async enter({ params: { orderId } }: PageAt<'orderId'>): Promise<void> {
    this.replays.leave();
    if (orderId !== this.orderId) this.reset(orderId);
    // Entered twice for one visit (React's development double effects): the notice taken first stays.
    this.providerError = this.errorFlag.take(orderId) ?? this.providerError;
    this.replays.hear(this.payment, START_PAYMENT, 'settle');
    this.countdown.start();
    await this.load.enter({
      read: () => this.listPaymentMethods.execute(orderId),
      replay: LIST_PAYMENT_METHODS,
      words: { serverWords: 'never', otherwise: 'payment.errors.methods' },
      done: ({ order }) => this.orderChanged(order),
    });
  }

  leave(): void {
    this.countdown.stop();
  }

  toggleMoreMethods(): void {
    this.showAllMethods = !this.showAllMethods;
  }

  selectMethod(methodId: string): void {
    if (this.methodsDisabled) return;
    this.selectedMethodId = methodId;
    if (this.payment.failure !== null) this.payment.reset();
  }

  async pay(): Promise<void> {
    const { orderId, selectedMethodId: paymethodId } = this;
    if (!this.canPay || orderId === null || paymethodId === null) return;
    await this.payment.run(() => this.startPayment.execute({ orderId, paymethodId }));
  }

  /** The order as the server last gave it: one closed to payment closes the methods at once (SPEC section 4). */
  orderChanged(order: Order): void {
    this.order = order;
    const closed = whyClosedToPayment(order);
    if (closed !== null) this.closeMethods(PAYMENT_START_FAILURE_KEYS[closed]);
  }

  private closeMethods(messageKey: string): void {
    this.methodsDisabled = true;
    this.selectedMethodId = null;
    // Back from an order error page whose banner already says why: said once, on top.
    if (this.providerError?.message?.key === messageKey) this.payment.reset();
    else this.payment.refuse(messageOf(messageKey));
  }

  private reset(orderId: string): void {
    this.orderId = orderId;
    this.order = null;
    this.showAllMethods = false;
    this.selectedMethodId = null;
    this.methodsDisabled = false;
    this.payment.reset();
    this.providerError = null;
    this.promo.reset();
    this.amount.close();
  }

  private started(start: PaymentStart): void {
    if (start.kind === 'redirect') return this.navigation.leaveFor(start.redirectUrl);
    if (start.order !== null) this.order = start.order;
    if (start.failure.disableMethods) this.closeMethods(start.failure.messageKey);
    else this.payment.refuse(failureMessage(start.error, payRefusalWords(start.failure.messageKey)));
  }
}
