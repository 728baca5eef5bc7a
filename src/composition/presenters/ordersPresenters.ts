import { ContainerModule } from 'inversify';
import { OrderCancelPresenter } from '../../presentation/orderResult/OrderCancelPresenter';
import { OrderErrorPresenter } from '../../presentation/orderResult/OrderErrorPresenter';
import { OrderPendingPresenter } from '../../presentation/orderResult/OrderPendingPresenter';
import { OrderSuccessPresenter } from '../../presentation/orderResult/OrderSuccessPresenter';
import { OrdersPresenter } from '../../presentation/orders/OrdersPresenter';
import { PaymentErrorFlag } from '../../presentation/payment/PaymentErrorFlag';
import { PaymentPresenter } from '../../presentation/payment/PaymentPresenter';
import { SessionCountdown } from '../../presentation/payment/SessionCountdown';
import { SandboxPaymentPresenter } from '../../presentation/sandbox/payment/SandboxPaymentPresenter';

/** The ordering, payment and order-result screens' presenters: one per screen visit. */
export const ordersPresenters = new ContainerModule(({ bind }) => {
  // Consumer Orders.
  bind(OrdersPresenter).toSelf();
  // Order result pages (issue 8 item 4).
  bind(OrderSuccessPresenter).toSelf();
  bind(OrderPendingPresenter).toSelf();
  bind(OrderErrorPresenter).toSelf();
  bind(OrderCancelPresenter).toSelf();
  // Payment (issue 8 items 2 and 3). The error flag is app-wide: the error pages raise it, Payment takes it.
  bind(PaymentErrorFlag).toSelf().inSingletonScope();
  bind(PaymentPresenter).toSelf();
  bind(SessionCountdown).toSelf();
  bind(SandboxPaymentPresenter).toSelf();
});
