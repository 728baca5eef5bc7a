import { inject, injectable } from 'inversify';
import { CancelPayment } from '../../../application/orders/usecases/CancelPayment';
import { Navigation } from '../../shell/Navigation';
import { paths } from '../../shell/paths';
import type { PageAt, PagePresenter } from '../../shell/PageHost';

/** The order cancel page (SPEC sections 4 and 8): CancelPayment raises the cards' warning whatever the answer. */
@injectable()
export class OrderCancelPresenter implements PagePresenter<'orderId'> {
  private cancelling: Promise<void> | null = null;
  private shown = false;

  constructor(
    @inject(CancelPayment) private readonly cancelPayment: CancelPayment,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {}

  /** Posts the cancel (once per page visit, however often asked), then goes on to the cards. */
  enter({ params: { orderId } }: PageAt<'orderId'>): Promise<void> {
    this.shown = true;
    this.cancelling ??= this.cancelPayment.execute(orderId).then(() => {
      if (this.shown) this.navigation.goTo(paths.cards(), { replace: true });
    });
    return this.cancelling;
  }

  /** The page was left before the cancel was answered: it stays where the visitor went. */
  leave(): void {
    this.shown = false;
  }
}
