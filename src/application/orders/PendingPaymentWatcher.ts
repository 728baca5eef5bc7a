import { inject, injectable } from 'inversify';
import type { Order } from '../../domain/orders/Order';
import type { PendingPageOutcome } from '../../domain/orders/pendingPageOutcome';
import { PENDING_ORDER_RETRY_MS } from '../../domain/timing';
import type { AppError } from '../shared/Result';
import { SCHEDULER, type Scheduler } from '../shared/Scheduler';
import { ReadPendingPayment } from './usecases/ReadPendingPayment';

export type PendingPaymentProgress =
  { type: 'outcome'; outcome: PendingPageOutcome; order: Order } | { type: 'error'; error: AppError };

export type PendingPaymentListener = (progress: PendingPaymentProgress) => void;

/**
 * The pending page's wait (SPEC section 4): the order is read on arrival and, unless it is already
 * settled, once more after PENDING_ORDER_RETRY_MS; the retry posts the pending notice when the domain
 * says so. A failed first read is retried too.
 */
@injectable()
export class PendingPaymentWatcher {
  constructor(
    @inject(ReadPendingPayment) private readonly readPending: ReadPendingPayment,
    @inject(SCHEDULER) private readonly scheduler: Scheduler,
  ) {}

  /** Starts watching; the returned function stops it (nothing is reported afterwards). */
  watch(orderId: string, listener: PendingPaymentListener): () => void {
    let watching = true;
    let cancelRetry: () => void = () => undefined;
    const read = async (attempt: number): Promise<void> => {
      const result = await this.readPending.execute({ orderId, attempt });
      if (!watching) return;
      listener(result.ok ? { type: 'outcome', ...result.value } : { type: 'error', error: result.error });
      const retry = result.ok ? result.value.outcome === 'retryLater' : attempt === 0;
      if (retry) cancelRetry = this.scheduler.after(PENDING_ORDER_RETRY_MS, () => void read(attempt + 1));
    };
    void read(0);
    return () => {
      watching = false;
      cancelRetry();
    };
  }
}
