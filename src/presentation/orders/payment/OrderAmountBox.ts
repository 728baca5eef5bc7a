import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Cents } from '../../../domain/money/Cents';
import type { Order } from '../../../domain/orders/Order';
import { amountBounds, type AmountBounds } from '../../../domain/orders/orderAmount';
import { priceBreakdown } from '../../../domain/orders/priceBreakdown';
import { ChangeOrderAmount } from '../../../application/orders/usecases/ChangeOrderAmount';
import { Call } from '../../calls/Call';
import { SessionPresenter } from '../../shell/SessionPresenter';
import { AmountEntry } from '../../widgets/AmountEntry';
import { AMOUNT_WORDS } from './paymentMessages';
import type { PromoOrder } from './PromoCodeBox';

/** The amount modal while it is open: the amount being chosen, and the state of saving it. */
export class AmountEditor {
  readonly amount: AmountEntry;
  /** Saving the amount: any edit clears its failure. */
  readonly save = new Call<Order>(AMOUNT_WORDS);

  constructor(bounds: AmountBounds, initial: Cents) {
    this.amount = new AmountEntry(
      () => bounds,
      initial,
      () => {
        if (this.save.failure !== null) this.save.reset();
      },
    );
    // The order's card price may be more than the consumer may buy now (cards bought since): the
    // box says so, as Buy New Card does for an amount chosen before.
    this.amount.offer(initial);
    makeAutoObservable(this, { amount: false });
  }

  get canSave(): boolean {
    return this.amount.amountCents !== null && !this.save.running;
  }
}

/** The payment page's amount modal (SPEC section 5): a new card price for the page's order. */
@injectable()
export class OrderAmountBox {
  /** The modal, while it is open. */
  editor: AmountEditor | null = null;
  private page: PromoOrder | null = null;

  constructor(
    @inject(ChangeOrderAmount) private readonly changeOrderAmount: ChangeOrderAmount,
    @inject(SessionPresenter) private readonly session: SessionPresenter,
  ) {
    makeAutoObservable(this);
  }

  /** Opens on the order's card price, within the ordering bounds lowered by the consumer's maxAllowedAmount. */
  open(page: PromoOrder): void {
    if (page.order === null) return;
    this.page = page;
    const bounds = amountBounds('ordering', this.session.consumer);
    this.editor = new AmountEditor(bounds, priceBreakdown(page.order).cardPrice);
  }

  close(): void {
    this.editor = null;
  }

  /** Saves the amount typed; an amount just pulled into range is shown with its bound first, not saved. */
  async save(): Promise<void> {
    const { editor, page } = this;
    const orderId = page?.orderId;
    if (!editor || !page || !orderId || editor.save.running) return;
    const amount = editor.amount.toSubmit();
    if (amount === null) return;
    const result = await editor.save.run(() => this.changeOrderAmount.execute({ orderId, amount }));
    if (!result?.ok) return;
    page.orderChanged(result.value);
    if (this.editor === editor) this.close();
  }
}
