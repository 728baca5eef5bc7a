import assert from 'node:assert/strict';
import { SandboxPaymentPresenter } from '../../../../src/presentation/sandbox/payment/SandboxPaymentPresenter';
import { app } from '../../scenarioApp';
import type { ShopWorld } from '../../world';
import { enterPage } from '../journey/places';

/** The payment provider's page Pay led to (the sandbox's stand-in), entered as the router enters it. */
export async function providerPage(world: ShopWorld, url: string): Promise<SandboxPaymentPresenter> {
  const { presenter } = await enterPage(app(world).container, new URL(url).pathname);
  assert.ok(presenter instanceof SandboxPaymentPresenter, `${url} is not the payment provider's page`);
  return presenter;
}
