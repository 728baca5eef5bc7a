import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { buyCardOffer, type BuyCardOffer } from '../../domain/cards/buyCardOffer';
import { isFirstCard } from '../../domain/orders/fees';
import { validateAmount } from '../../domain/orders/orderAmountValidation';
import { buildOrderLines } from '../../domain/orders/orderLines';
import { priceBreakdown, type PriceBreakdown } from '../../domain/orders/priceBreakdown';
import { TakeStoredOrderAmount } from '../../application/orders/usecases/TakeStoredOrderAmount';
import { OrderBoxPresenter } from '../widgets/orderBox/OrderBoxPresenter';
import type { PageAt, PagePresenter } from '../shell/PageHost';
import { SessionPresenter } from '../shell/SessionPresenter';

/** Buy New Card (/consumer/cards/new, SPEC sections 2, 5 and 9). */
@injectable()
export class BuyCardPresenter implements PagePresenter<never, 'selected'> {
  /** The card selected on the cards screen, kept for the way back from the identity upgrade. */
  selectedId: string | null = null;

  constructor(
    @inject(OrderBoxPresenter) readonly box: OrderBoxPresenter,
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(TakeStoredOrderAmount) private readonly takeStoredAmount: TakeStoredOrderAmount,
  ) {
    box.showIn('ordering');
    makeAutoObservable(this);
  }

  /** An amount chosen before registering whose order was refused is in the box again, pulled into range. */
  enter({ query }: PageAt<never, 'selected'>): void {
    this.selectedId = query.selected;
    const stored = this.takeStoredAmount.execute();
    if (stored !== null) this.box.entry.offer(stored);
  }

  get offer(): BuyCardOffer {
    return buyCardOffer(this.session.consumer);
  }

  /** Null while the amount is not one the shop sells. */
  get preview(): PriceBreakdown | null {
    const consumer = this.session.consumer;
    const { amountCents: amount, bounds } = this.box.entry;
    if (consumer === null || amount === null || validateAmount(amount, bounds) !== null) return null;
    return priceBreakdown({ orderLines: buildOrderLines(amount, { isFirstCard: isFirstCard(consumer) }) });
  }
}
