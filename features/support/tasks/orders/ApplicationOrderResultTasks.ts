import assert from 'node:assert/strict';
import type { ServiceIdentifier } from 'inversify';
import type { Card } from '../../../../src/domain/cards/Card';
import type { Consumer } from '../../../../src/domain/consumer/Consumer';
import {
  CLUSTER_STATUSES,
  ORDER_STATUSES,
  type ClusterStatus,
  type Order,
  type OrderStatus,
} from '../../../../src/domain/orders/Order';
import { ORDER_GATEWAY, type OrderGateway } from '../../../../src/application/orders/ports/OrderGateway';
import { ConsumerSession } from '../../../../src/application/session/ConsumerSession';
import { signIn } from '../../../../src/composition/testing/sandboxApp';
import { OrderPendingPresenter } from '../../../../src/presentation/orders/results/OrderPendingPresenter';
import { OrderSuccessPresenter } from '../../../../src/presentation/orders/results/OrderSuccessPresenter';
import { PaymentPresenter } from '../../../../src/presentation/orders/payment/PaymentPresenter';
import { Navigation } from '../../../../src/presentation/shell/Navigation';
import { paths } from '../../../../src/presentation/shell/paths';
import { shownText } from '../../locale/shownText';
import { app, credentialsOf, flow, service, settle } from '../../scenarioApp';
import type { ShopWorld } from '../../world';
import { enterPageAs, placeOf, selectedCardOf } from '../journey/places';
import type {
  ContinuedTo,
  OrderResultTasks,
  PaymentPageState,
  PendingPageState,
  ProfilesSeen,
  SuccessPageShown,
} from './OrderResultTasks';
import { ReportedOrders } from './ReportedOrders';

/** "pending payment" as a person writes it, pending_payment as the issuer sends it. */
function orderStatus(words: string): OrderStatus {
  const status = ORDER_STATUSES.find((candidate) => candidate === words.replaceAll(' ', '_'));
  assert.ok(status, `unknown order status "${words}"`);
  return status;
}

function paymentState(words: string): ClusterStatus {
  const state = CLUSTER_STATUSES.find((candidate) => candidate === words.replaceAll(' ', '_'));
  assert.ok(state, `unknown payment state "${words}"`);
  return state;
}

/** How long the scenario lets pass to reach the pending page's retry (the feature's "30 seconds later"), and well after it. */
const RETRY_WAIT_MS = 30_000;
const WELL_AFTER_MS = 60_000;

/**
 * The result pages in-process, on the scenario's sandbox container: the payer signs in, the issuer
 * reports the order as the scenario says (ReportedOrders stands in front of the sandbox's order
 * calls), and each page is its presenter, entered as the page enters it.
 */
export class ApplicationOrderResultTasks implements OrderResultTasks {
  private payment: ClusterStatus = 'paid';
  private status: OrderStatus = 'completed';
  private profile: 'as it is' | 'updated' | 'none' = 'as it is';
  private payer: 'full' | 'basic' = 'full';
  private card: string | null = null;
  private reported: ReportedOrders | null = null;
  private signedIn: Consumer | null = null;
  private carried: Consumer | null = null;
  private successPage: OrderSuccessPresenter | null = null;
  private paymentPresenter: PaymentPresenter | null = null;

  constructor(private readonly world: ShopWorld) {}

  orderReportedAs(payment: string, status: string): void {
    this.payment = paymentState(payment);
    this.status = orderStatus(status);
  }

  orderCarriesProfile(profile: 'updated' | 'none'): void {
    this.profile = profile;
  }

  payerPassed(check: 'full' | 'basic'): void {
    this.payer = check;
  }

  orderBrought(card: string | null): void {
    this.card = card;
  }

  async openSuccessPage(): Promise<SuccessPageShown> {
    const { orders, orderId } = await this.report();
    const { page } = await this.enter(paths.orderSuccess(orderId), OrderSuccessPresenter);
    this.successPage = page;
    assert.ok(orders.successReads > 0, 'the success page read nothing');
    const next = this.service(Navigation).take();
    if (next?.kind === 'app' && next.path.endsWith('/investigation')) return 'the investigation page';
    assert.equal(next, null, `the success page left for ${JSON.stringify(next)}`);
    if (page.screen === 'failed') return 'the error page';
    assert.equal(page.screen, 'paid', `the success page shows ${page.screen}`);
    return 'the thank-you page';
  }

  profiles(): ProfilesSeen {
    return {
      held: this.service(ConsumerSession).current,
      carried: this.carried,
      before: this.signedIn,
    };
  }

  async continueFromThankYou(): Promise<ContinuedTo> {
    if (this.successPage === null) assert.equal(await this.openSuccessPage(), 'the thank-you page');
    assert.ok(this.successPage);
    const path = this.successPage.continueTo;
    const place = placeOf(path);
    const names: Record<string, string> = {
      cards: 'my cards',
      orderIdentityInfo: 'the identity verification information',
    };
    return { place: (place && names[place]) ?? path, selected: selectedCardOf(path) };
  }

  async checkOnPendingPage(
    moment: 'on arrival' | 'on its retry' | 'after its retry',
  ): Promise<PendingPageState> {
    const { orders, orderId } = await this.report();
    const time = this.world.state(flow).time;
    const page = this.service(OrderPendingPresenter);
    page.enter({ params: { orderId }, query: {} });
    await settle();
    if (moment !== 'on arrival') await time.advance(RETRY_WAIT_MS);
    if (moment === 'after its retry') await time.advance(WELL_AFTER_MS);
    const next = this.service(Navigation).take();
    return {
      wentToThankYou: next?.kind === 'app' && placeOf(next.path) === 'thankYou',
      stillWaiting: page.screen === 'waiting' || page.screen === 'stopped',
      checksDue: time.waitingDelays().map((ms) => ms / 1000),
      toldTheShopStillPending: page.pendingNoticePosted && orders.pendingNotices > 0,
      checks: orders.processReads,
    };
  }

  async openPaymentPage(chooseMethod: boolean): Promise<void> {
    this.payment = 'unpaid';
    this.status = 'pending_payment';
    const { orders, orderId } = await this.report();
    orders.reportAsIs = true;
    const { page } = await this.enter(paths.orderPayment(orderId), PaymentPresenter);
    this.paymentPresenter = page;
    assert.equal(page.load.status, 'shown', 'the payment page could not load');
    const [method] = page.visibleMethods;
    assert.ok(method, 'the payment page offers no method');
    if (chooseMethod) page.selectMethod(method.id);
  }

  async payButPaymentCannotStart(payment: string | null): Promise<void> {
    const page = this.paymentPresenter;
    assert.ok(page && this.reported, 'the payment page is not open');
    const { sandbox } = app(this.world);
    sandbox.failNext('startPayment', 500);
    if (payment === null) sandbox.failNext('getOrder', 500);
    else {
      this.payment = paymentState(payment);
      this.reported.reportAsIs = false;
    }
    await page.pay();
    assert.equal(this.service(Navigation).take(), null, 'Pay left the payment page');
  }

  paymentPage(): PaymentPageState {
    const page = this.paymentPresenter;
    assert.ok(page, 'the payment page is not open');
    return {
      message: shownText(page.payment.failure),
      methodsDisabled: page.methodsDisabled,
      chosenMethod: page.selectedMethodId,
      payEnabled: page.canPay,
    };
  }

  // ---------------------------------------------------------------- the order as the issuer reports it

  /** Signs the payer in once, and has the issuer report one of the payer's orders as the scenario says. */
  private async report(): Promise<{ orders: ReportedOrders; orderId: string }> {
    if (this.reported === null) {
      const { container } = app(this.world);
      const real = container.get<OrderGateway>(ORDER_GATEWAY);
      this.reported = new ReportedOrders(real, () => this.reportedOrder());
      container.rebind(ORDER_GATEWAY).toConstantValue(this.reported);
      this.signedIn = await signIn(container, credentialsOf(this.payer === 'full' ? 'Camille' : 'Lucas'));
      this.service(Navigation).take();
      const orders = await real.list();
      const base = orders.find((order) => order.status === 'created') ?? orders[0];
      assert.ok(base, 'the payer has no order to start from');
      this.reported.base = base;
      this.carried =
        this.profile === 'none'
          ? null
          : this.profile === 'updated'
            ? { ...this.signedIn, city: this.signedIn.city === 'Lyon' ? 'Nantes' : 'Lyon' }
            : this.signedIn;
    }
    assert.ok(this.reported.base);
    return { orders: this.reported, orderId: this.reported.base.id };
  }

  private reportedOrder(): { order: Partial<Order>; cards: Card[] } {
    const own = this.signedIn?.cards[0];
    const card = this.card;
    assert.ok(card === null || own, 'the payer holds no card to model the new one on');
    return {
      order: { clusterStatus: this.payment, status: this.status, consumer: this.carried },
      cards: card === null || own === undefined ? [] : [{ ...own, id: card, cardId: card }],
    };
  }

  private enter<T>(route: string, kind: abstract new (...args: never[]) => T) {
    return enterPageAs(app(this.world).container, route, kind);
  }

  private service<T>(id: ServiceIdentifier<T>): T {
    return service(this.world, id);
  }
}
