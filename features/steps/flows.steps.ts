import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { Consumer } from '../../src/domain/consumer/Consumer';
import { firstMissingStep, type RegistrationStep } from '../../src/domain/registration/registrationStep';
import { BlockCard } from '../../src/application/cards/usecases/BlockCard';
import { LoadConsumer } from '../../src/application/consumer/usecases/LoadConsumer';
import { RegisterConsumer } from '../../src/application/consumer/usecases/RegisterConsumer';
import { NEW_ORDER_STORE } from '../../src/application/orders/ports/NewOrderStore';
import { CreateOrder } from '../../src/application/orders/usecases/CreateOrder';
import { ReadOrder } from '../../src/application/orders/usecases/ReadOrder';
import type { PaymentSuccess } from '../../src/application/orders/PaymentSuccess';
import { ReadPaymentSuccess } from '../../src/application/orders/usecases/ReadPaymentSuccess';
import { ResumeStoredOrder } from '../../src/application/orders/usecases/ResumeStoredOrder';
import { SANDBOX_CONSOLE } from '../../src/application/sandbox/ports/SandboxConsole';
import { ConsumerSession } from '../../src/application/session/ConsumerSession';
import { PendingAction } from '../../src/application/session/PendingAction';
import { TOKEN_STORE } from '../../src/application/session/ports/TokenStore';
import { LogIn, type LoginDestination } from '../../src/application/session/usecases/LogIn';
import { LogOut } from '../../src/application/session/usecases/LogOut';
import { RequestOneTimeCode } from '../../src/application/session/usecases/RequestOneTimeCode';
import { VerifyOneTimeCode } from '../../src/application/session/usecases/VerifyOneTimeCode';
import type { Result } from '../../src/application/shared/Result';
import { NEW_VISITOR, newestCode } from '../../src/composition/testing/sandboxApp';
import { app, credentialsOf, flow, service, type Flow } from '../support/scenarioApp';
import type { ShopWorld } from '../support/world';

// Steps not yet handed to tasks. Most are used by features/flows/order-flow.feature and
// features/flows/paying.feature (owned elsewhere) and stay as they were; the sign-in ones still
// serve features/session/sign-up-and-sign-in.feature over the use cases, until signing in has its
// tasks (the sign-in page, the one-time-code window, the user menu).

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

function currentConsumer(world: ShopWorld): Consumer {
  const consumer = service(world, ConsumerSession).current;
  assert.ok(consumer, 'nobody is signed in');
  return consumer;
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

// ---------------------------------------------------------------- registration and sign-in

When('Jane registers with her e-mail, mobile number and password', async function (this: ShopWorld) {
  this.state(flow).last = await service(this, RegisterConsumer).execute(NEW_VISITOR);
});

When('Jane registers with the e-mail {string}', async function (this: ShopWorld, email: string) {
  this.state(flow).last = await service(this, RegisterConsumer).execute({ ...NEW_VISITOR, email });
});

Then(
  'the registration is refused with {string} on the {string} field',
  function (this: ShopWorld, key: string, field: string) {
    const { last } = this.state(flow);
    assert.ok(last && !last.ok, 'the registration went through');
    assert.deepEqual(last.error.invalidFields, [{ fieldName: field, errors: [key] }]);
  },
);

Then('{person} is signed in as {string}', async function (this: ShopWorld, _person: string, email: string) {
  assert.equal(currentConsumer(this).email, email);
  const profile = await service(this, LoadConsumer).execute();
  assert.equal(profile.ok && profile.value.email, email);
});

Then('{person} is not signed in', async function (this: ShopWorld, _person: string) {
  assert.equal(service(this, ConsumerSession).current, null);
  const profile = await service(this, LoadConsumer).execute();
  assert.equal(!profile.ok && profile.error.kind, 'Unauthorized');
});

const STEPS: Record<string, RegistrationStep> = {
  'verify e-mail': 'verifyEmail',
  'verify mobile': 'verifyMobile',
  'personal information': 'personalInfo',
  'my cards': 'cards',
};

Then("{person}'s next registration step is {string}", function (this: ShopWorld, _p: string, step: string) {
  assert.equal(firstMissingStep(currentConsumer(this)), STEPS[step]);
});

When('{person} gives her e-mail and password', async function (this: ShopWorld, person: string) {
  await logIn(this, person);
});

When(
  '{person} gives her e-mail and password on the sign-in page opened with kyc=true',
  async function (this: ShopWorld, person: string) {
    await logIn(this, person, { kyc: true });
  },
);

When(
  '{person} gives her e-mail and the password {string}',
  async function (this: ShopWorld, person: string, password: string) {
    await logIn(this, person, { password });
  },
);

Given(
  '{person} has given her password but not yet the one-time code',
  async function (this: ShopWorld, p: string) {
    await logIn(this, p);
  },
);

Then('a one-time code is texted to {string}', async function (this: ShopWorld, phone: string) {
  const [newest] = await service(this, SANDBOX_CONSOLE).outbox();
  assert.ok(newest, 'the outbox is empty');
  assert.equal(newest.kind, 'oneTimeCode');
  assert.equal(newest.to, phone);
  assert.match(newest.code ?? '', /^\d{6}$/);
});

When('{person} enters the one-time code from the outbox', async function (this: ShopWorld, _person: string) {
  await enterOneTimeCode(this);
});

When(
  '{person} signs in with the one-time code from the outbox',
  async function (this: ShopWorld, person: string) {
    await logIn(this, person, {});
    await enterOneTimeCode(this);
  },
);

const DESTINATIONS: Record<string, LoginDestination> = {
  'my cards': 'cards',
  'the identity upgrade information': 'kycUpgradeInfo',
};

Then('after the code {person} lands on {string}', function (this: ShopWorld, _p: string, place: string) {
  const { login, last } = this.state(flow);
  assert.equal(last?.ok, true, 'the one-time code was refused');
  assert.equal(login?.ok && login.value.destination, DESTINATIONS[place]);
});

When(
  '{person} enters a wrong one-time code {int} times',
  async function (this: ShopWorld, _p: string, n: number) {
    const { container } = app(this);
    const right = await newestCode(container, 'oneTimeCode');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < n; attempt++)
      this.state(flow).last = await container.get(VerifyOneTimeCode).execute(wrong);
  },
);

When('{person} asks for a new one-time code', async function (this: ShopWorld, _person: string) {
  const requested = await service(this, RequestOneTimeCode).execute();
  assert.equal(requested.ok, true);
});

When('{person} signs out', async function (this: ShopWorld, _person: string) {
  this.state(flow).oldToken = service(this, TOKEN_STORE).load();
  await service(this, LogOut).execute();
});

Then("{person}'s old session no longer opens anything", async function (this: ShopWorld, _person: string) {
  const { oldToken } = this.state(flow);
  assert.ok(oldToken);
  service(this, TOKEN_STORE).save(oldToken);
  const profile = await service(this, LoadConsumer).execute();
  assert.equal(!profile.ok && profile.error.kind, 'Unauthorized');
});

When('{person} blocks her active card', async function (this: ShopWorld, _person: string) {
  this.state(flow).last = await service(this, BlockCard).execute('card-demo-active');
});

Then('{person} is asked to sign in again', function (this: ShopWorld, _person: string) {
  const { last } = this.state(flow);
  assert.equal(last && !last.ok && last.error.kind, 'Unauthorized');
  assert.equal(service(this, PendingAction).keptName, 'blockCard');
});

Then("{person}'s active card is blocked", function (this: ShopWorld, _person: string) {
  const card = currentConsumer(this).cards.find((candidate) => candidate.id === 'card-demo-active');
  assert.equal(card?.isBlocked, true);
});

Then('signing in once more repeats nothing', async function (this: ShopWorld) {
  await logIn(this, 'Camille');
  const { container } = app(this);
  const verified = await container.get(VerifyOneTimeCode).execute(await newestCode(container, 'oneTimeCode'));
  assert.equal(verified.ok && verified.value.replayed, null);
});

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
