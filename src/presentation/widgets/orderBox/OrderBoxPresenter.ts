import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { CreateOrderOutcome } from '../../../application/orders/CreateOrderOutcome';
import { CREATE_ORDER, CreateOrder } from '../../../application/orders/usecases/CreateOrder';
import { parseEuros } from '../../../domain/money/parseEuros';
import { cardPictureVariant, type CardPictureVariant } from '../../../domain/orders/cardPictureVariant';
import { ORDER_AMOUNT_DEFAULT, amountBounds, type AmountContext } from '../../../domain/orders/orderAmount';
import { Call } from '../../calls/Call';
import { CallReplays } from '../../calls/CallReplays';
import type { FailureWords } from '../../calls/failureMessage';
import type { Message } from '../../messages/Message';
import { AmountEntry } from '../AmountEntry';
import { Navigation } from '../../shell/Navigation';
import { paths } from '../../shell/paths';
import { SessionPresenter } from '../../shell/SessionPresenter';

function targetOf(outcome: CreateOrderOutcome): string {
  if (outcome.kind === 'created') return paths.orderPayment(outcome.orderId);
  return paths.auth({ register: outcome.tab === 'register' });
}

/** Why the order was not created (SPEC section 8): the general text is followed by the server's words. */
export const ORDER_FAILURE_WORDS: FailureWords = {
  codes: {
    accountLimitReached: 'landing.order.errors.accountLimitReached',
    registrationIncomplete: 'landing.order.errors.registrationIncomplete',
    tooManyUnpaidOrders: 'landing.order.errors.tooManyUnpaidOrders',
  },
  offline: 'landing.order.errors.network',
  fields: ['amount'],
  serverWords: 'after',
  otherwise: 'landing.order.errors.general',
};

/** The order box (SPEC sections 1, 4 and 5): an amount within the bounds of where it shows, and "Get my card". */
@injectable()
export class OrderBoxPresenter {
  private context: AmountContext = 'landing';
  /** Any edit of the amount clears the last failure. */
  readonly entry: AmountEntry;
  readonly order = new Call<CreateOrderOutcome>(ORDER_FAILURE_WORDS, {
    done: (outcome) => this.navigation.goTo(targetOf(outcome)),
  });

  constructor(
    @inject(CreateOrder) private readonly createOrder: CreateOrder,
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(CallReplays) private readonly replays: CallReplays,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    this.entry = new AmountEntry(
      () => amountBounds(this.context, this.session.consumer),
      ORDER_AMOUNT_DEFAULT,
      () => {
        if (this.order.failure !== null) this.order.reset();
      },
    );
    makeAutoObservable(this);
  }

  showIn(context: AmountContext): void {
    this.context = context;
  }

  /** While the box shows, an order kept at an expired session and created after sign-in goes on to Payment. */
  enter(): void {
    this.replays.hear(this.order, CREATE_ORDER, 'settle');
  }

  leave(): void {
    this.replays.leave();
  }

  /** The card picture above the box, by its maximum (SPEC section 9: 200 versus 150 EUR). */
  get cardPicture(): CardPictureVariant {
    return cardPictureVariant(this.entry.bounds.max);
  }

  /** The message under the box: the amount's own message first, else why the last order failed. */
  get message(): Message | null {
    return this.entry.message ?? this.order.failure;
  }

  /** Busy once created too: the page is on its way, and a double click must not order twice. */
  get submitting(): boolean {
    return this.order.running || this.order.value !== null;
  }

  get canSubmit(): boolean {
    return this.entry.amountCents !== null && !this.submitting;
  }

  /** The amount a link opens the box with (`/?amount=50`), as if typed; other text leaves the box as it is. */
  offerFromAddress(euros: string): void {
    const parsed = parseEuros(euros);
    if (parsed.ok) this.entry.offer(parsed.cents);
  }

  /** Starts the order flow of SPEC section 4 (signed out, the amount waits as newOrder while the visitor registers). */
  async submit(): Promise<void> {
    const amount = this.submitting ? null : this.entry.toSubmit();
    if (amount !== null) await this.order.run(() => this.createOrder.execute(amount));
  }
}
