import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { LoadConsumer } from '../../src/application/consumer/usecases/LoadConsumer';
import { NEW_ORDER_STORE } from '../../src/application/orders/ports/NewOrderStore';
import { CreateOrder } from '../../src/application/orders/usecases/CreateOrder';
import { ReadOrder } from '../../src/application/orders/usecases/ReadOrder';
import type { PaymentSuccess } from '../../src/application/orders/PaymentSuccess';
import { ReadPaymentSuccess } from '../../src/application/orders/usecases/ReadPaymentSuccess';
import { ResumeStoredOrder } from '../../src/application/orders/usecases/ResumeStoredOrder';
import { ConsumerSession } from '../../src/application/session/ConsumerSession';
import { LogIn } from '../../src/application/session/usecases/LogIn';
import { VerifyOneTimeCode } from '../../src/application/session/usecases/VerifyOneTimeCode';
import type { Result } from '../../src/application/shared/Result';
import { newestCode } from '../../src/composition/testing/sandboxApp';
import { app, credentialsOf, flow, service, type Flow } from '../support/scenarioApp';
import type { ShopWorld } from '../support/world';

// Steps not yet handed to tasks, used by features/flows/order-flow.feature, features/flows/paying.feature
// and other features owned elsewhere: kept as they were. Registering, signing in and signing out
// of features/session/sign-up-and-sign-in.feature are in signing-in.steps.ts, through tasks.

async function logIn(world: ShopWorld, person: string, extra: { kyc?: boolean; password?: string } = {}) {
  const state = world.state(flow);
  state.login = await service(world, LogIn).execute({ ...credentialsOf(person), ...extra });
  state.last = state.login;
}

async function enterOneTimeCode(world: ShopWorld): Promise<void> {
  const { container } = app(world);
  world.state(flow).last = await container
    .get(VerifyOneTimeCode)
    .execute(await newestCode(container, 'oneTimeCode'));
}

function errorCodeOf(result: Result<unknown> | null): string | null | undefined {
  assert.ok(result, 'nothing was done');
  assert.equal(result.ok, false, 'the action succeeded');
  return result.ok ? undefined : result.error.errorCode;
}

Given('{person} is signed in', async function (this: ShopWorld, person: string) {
  await logIn(this, person);
  await enterOneTimeCode(this);
  assert.equal(this.state(flow).last?.ok, true);
});

Given('Jane is a visitor who is not signed in', function (this: ShopWorld) {
  app(this);
});

Given('{int} minutes pass', async function (this: ShopWorld, minutes: number) {
  await this.state(flow).time.advance(minutes * 60_000);
});

When(/^(\d+) seconds? pass(?:es)?$/, async function (this: ShopWorld, seconds: string) {
  await this.state(flow).time.advance(Number(seconds) * 1000);
});

Then(
  /^the (order|sign-in|one-time code|deactivation) is refused with "([^"]+)"$/,
  function (this: ShopWorld, _what: string, code: string) {
    assert.equal(errorCodeOf(this.state(flow).last), code);
  },
);

// ---------------------------------------------------------------- order flow

When('{person} orders a card of {int} EUR', async function (this: ShopWorld, _person: string, euros: number) {
  const state = this.state(flow);
  const created = await service(this, CreateOrder).execute(euros * 100);
  state.created = created;
  state.last = created;
  if (created.ok && created.value.kind === 'created') state.orderId = created.value.orderId;
});

Given(
  '{person} has ordered a card of {int} EUR',
  async function (this: ShopWorld, _p: string, euros: number) {
    const created = await service(this, CreateOrder).execute(euros * 100);
    assert.ok(created.ok && created.value.kind === 'created', 'the order was not created');
    this.state(flow).orderId = created.value.orderId;
  },
);

When('the card amount waiting in the browser is turned into an order', async function (this: ShopWorld) {
  const resumed = await service(this, ResumeStoredOrder).execute();
  assert.ok(resumed.ok && resumed.value.kind === 'created', 'no order was created');
  this.state(flow).orderId = resumed.value.orderId;
});

Then(
  '{person} goes on to pay an order for a card of {int} EUR',
  async function (this: ShopWorld, _person: string, euros: number) {
    const { orderId } = this.state(flow);
    assert.ok(orderId, 'no order was created');
    const order = await service(this, ReadOrder).execute(orderId);
    assert.ok(order.ok);
    assert.equal(order.value.status, 'created');
    const product = order.value.orderLines.find((line) => line.type === 'product');
    assert.equal(product?.amount.amount, euros * 100);
  },
);

Then('no card amount waits in the browser', function (this: ShopWorld) {
  assert.equal(service(this, NEW_ORDER_STORE).load(), null);
});

Then('a card amount of {int} EUR waits in the browser', function (this: ShopWorld, euros: number) {
  assert.equal(service(this, NEW_ORDER_STORE).load(), euros * 100);
});

Then(
  /^(?:Camille|Jane) is sent to the (register tab of the )?Authorization page$/,
  function (this: ShopWorld, registerTab: string | undefined) {
    assert.deepEqual(this.state(flow).created, {
      ok: true,
      value: { kind: 'signInFirst', tab: registerTab ? 'register' : 'signin' },
    });
  },
);

// ---------------------------------------------------------------- sign-in steps other features use
// The rest of signing in is in signing-in.steps.ts, through the signing-in tasks.

Then('{person} is not signed in', async function (this: ShopWorld, _person: string) {
  assert.equal(service(this, ConsumerSession).current, null);
  const profile = await service(this, LoadConsumer).execute();
  assert.equal(!profile.ok && profile.error.kind, 'Unauthorized');
});

Given(
  '{person} has given her password but not yet the one-time code',
  async function (this: ShopWorld, p: string) {
    await logIn(this, p);
  },
);

When(
  '{person} signs in with the one-time code from the outbox',
  async function (this: ShopWorld, person: string) {
    await logIn(this, person, {});
    await enterOneTimeCode(this);
  },
);

// ---------------------------------------------------------------- payment and result pages
// Used by features/flows/paying.feature (owned elsewhere): kept as they were.

function orderIdOf(state: Flow): string {
  assert.ok(state.orderId, 'no order was created');
  return state.orderId;
}

Then(
  'the provider sends {person} back to the {string} page',
  function (this: ShopWorld, _p: string, page: string) {
    const state = this.state(flow);
    assert.equal(state.returnPath, `/order/${orderIdOf(state)}/${page}`);
  },
);

async function readSuccess(world: ShopWorld): Promise<PaymentSuccess> {
  const read = await service(world, ReadPaymentSuccess).execute(orderIdOf(world.state(flow)));
  assert.ok(read.ok, 'the success page could not load');
  world.state(flow).success = read.value;
  return read.value;
}

Then('the success page finds the order paid', async function (this: ShopWorld) {
  assert.equal((await readSuccess(this)).outcome.kind, 'paid');
});
