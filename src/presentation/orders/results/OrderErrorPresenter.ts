import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ReadOrderError } from '../../../application/orders/usecases/ReadOrderError';
import { PageLoad } from '../../calls/PageLoad';
import { PaymentErrorFlag } from '../payment/PaymentErrorFlag';
import { Navigation } from '../../shell/Navigation';
import { paths } from '../../shell/paths';
import type { PageAt, PagePresenter } from '../../shell/PageHost';
import { knownProviderError, orderErrorWords } from './knownProviderError';

/** The order error pages (SPEC sections 2, 3, 7 and 8): back to Payment with the error flag raised. */
@injectable()
export class OrderErrorPresenter implements PagePresenter<'orderId'> {
  orderId = '';
  private returning = false;

  constructor(
    @inject(ReadOrderError) private readonly readOrderError: ReadOrderError,
    @inject(PaymentErrorFlag) private readonly flag: PaymentErrorFlag,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(PageLoad) readonly load: PageLoad<{ errorMessage: string | null }>,
  ) {
    makeAutoObservable(this);
  }

  enter({ params }: PageAt<'orderId'> & { params: { errorMessage?: string } }): Promise<void> {
    const { orderId, errorMessage } = params;
    this.orderId = orderId;
    this.returning = errorMessage !== undefined;
    if (errorMessage !== undefined) {
      this.flag.raise(orderId, 'payment.providerError', knownProviderError(errorMessage));
      this.navigation.goTo(paths.orderPayment(orderId), { replace: true });
      return Promise.resolve();
    }
    return this.load.enter({
      read: () => this.readOrderError.execute(orderId),
      words: { serverWords: 'never', otherwise: 'orderResult.error.readFailed' },
      done: (answer) => this.returnToPayment(answer.errorMessage),
    });
  }

  /** returning: error/{errorMessage}, on the way back to Payment; readFailed: ask again, or back to Payment anyway. */
  get screen(): 'returning' | 'reading' | 'readFailed' {
    if (this.returning) return 'returning';
    const { status } = this.load;
    return status === 'failed' || status === 'signInNeeded' ? 'readFailed' : 'reading';
  }

  /** Back to Payment with the server's words, or without them when it could not give them. */
  returnToPayment(message: string | null = null): void {
    this.flag.raise(this.orderId, 'payment.orderError', message === null ? null : orderErrorWords(message));
    this.navigation.goTo(paths.orderPayment(this.orderId), { replace: true });
  }
}
