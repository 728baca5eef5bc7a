import { makeAutoObservable, runInAction } from 'mobx';
import type { Order } from '../../../domain/orders/Order';
import { promoCodeToSend } from '../../../domain/orders/promo';
import type { ApplyPromoCode } from '../../../application/orders/usecases/ApplyPromoCode';
import type { RemovePromoCode } from '../../../application/orders/usecases/RemovePromoCode';
import type { Result } from '../../../application/shared/Result';
import { messageOf, type Message } from '../../messages/Message';
import { PAYMENT_MESSAGE_KEYS, promoFailure } from './paymentMessages';

/** The order the box works on, as the payment page holds it. */
export interface PromoOrder {
  readonly orderId: string | null;
  readonly order: Order | null;
  /** The order as the server answered it after a code was applied or removed. */
  orderChanged(order: Order): void;
}

/**
 * The payment page's promo box (SPEC sections 5 and 8): a code to apply (sent as discountCode), the
 * codes the order carries, each removable, and the spec's message when a code is invalid or used.
 */
export class PromoCodeBox {
  text = '';
  busy = false;
  error: Message | null = null;

  constructor(
    private readonly applyPromoCode: ApplyPromoCode,
    private readonly removePromoCode: RemovePromoCode,
    private readonly page: PromoOrder,
  ) {
    makeAutoObservable<PromoCodeBox, 'applyPromoCode' | 'removePromoCode' | 'page'>(this, {
      applyPromoCode: false,
      removePromoCode: false,
      page: false,
    });
  }

  /** The promo codes the order carries, each once, in the order of its lines. */
  get appliedCodes(): string[] {
    const codes = (this.page.order?.orderLines ?? [])
      .filter((line) => line.type === 'discount' && line.discountCode !== null)
      .map((line) => line.discountCode ?? '');
    return [...new Set(codes)];
  }

  type(text: string): void {
    this.text = text;
    this.error = null;
  }

  /** A fresh box, for another order. */
  reset(): void {
    this.text = '';
    this.busy = false;
    this.error = null;
  }

  async apply(): Promise<void> {
    const orderId = this.page.orderId;
    if (orderId === null || this.busy) return;
    if (promoCodeToSend(this.text) === null) {
      // Nothing typed is not a wrong code: the box asks for one.
      this.error = messageOf(PAYMENT_MESSAGE_KEYS.promoRequired);
      return;
    }
    this.busy = true;
    this.error = null;
    const result = await this.applyPromoCode.execute({ orderId, code: this.text });
    this.settle(result, () => (this.text = ''));
  }

  async remove(code: string): Promise<void> {
    const orderId = this.page.orderId;
    if (orderId === null || this.busy) return;
    this.busy = true;
    this.error = null;
    this.settle(await this.removePromoCode.execute({ orderId, code }));
  }

  private settle(result: Result<Order>, onApplied: () => void = () => undefined): void {
    runInAction(() => {
      this.busy = false;
      if (!result.ok) {
        this.error = promoFailure(result.error);
        return;
      }
      this.page.orderChanged(result.value);
      onApplied();
    });
  }
}
