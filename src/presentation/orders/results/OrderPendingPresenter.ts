import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  PendingPaymentWatcher,
  type PendingPaymentProgress,
} from '../../../application/orders/PendingPaymentWatcher';
import { Navigation } from '../../shell/Navigation';
import { paths } from '../../shell/paths';
import type { PageAt, PagePresenter } from '../../shell/PageHost';

/** The order pending page (SPEC sections 4 and 9): PendingPaymentWatcher reads the order on arrival and after 30 s. */
@injectable()
export class OrderPendingPresenter implements PagePresenter<'orderId'> {
  orderId = '';
  /** Every report of the watcher, in order (the first is the read on arrival). */
  private reports: PendingPaymentProgress[] = [];
  private stopWatching: () => void = () => undefined;

  constructor(
    @inject(PendingPaymentWatcher) private readonly watcher: PendingPaymentWatcher,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    makeAutoObservable<OrderPendingPresenter, 'stopWatching'>(this, { stopWatching: false });
  }

  /** waiting — the result is awaited and another look is due; stopped — no more looks: the calm message. */
  get screen(): 'waiting' | 'stopped' {
    const last = this.reports.at(-1);
    if (last === undefined) return 'waiting';
    // A failed first read is tried again by the watcher; a failed retry ends the wait.
    if (last.type === 'error') return this.reports.length > 1 ? 'stopped' : 'waiting';
    return last.outcome === 'retryLater' || last.outcome === 'goToSuccess' ? 'waiting' : 'stopped';
  }

  /** Whether the retry told the server the payment is still pending (SPEC section 4). */
  get pendingNoticePosted(): boolean {
    return this.reports.some((report) => report.type === 'outcome' && report.outcome === 'postPendingNotice');
  }

  enter({ params: { orderId } }: PageAt<'orderId'>): void {
    this.leave();
    this.orderId = orderId;
    this.reports = [];
    this.stopWatching = this.watcher.watch(orderId, (progress) => {
      runInAction(() => this.reports.push(progress));
      if (progress.type === 'outcome' && progress.outcome === 'goToSuccess')
        this.navigation.goTo(paths.orderSuccess(orderId), { replace: true });
    });
  }

  leave(): void {
    this.stopWatching();
    this.stopWatching = () => undefined;
  }
}
