import assert from 'node:assert/strict';
import { SimulateKyc } from '../../../../src/application/kyc/usecases/SimulateKyc';
import { CreateOrder } from '../../../../src/application/orders/usecases/CreateOrder';
import { ReadPaymentSuccess } from '../../../../src/application/orders/usecases/ReadPaymentSuccess';
import {
  fillProfile,
  payThroughProvider,
  register,
  verifyEmailAndMobile,
} from '../../../../src/composition/testing/sandboxApp';
import { paths } from '../../../../src/presentation/shell/paths';
import { app, service } from '../../scenarioApp';
import type { ShopWorld } from '../../world';
import { centsOf } from '../money/euros';

// How a scenario's consumer came to be where it starts (its Given), through the use cases: the
// screens they would pass through are the journey's and the registration features' to drive.

/** Jane registers, verifies her e-mail and mobile, gives her profile and passes the basic identity check. */
export async function newConsumerWithBasicIdentityCheck(
  world: ShopWorld,
): Promise<{ maxAllowed: number | null }> {
  const { container } = app(world);
  await register(container);
  await verifyEmailAndMobile(container);
  await fillProfile(container);
  const simulated = await service(world, SimulateKyc).execute('KYC_LEVEL_1');
  assert.ok(simulated.ok, 'the basic identity check did not pass');
  return { maxAllowed: simulated.value.maxAllowedAmount?.amount ?? null };
}

/** The signed-in consumer orders a card and pays it; answers whether the card was issued. */
export async function boughtCard(world: ShopWorld, euros: number): Promise<boolean> {
  const created = await service(world, CreateOrder).execute(centsOf(euros));
  assert.ok(created.ok && created.value.kind === 'created', 'the order was not created');
  const orderId = created.value.orderId;
  const landed = await payThroughProvider(app(world).container, orderId, 'approve');
  assert.equal(landed, paths.orderSuccess(orderId), 'the payment was not approved');
  const success = await service(world, ReadPaymentSuccess).execute(orderId);
  return success.ok && success.value.firstCardId !== null && success.value.firstCardId !== undefined;
}

/** The scenario's order is paid elsewhere (another browser tab): through the provider, approved. */
export async function paidElsewhere(world: ShopWorld, orderId: string): Promise<void> {
  const landed = await payThroughProvider(app(world).container, orderId, 'approve');
  assert.equal(landed, paths.orderSuccess(orderId), 'the payment was not approved');
}
