import { makeAutoObservable, runInAction } from 'mobx';
import type { Order } from '../../../domain/orders/Order';
import { appliedPromoCodes, promoCodeToSend } from '../../../domain/orders/promo';
import type { ApplyPromoCode } from '../../../application/orders/usecases/ApplyPromoCode';
import type { RemovePromoCode } from '../../../application/orders/usecases/RemovePromoCode';
import { Call } from '../../calls/Call';
import { messageOf } from '../../messages/Message';
import { PROMO_WORDS } from './paymentMessages';

/** The order the box works on, as the payment page holds it. */
export interface PromoOrder {
  readonly orderId: string | null;
  readonly order: Order | null;
  orderChanged(order: Order): void;
}

/** The payment page's promo box (SPEC sections 5 and 8): a code to apply, the order's codes, each removable. */
export class PromoCodeBox {
  text = '';
  /** Applying or removing a code, one at a time. */
  readonly change = new Call<Order>(PROMO_WORDS, { done: (order) => this.page.orderChanged(order) });

  constructor(
    private readonly applyPromoCode: ApplyPromoCode,
    private readonly removePromoCode: RemovePromoCode,
    private readonly page: PromoOrder,
  ) {
    makeAutoObservable(this);
  }

  get appliedCodes(): string[] {
    return this.page.order === null ? [] : appliedPromoCodes(this.page.order);
  }

  /** An edit clears a failure; a code being applied stays busy (a second Apply would be sent alongside). */
  type(text: string): void {
    this.text = text;
    if (this.change.failure !== null) this.change.reset();
  }

  /** A fresh box, for another order. */
  reset(): void {
    this.text = '';
    this.change.reset();
  }

  async apply(): Promise<void> {
    const orderId = this.page.orderId;
    if (orderId === null || this.change.running) return;
    // Nothing typed is not a wrong code: the box asks for one.
    if (promoCodeToSend(this.text) === null) {
      this.change.refuse(messageOf('payment.promo.required'));
      return;
    }
    const code = this.text;
    const result = await this.change.run(() => this.applyPromoCode.execute({ orderId, code }));
    if (result?.ok) runInAction(() => (this.text = ''));
  }

  async remove(code: string): Promise<void> {
    const orderId = this.page.orderId;
    if (orderId !== null) await this.change.run(() => this.removePromoCode.execute({ orderId, code }));
  }
}
