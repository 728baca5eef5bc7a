import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { PaymentSuccess } from '../../../application/orders/PaymentSuccess';
import {
  READ_PAYMENT_SUCCESS,
  ReadPaymentSuccess,
} from '../../../application/orders/usecases/ReadPaymentSuccess';
import type { Cents } from '../../../domain/money/Cents';
import { PageLoad } from '../../calls/PageLoad';
import { Navigation } from '../../shell/Navigation';
import { paths } from '../../shell/paths';
import type { PageAt, PagePresenter } from '../../shell/PageHost';

/** The order success page (SPEC sections 4 and 8); the use case stores the consumer a paid order carries. */
@injectable()
export class OrderSuccessPresenter implements PagePresenter<'orderId'> {
  orderId = '';

  constructor(
    @inject(ReadPaymentSuccess) private readonly readSuccess: ReadPaymentSuccess,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(PageLoad) readonly load: PageLoad<PaymentSuccess>,
  ) {
    makeAutoObservable(this);
  }

  enter({ params: { orderId } }: PageAt<'orderId'>): Promise<void> {
    this.orderId = orderId;
    return this.load.enter({
      read: () => this.readSuccess.execute(orderId),
      replay: READ_PAYMENT_SUCCESS,
      owns: (success) => success.order.id === orderId,
      words: { serverWords: 'never', otherwise: 'orderResult.success.loadFailed' },
      otherFailuresLeave: true,
      done: ({ outcome }) => {
        if (outcome.kind === 'investigation')
          this.navigation.goTo(paths.orderInvestigation(orderId), { replace: true });
      },
    });
  }

  /** failed: the order is not paid ("Oh, snap!"); loadFailed: the connection failed. Anything else leaves the page. */
  get screen(): 'loading' | 'paid' | 'failed' | 'signInNeeded' | 'loadFailed' {
    const { status, value } = this.load;
    if (status === 'shown') return value?.outcome.kind === 'error' ? 'failed' : 'paid';
    return status === 'failed' ? 'loadFailed' : status;
  }

  /** Continue: the cards or the order's KYC info page; the cards (first card selected, when any) if nothing else is known. */
  get continueTo(): string {
    const success = this.load.value;
    const target = success?.continueTo ?? { to: 'cards', selected: success?.firstCardId ?? null };
    return target.to === 'cards'
      ? paths.cards({ selected: target.selected })
      : paths.orderInfoKyc(this.orderId, target.selected);
  }

  /** The card value the order bought (its product line), for the thank-you and failure texts. */
  get cardValue(): Cents | null {
    const product = this.load.value?.order.orderLines.find((line) => line.type === 'product');
    return product?.amount.amount ?? null;
  }
}
