import type { AmountContext } from '../../../../src/domain/orders/orderAmount';
import type { Cents } from '../../../../src/domain/money/Cents';
import { OrderBoxPresenter } from '../../../../src/presentation/widgets/orderBox/OrderBoxPresenter';
import { Navigation, type Destination } from '../../../../src/presentation/shell/Navigation';
import { paths } from '../../../../src/presentation/shell/paths';
import { shownText } from '../../locale/shownText';
import { app, service } from '../../scenarioApp';
import { askedToSignInAgain, signInAgainOverThePage } from '../signing-in/signInAgainOverThePage';
import type { ShopWorld } from '../../world';
import type { OrderBox, OrderBoxExit } from './OrderBox';

const PAYMENT = /^\/order\/([^/?]+)\/payment$/;

/**
 * The order box in-process: its presenter, shown where the box shows, over the scenario's sandbox,
 * and the app's sign-in window when the session has run out. Every order the shop makes is counted.
 */
export class ApplicationOrderBox implements OrderBox {
  private box: OrderBoxPresenter;
  private lastExit: OrderBoxExit = { to: 'nowhere' };
  private made = 0;

  constructor(
    private readonly world: ShopWorld,
    private readonly context: AmountContext,
  ) {
    this.box = this.shownBox();
    const { sandbox } = app(world);
    const createOrder = sandbox.createOrder.bind(sandbox);
    sandbox.createOrder = (...args) => {
      const created = createOrder(...args);
      this.made += 1;
      return created;
    };
  }

  type(text: string): void {
    this.box.entry.type(text);
  }

  leaveField(): void {
    this.box.entry.blur();
  }

  async order(): Promise<void> {
    await this.box.submit();
    this.lastExit = this.exitOf(service(this.world, Navigation).take());
    if (this.lastExit.to === 'nowhere') return;
    // Sent to another page, the visitor leaves the box (the view unmounts it): a later order is made
    // from the box of a new visit.
    this.box.leave();
    this.box = this.shownBox();
  }

  /** The box as the view shows it on mounting: an order cut off by the session goes on once signed in. */
  private shownBox(): OrderBoxPresenter {
    const box = service(this.world, OrderBoxPresenter);
    box.showIn(this.context);
    box.enter();
    return box;
  }

  shownValue(): string {
    return this.box.entry.text;
  }

  sliderAt(): Cents {
    return this.box.entry.sliderCents;
  }

  message(): string | null {
    return shownText(this.box.message);
  }

  canOrder(): boolean {
    return this.box.canSubmit;
  }

  exit(): OrderBoxExit {
    return this.lastExit;
  }

  askedToSignInAgain(): boolean {
    return askedToSignInAgain(this.world);
  }

  async signInAgain(person: string): Promise<void> {
    await signInAgainOverThePage(this.world, person);
    this.lastExit = this.exitOf(service(this.world, Navigation).take());
  }

  ordersMade(): number {
    return this.made;
  }

  private exitOf(next: Destination | null): OrderBoxExit {
    if (next === null) return { to: 'nowhere' };
    if (next.kind !== 'app') throw new Error(`the order box left the shop for ${next.url}`);
    if (next.path === paths.auth({ register: true })) return { to: 'register first' };
    if (next.path === paths.auth({ register: false })) return { to: 'sign in first' };
    const payment = PAYMENT.exec(next.path);
    if (payment?.[1]) return { to: 'pay', orderId: decodeURIComponent(payment[1]) };
    throw new Error(`the order box sent the visitor to ${next.path}`);
  }
}
