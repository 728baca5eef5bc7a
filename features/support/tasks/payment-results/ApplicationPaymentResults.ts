import assert from 'node:assert/strict';
import type { ServiceIdentifier } from 'inversify';
import type { Cents } from '../../../../src/domain/money/Cents';
import { formatMoney } from '../../../../src/domain/money/formatMoney';
import { ORDER_GATEWAY } from '../../../../src/application/orders/ports/OrderGateway';
import { CardsPresenter } from '../../../../src/presentation/cards/CardsPresenter';
import { OrderCancelPresenter } from '../../../../src/presentation/orderResult/OrderCancelPresenter';
import { OrderPendingPresenter } from '../../../../src/presentation/orderResult/OrderPendingPresenter';
import { OrderSuccessPresenter } from '../../../../src/presentation/orderResult/OrderSuccessPresenter';
import { PaymentPresenter } from '../../../../src/presentation/payment/PaymentPresenter';
import { LanguagePresenter } from '../../../../src/presentation/shell/LanguagePresenter';
import { Navigation } from '../../../../src/presentation/shell/Navigation';
import { shownText } from '../../locale/shownText';
import { app, flow, settle } from '../../scenarioApp';
import { providerPage } from '../payment/providerPage';
import type { ShopWorld } from '../../world';
import type {
  CancelledWarning,
  DemoOrder,
  PaymentResultsTasks,
  ProviderOutcome,
  ResultPlace,
} from './PaymentResultsTasks';

/** The result pages and the cards, each known by its route. */
const PLACES: Record<ResultPlace, RegExp> = {
  payment: /^\/order\/[^/?]+\/payment$/,
  thankYou: /^\/order\/[^/?]+\/success$/,
  pending: /^\/order\/[^/?]+\/pending$/,
  cancel: /^\/order\/[^/?]+\/cancel$/,
  investigation: /^\/order\/[^/?]+\/investigation$/,
  cards: /^\/consumer\/cards(\?.*)?$/,
};

function placeOf(route: string): ResultPlace | null {
  return (Object.keys(PLACES) as ResultPlace[]).find((place) => PLACES[place].test(route)) ?? null;
}

/** The sandbox's demo orders (docs/sandbox.md), by what keeps them from being paid. */
const DEMO_ORDERS: Record<DemoOrder, string> = {
  'already paid': 'order-demo-investigation',
  blocked: 'order-demo-allegations-unsubstantiated',
  'flagged as suspicious': 'order-demo-failed-transfer-of-funds',
  'awaiting payment': 'order-demo-created',
};

const PARTLY_PAID_ORDER = 'order-demo-partially-paid';

/** In-process: each page is its presenter, over the scenario's sandbox container and time. */
export class ApplicationPaymentResults implements PaymentResultsTasks {
  private route = '';
  private payment: PaymentPresenter | null = null;
  private pending: OrderPendingPresenter | null = null;
  private leave: () => void = () => undefined;

  constructor(private readonly world: ShopWorld) {}

  async payAndSettle(method: string, outcome: ProviderOutcome): Promise<void> {
    const page = await this.openPayment(this.orderId());
    this.choose(page, method);
    await page.pay();
    const exit = this.service(Navigation).take();
    assert.ok(exit?.kind === 'away', `Pay did not open the provider: ${shownText(page.payError)}`);
    const provider = await providerPage(this.world, exit.url);
    await provider.complete(outcome);
    this.follow(`the provider did not send the consumer back: ${shownText(provider.completion.failure)}`);
    // The pending page starts watching as the consumer arrives.
    if (this.place() === 'pending') await this.openPendingPage();
  }

  place(): ResultPlace | null {
    return placeOf(this.route);
  }

  async thankYouShowsPaid(): Promise<boolean> {
    const page = await this.openThankYou();
    return page.screen === 'paid';
  }

  async continueFromThankYou(): Promise<{ place: ResultPlace | null; selectedBalance: string | null }> {
    const page = await this.openThankYou();
    this.goTo(page.continueTo);
    const selected = new URL(this.route, 'http://shop.invalid').searchParams.get('selected');
    const tile = selected === null ? null : this.service(CardsPresenter).selectedFor(selected);
    return {
      place: this.place(),
      selectedBalance: tile !== null && tile.id === selected ? tile.availableBalance : null,
    };
  }

  money(amount: Cents): string {
    // In the language the shop shows now (the demo consumer's stored choice).
    return formatMoney(amount, this.service(LanguagePresenter).language);
  }

  async tryToPay(order: DemoOrder, method: string): Promise<void> {
    const page = await this.openPayment(DEMO_ORDERS[order]);
    this.choose(page, method);
    await page.pay();
  }

  paymentPageSays(): string | null {
    return shownText(this.paymentPage().payError);
  }

  methodChoice(): { canChoose: boolean; chosen: boolean } {
    const page = this.paymentPage();
    return { canChoose: !page.methodsDisabled, chosen: page.selectedMethodId !== null };
  }

  async openPendingPage(partlyPaid = false): Promise<void> {
    const orderId = partlyPaid ? PARTLY_PAID_ORDER : this.orderId();
    if (partlyPaid) this.goTo(`/order/${orderId}/pending`);
    assert.equal(this.place(), 'pending', `expected the pending page, but the app shows ${this.route}`);
    const page = this.service(OrderPendingPresenter);
    this.pending = page;
    this.leave = page.start(orderId);
    await settle();
  }

  pendingPageWaits(): boolean {
    return this.pendingPage().screen === 'waiting';
  }

  pendingNoticePosted(): boolean {
    return this.pendingPage().pendingNoticePosted;
  }

  async wait(ms: number): Promise<ResultPlace | null> {
    await this.world.state(flow).time.advance(ms);
    const next = this.service(Navigation).take();
    if (next === null) return null;
    assert.equal(next.kind, 'app');
    if (next.kind === 'app') this.goTo(next.path);
    return this.place();
  }

  anythingScheduled(): boolean {
    return this.world.state(flow).time.waitingDelays().length > 0;
  }

  async openCancelPage(): Promise<void> {
    const orderId = this.orderId();
    if (this.place() !== 'cancel') this.goTo(`/order/${orderId}/cancel`);
    await this.service(OrderCancelPresenter).cancel(orderId);
    this.follow('the cancel page did not move on');
  }

  async orderStatus(): Promise<string> {
    const order = await this.service(ORDER_GATEWAY).get(this.orderId());
    return order.status;
  }

  cancelledWarnings(): [CancelledWarning | null, CancelledWarning | null] {
    assert.equal(this.place(), 'cards', `expected the cards, but the app shows ${this.route}`);
    const warning = (): CancelledWarning | null => {
      const cards = this.service(CardsPresenter);
      if (cards.paymentCancelled === null) return null;
      const notes = cards.paymentCancelledNotes;
      return {
        orderCancelled: notes.includes('cards.page.paymentCancelled.orderCancelled'),
        newOrderOffered: notes.includes('cards.page.paymentCancelled.newOrder'),
      };
    };
    return [warning(), warning()];
  }

  // ---------------------------------------------------------------- the pages

  private async openPayment(orderId: string): Promise<PaymentPresenter> {
    this.goTo(`/order/${orderId}/payment`);
    const page = this.service(PaymentPresenter);
    this.payment = page;
    this.leave = () => page.close();
    await page.open(orderId);
    assert.equal(page.loadFailed, false, 'the payment page could not load');
    return page;
  }

  private choose(page: PaymentPresenter, name: string): void {
    const method = page.visibleMethods.find((candidate) => candidate.name === name);
    assert.ok(method, `no method "${name}" among ${page.visibleMethods.map((m) => m.name).join(', ')}`);
    page.selectMethod(method.id);
  }

  private async openThankYou(): Promise<OrderSuccessPresenter> {
    assert.equal(this.place(), 'thankYou', `expected the thank-you page, but the app shows ${this.route}`);
    const page = this.service(OrderSuccessPresenter);
    this.leave = page.start(this.orderId());
    for (let round = 0; round < 100 && page.screen === 'loading'; round += 1) await settle();
    const next = this.service(Navigation).take();
    if (next?.kind === 'app') this.goTo(next.path);
    return page;
  }

  private paymentPage(): PaymentPresenter {
    assert.ok(this.payment && this.place() === 'payment', `the app shows ${this.route}, not a payment page`);
    return this.payment;
  }

  private pendingPage(): OrderPendingPresenter {
    assert.ok(this.pending, 'the pending page was not opened');
    return this.pending;
  }

  private follow(refused: string): void {
    const next = this.service(Navigation).take();
    assert.ok(next?.kind === 'app', refused);
    this.goTo(next.path);
  }

  private goTo(route: string): void {
    this.leave();
    this.leave = () => undefined;
    this.route = route;
  }

  private orderId(): string {
    const { orderId } = this.world.state(flow);
    assert.ok(orderId, 'no order was created');
    return orderId;
  }

  private service<T>(id: ServiceIdentifier<T>): T {
    return app(this.world).container.get(id);
  }
}
