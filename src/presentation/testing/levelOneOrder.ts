import type { Container } from 'inversify';
import { CreateOrder } from '../../application/orders/usecases/CreateOrder';
import type { Cents } from '../../domain/money/Cents';
// Test support only (used by *.test files): it builds the app through the composition root, as they do.
import {
  NEW_VISITOR,
  payThroughProvider,
  registerAtLevelOne,
  sandboxApp,
  type SandboxApp,
} from '../../composition/testing/sandboxApp';

/** The new visitor's credentials, to sign in again. */
export const LEVEL_ONE_CREDENTIALS = { email: NEW_VISITOR.email, password: NEW_VISITOR.password };

/** Creates an order for the signed-in consumer through the use case and answers its id. */
export async function createOrder(container: Container, amount: Cents): Promise<string> {
  const created = await container.get(CreateOrder).execute(amount);
  if (!created.ok || created.value.kind !== 'created') throw new Error('no order was created');
  return created.value.orderId;
}

/**
 * A new consumer signed in at KYC level 1 (registered, e-mail and mobile verified, profile filled,
 * level-1 check simulated) with a fresh order of `amount` cents: their first card.
 */
export async function levelOneConsumerWithOrder(
  amount: Cents = 5000,
): Promise<SandboxApp & { orderId: string }> {
  const app = sandboxApp();
  await registerAtLevelOne(app.container);
  return { ...app, orderId: await createOrder(app.container, amount) };
}

/** The level-1 consumer's first card, 20 EUR, paid: the provider approved it. */
export async function levelOneOrderApproved(): Promise<SandboxApp & { orderId: string }> {
  const app = await levelOneConsumerWithOrder(2000);
  await payThroughProvider(app.container, app.orderId, 'approve');
  return app;
}
