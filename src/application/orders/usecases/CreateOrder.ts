import { inject, injectable } from 'inversify';
import type { Cents } from '../../../domain/money/Cents';
import { ok, type Result } from '../../shared/Result';
import { PendingAction } from '../../session/PendingAction';
import { TOKEN_STORE, type TokenStore } from '../../session/ports/TokenStore';
import { OrderPlacement } from '../OrderPlacement';
import type { CreateOrderOutcome } from '../CreateOrderOutcome';
import { NEW_ORDER_STORE, type NewOrderStore } from '../ports/NewOrderStore';

/**
 * The order flow of SPEC section 4. Creation failure keeps the amount in newOrder and hands the error
 * back; a creation that meets Unauthorized is replayed after sign-in.
 */
@injectable()
export class CreateOrder {
  constructor(
    @inject(TOKEN_STORE) private readonly tokens: TokenStore,
    @inject(NEW_ORDER_STORE) private readonly newOrders: NewOrderStore,
    @inject(OrderPlacement) private readonly placement: OrderPlacement,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  async execute(amount: Cents): Promise<Result<CreateOrderOutcome>> {
    if (this.tokens.load() === null) return this.waitForSignIn(amount, 'register');
    if (this.newOrders.load() !== null) return this.waitForSignIn(amount, 'signin');
    return this.pending.retryAfterLogin('createOrder', async () => {
      const created = await this.placement.place(amount);
      return created.ok ? ok({ kind: 'created', orderId: created.value.orderId }) : created;
    });
  }

  private waitForSignIn(amount: Cents, tab: 'register' | 'signin'): Result<CreateOrderOutcome> {
    this.newOrders.save(amount);
    return ok({ kind: 'signInFirst', tab });
  }
}
