import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { Consumer } from '../../src/domain/consumer/Consumer';
import type { KycState } from '../../src/domain/kyc/kycState';
import { firstMissingStep, type RegistrationStep } from '../../src/domain/registration/registrationStep';
import { KYC_STATUS_POLL_MS } from '../../src/domain/timing';
import { BlockCard } from '../../src/application/cards/usecases/BlockCard';
import { DeactivateCard, type Deactivation } from '../../src/application/cards/usecases/DeactivateCard';
import { CheckEmailVerification } from '../../src/application/consumer/usecases/CheckEmailVerification';
import { LoadConsumer } from '../../src/application/consumer/usecases/LoadConsumer';
import { RegisterConsumer } from '../../src/application/consumer/usecases/RegisterConsumer';
import { SendMobileCode } from '../../src/application/consumer/usecases/SendMobileCode';
import { SendVerificationEmail } from '../../src/application/consumer/usecases/SendVerificationEmail';
import { VerifyMobileCode } from '../../src/application/consumer/usecases/VerifyMobileCode';
import { KycStatusPoller } from '../../src/application/kyc/KycStatusPoller';
import { SimulateKyc } from '../../src/application/kyc/usecases/SimulateKyc';
import { StartKyc } from '../../src/application/kyc/usecases/StartKyc';
import { PaymentCancelledFlag } from '../../src/application/orders/PaymentCancelledFlag';
import { PendingPaymentWatcher } from '../../src/application/orders/PendingPaymentWatcher';
import { NEW_ORDER_STORE } from '../../src/application/orders/ports/NewOrderStore';
import { CancelPayment } from '../../src/application/orders/usecases/CancelPayment';
import { CreateOrder } from '../../src/application/orders/usecases/CreateOrder';
import { ReadOrder } from '../../src/application/orders/usecases/ReadOrder';
import type { PaymentSuccess } from '../../src/application/orders/PaymentSuccess';
import { ReadPaymentSuccess } from '../../src/application/orders/usecases/ReadPaymentSuccess';
import { ResumeStoredOrder } from '../../src/application/orders/usecases/ResumeStoredOrder';
import { StartPayment } from '../../src/application/orders/usecases/StartPayment';
import { SANDBOX_CONSOLE, type PaymentOutcome } from '../../src/application/sandbox/ports/SandboxConsole';
import { ConsumerSession } from '../../src/application/session/ConsumerSession';
import { PendingAction } from '../../src/application/session/PendingAction';
import { TOKEN_STORE } from '../../src/application/session/ports/TokenStore';
import { LogIn, type LoginDestination } from '../../src/application/session/usecases/LogIn';
import { LogOut } from '../../src/application/session/usecases/LogOut';
import { RequestOneTimeCode } from '../../src/application/session/usecases/RequestOneTimeCode';
import { VerifyOneTimeCode } from '../../src/application/session/usecases/VerifyOneTimeCode';
import type { Result } from '../../src/application/shared/Result';
import type { SandboxCall } from '../../src/adapters/sandbox/SandboxApi';
import {
  emailVerificationQuery,
  fillProfile,
  NEW_VISITOR,
  newestCode,
  payThroughProvider,
  register,
  verifyEmailAndMobile,
} from '../../src/composition/testing/sandboxApp';
import { app, credentialsOf, flow, service, settle, type Flow } from '../support/scenarioApp';
import type { ShopWorld } from '../support/world';

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

const SILENT_CALLS: Record<string, SandboxCall> = {
  'sign-out': 'logout',
  cancellation: 'cancelOrder',
  'payment start': 'startPayment',
};

Given(
  /^the shop will not answer the next (sign-out|cancellation|payment start)$/,
  function (this: ShopWorld, what: string) {
    const call = SILENT_CALLS[what];
    assert.ok(call);
    app(this).sandbox.failNext(call, 'network');
  },
);

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

// ---------------------------------------------------------------- verification

Given('Jane has just registered', async function (this: ShopWorld) {
  await register(app(this).container);
});

When('Jane asks for the verification e-mail', async function (this: ShopWorld) {
  this.state(flow).last = await service(this, SendVerificationEmail).execute();
});

When('Jane opens the link of the newest verification e-mail', async function (this: ShopWorld) {
  const query = await emailVerificationQuery(app(this).container);
  this.state(flow).last = await service(this, CheckEmailVerification).execute(query);
});

When('Jane opens a verification link with a nonce the shop never sent', async function (this: ShopWorld) {
  const { cons } = await emailVerificationQuery(app(this).container);
  this.state(flow).last = await service(this, CheckEmailVerification).execute({ cons, nonce: 'never-sent' });
});

Then(/^Jane's e-mail address is (verified|not verified)$/, function (this: ShopWorld, verdict: string) {
  const verified = verdict === 'verified';
  assert.deepEqual(this.state(flow).last, { ok: true, value: { verified } });
  assert.equal(currentConsumer(this).isEmailVerified, verified);
});

Then(/^Jane is told to wait (\d+) more seconds?$/, function (this: ShopWorld, seconds: string) {
  const { last } = this.state(flow);
  assert.equal(errorCodeOf(last), 'tooEarly');
  assert.equal(last && !last.ok && last.error.timeLeftForRetry, Number(seconds));
});

Then('the verification e-mail is sent', function (this: ShopWorld) {
  assert.deepEqual(this.state(flow).last, { ok: true, value: { timeLeftForRetry: 0 } });
});

Given('Jane has verified her e-mail address', async function (this: ShopWorld) {
  await service(this, SendVerificationEmail).execute();
  await service(this, CheckEmailVerification).execute(await emailVerificationQuery(app(this).container));
});

Given('Jane asks for the SMS code', async function (this: ShopWorld) {
  const sent = await service(this, SendMobileCode).execute();
  assert.equal(sent.ok, true);
});

When('Jane enters the SMS code from the outbox', async function (this: ShopWorld) {
  const code = await newestCode(app(this).container, 'mobileCode');
  this.state(flow).last = await service(this, VerifyMobileCode).execute(code);
});

When('Jane enters a wrong SMS code', async function (this: ShopWorld) {
  const right = await newestCode(app(this).container, 'mobileCode');
  this.state(flow).last = await service(this, VerifyMobileCode).execute(
    right === '123456' ? '654321' : '123456',
  );
});

Then(/^Jane's mobile number is (verified|not verified)$/, function (this: ShopWorld, verdict: string) {
  const verified = verdict === 'verified';
  assert.deepEqual(this.state(flow).last, { ok: true, value: { verified } });
  assert.equal(currentConsumer(this).isMobileVerified, verified);
});

// ---------------------------------------------------------------- identity check

Given(
  'Jane has registered, verified her e-mail and mobile and filled in her profile',
  async function (this: ShopWorld) {
    const { container } = app(this);
    await register(container);
    await verifyEmailAndMobile(container);
    await fillProfile(container);
  },
);

Given('Jane opens the identity check', async function (this: ShopWorld) {
  const state = this.state(flow);
  const started = await service(this, StartKyc).execute('KYC_LEVEL_1');
  assert.ok(started.ok && started.value.kind === 'widget', 'the identity widget did not start');
  state.kycReference = started.value.reference;
  state.kycPoller = service(this, KycStatusPoller);
  state.kycPoller.start('KYC_LEVEL_1', (progress) => state.kyc.push(progress));
  await settle();
});

function kycReference(state: Flow): string {
  assert.ok(state.kycReference, 'the identity check was not opened');
  return state.kycReference;
}

function kycPoller(state: Flow): KycStatusPoller {
  assert.ok(state.kycPoller, 'the identity check was not opened');
  return state.kycPoller;
}

When('Jane submits her documents in the identity widget', async function (this: ShopWorld) {
  const state = this.state(flow);
  await service(this, SANDBOX_CONSOLE).completeIdentityCheck(kycReference(state), 'submit');
  kycPoller(state).report({ type: 'widgetSubmitted' });
});

When("the reviewer approves Jane's documents", async function (this: ShopWorld) {
  await service(this, SANDBOX_CONSOLE).completeIdentityCheck(kycReference(this.state(flow)), 'approve');
});

When('the identity widget tells Jane her documents were rejected', async function (this: ShopWorld) {
  const state = this.state(flow);
  await service(this, SANDBOX_CONSOLE).completeIdentityCheck(kycReference(state), 'reject');
  kycPoller(state).report({ type: 'widgetRejected' });
});

When('Jane uses Simulate Success', async function (this: ShopWorld) {
  const simulated = await service(this, SimulateKyc).execute('KYC_LEVEL_1');
  assert.equal(simulated.ok, true);
});

const KYC_STATES: Record<string, KycState> = {
  'not started': 'empty',
  'documents being checked': 'submitted',
  approved: 'approved',
  rejected: 'rejected',
};

function assertKycShows(world: ShopWorld, shown: string): void {
  assert.equal(kycPoller(world.state(flow)).current, KYC_STATES[shown]);
}

Then("Jane's identity check shows {string}", function (this: ShopWorld, shown: string) {
  assertKycShows(this, shown);
});

Then(
  /^(\d+) seconds? later Jane's identity check (?:still )?shows "([^"]+)"$/,
  async function (this: ShopWorld, seconds: string, shown: string) {
    await this.state(flow).time.advance(Number(seconds) * 1000);
    assertKycShows(this, shown);
  },
);

Then("the shop stops asking for Jane's identity status", function (this: ShopWorld) {
  assert.equal(this.state(flow).time.waitingDelays().includes(KYC_STATUS_POLL_MS), false);
});

function movedToCards(state: Flow): Consumer | null {
  const moved = state.kyc.find((progress) => progress.type === 'goToCards');
  return moved?.type === 'goToCards' ? moved.consumer : null;
}

Then(
  /^(\d+) seconds later Jane moves on to her cards( with the basic check passed)?$/,
  async function (this: ShopWorld, seconds: string, basicCheck: string | undefined) {
    const state = this.state(flow);
    await state.time.advance(Number(seconds) * 1000 - 1);
    assert.equal(movedToCards(state), null, 'moved on too early');
    await state.time.advance(1);
    const consumer = movedToCards(state);
    assert.ok(consumer, 'did not move on to the cards');
    if (basicCheck) assert.equal(consumer.kycLevel, 1);
  },
);

Then(
  '{int} seconds later Jane is still on the identity check',
  async function (this: ShopWorld, seconds: number) {
    const state = this.state(flow);
    await state.time.advance(seconds * 1000);
    assert.equal(movedToCards(state), null);
  },
);

// ---------------------------------------------------------------- payment and result pages

function orderIdOf(state: Flow): string {
  assert.ok(state.orderId, 'no order was created');
  return state.orderId;
}

const PROVIDER_OUTCOMES: Record<string, PaymentOutcome> = {
  'the provider approves the payment': 'approve',
  'the provider puts the payment under investigation': 'investigation',
  'the provider leaves the payment pending': 'pending',
  "cancels on the provider's page": 'cancel',
};

When(
  /^Camille pays it with "([^"]+)" and (the provider approves the payment|the provider puts the payment under investigation|the provider leaves the payment pending|cancels on the provider's page)$/,
  async function (this: ShopWorld, paymethodId: string, outcome: string) {
    const state = this.state(flow);
    const chosen = PROVIDER_OUTCOMES[outcome];
    assert.ok(chosen);
    state.returnPath = await payThroughProvider(app(this).container, orderIdOf(state), chosen, paymethodId);
  },
);

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

Then(
  'the success page sends {person} to the investigation page',
  async function (this: ShopWorld, _person: string) {
    assert.deepEqual((await readSuccess(this)).outcome, { kind: 'investigation' });
  },
);

Then('the new card holding {float} EUR is selected', function (this: ShopWorld, euros: number) {
  const selected = this.state(flow).success?.firstCardId;
  const card = currentConsumer(this).cards.find((candidate) => candidate.id === selected);
  assert.equal(card?.availableBalance.amount, Math.round(euros * 100));
});

Then('Continue leads to {string}', function (this: ShopWorld, place: string) {
  const continueTo = this.state(flow).success?.continueTo;
  assert.equal(continueTo?.to, DESTINATIONS[place]);
  assert.equal(continueTo?.selected, this.state(flow).success?.firstCardId);
});

const ORDERS_IN_STATE: Record<string, string> = {
  'already paid': 'order-demo-investigation',
  blocked: 'order-demo-allegations-unsubstantiated',
  'flagged as suspicious': 'order-demo-failed-transfer-of-funds',
  'awaiting payment': 'order-demo-created',
};

When(
  /^Camille tries to pay her order that is (already paid|blocked|flagged as suspicious|awaiting payment)$/,
  async function (this: ShopWorld, orderState: string) {
    const orderId = ORDERS_IN_STATE[orderState];
    assert.ok(orderId);
    this.state(flow).paymentStart = await service(this, StartPayment).execute({
      orderId,
      paymethodId: 'visa',
    });
  },
);

function refusedStart(state: Flow) {
  const started = state.paymentStart;
  assert.ok(started?.ok && started.value.kind === 'refused', 'the payment started');
  return started.value.failure;
}

Then('the payment page gives the reason {string}', function (this: ShopWorld, code: string) {
  assert.equal(refusedStart(this.state(flow)).code, code);
});

Then(/^Camille can (no longer|still) choose a payment method$/, function (this: ShopWorld, can: string) {
  const failure = refusedStart(this.state(flow));
  const disabled = can === 'no longer';
  assert.equal(failure.disableMethods, disabled);
  assert.equal(failure.clearSelection, disabled);
});

function openPendingPage(world: ShopWorld, orderId: string): Promise<void> {
  const state = world.state(flow);
  service(world, PendingPaymentWatcher).watch(orderId, (progress) => state.pending.push(progress));
  return settle();
}

const pendingOutcomes = (state: Flow) =>
  state.pending.map((progress) => (progress.type === 'outcome' ? progress.outcome : progress.error.kind));

When("the pending page opens for Camille's partly paid order", async function (this: ShopWorld) {
  await openPendingPage(this, 'order-demo-partially-paid');
});

Then('the pending page waits for the payment result', async function (this: ShopWorld) {
  const state = this.state(flow);
  if (state.pending.length === 0) await openPendingPage(this, orderIdOf(state));
  assert.deepEqual(pendingOutcomes(state), ['retryLater']);
});

const PENDING_OUTCOMES: Record<string, string> = {
  'goes on to the success page': 'goToSuccess',
  'tells the shop the payment is still pending': 'postPendingNotice',
};

Then(
  /^(\d+) seconds later the pending page (goes on to the success page|tells the shop the payment is still pending)$/,
  async function (this: ShopWorld, seconds: string, what: string) {
    const state = this.state(flow);
    await state.time.advance(Number(seconds) * 1000 - 1);
    assert.deepEqual(pendingOutcomes(state), ['retryLater'], 'asked again too early');
    await state.time.advance(1);
    assert.deepEqual(pendingOutcomes(state), ['retryLater', PENDING_OUTCOMES[what]]);
  },
);

Then(
  '{int} seconds later the pending page has asked nothing more',
  async function (this: ShopWorld, s: number) {
    const state = this.state(flow);
    const heard = state.pending.length;
    await state.time.advance(s * 1000);
    assert.equal(state.pending.length, heard);
    assert.deepEqual(state.time.waitingDelays(), []);
  },
);

When('the cancel page opens', async function (this: ShopWorld) {
  this.state(flow).last = await service(this, CancelPayment).execute(orderIdOf(this.state(flow)));
});

Then('the order is cancelled', async function (this: ShopWorld) {
  const order = await service(this, ReadOrder).execute(orderIdOf(this.state(flow)));
  assert.equal(order.ok && order.value.status, 'cancelled');
});

Then('my cards warns once that the payment was cancelled', function (this: ShopWorld) {
  const flag = service(this, PaymentCancelledFlag);
  assert.deepEqual([flag.take(), flag.take()], [true, false]);
});

// ---------------------------------------------------------------- deactivation

const CAMILLE_CARDS: Record<string, string> = {
  inactive: 'card-demo-inactive',
  active: 'card-demo-active',
  blocked: 'card-demo-blocked',
};

function deactivation(cardId: string, how: string): Deactivation {
  if (how === 'just cancelling') return { cardId, option: 'just_cancel' };
  if (how === 'moving to a new card') return { cardId, option: 'new_card' };
  const target = /^transferring to her (\w+) card$/.exec(how)?.[1] ?? '';
  return { cardId, option: 'transfer', transferTo: CAMILLE_CARDS[target] ?? target };
}

When(
  /^Camille deactivates her (inactive|blocked) card by "([^"]+)"$/,
  async function (this: ShopWorld, card: string, how: string) {
    const state = this.state(flow);
    state.before = currentConsumer(this);
    state.last = await service(this, DeactivateCard).execute(deactivation(CAMILLE_CARDS[card] ?? card, how));
  },
);

function balanceOf(consumer: Consumer | null, cardId: string): number {
  const card = consumer?.cards.find((candidate) => candidate.id === cardId);
  assert.ok(card, `no card ${cardId}`);
  return card.availableBalance.amount;
}

Then("Camille's inactive card is deactivated with nothing left on it", function (this: ShopWorld) {
  const card = currentConsumer(this).cards.find((candidate) => candidate.id === 'card-demo-inactive');
  assert.equal(card?.isCancelled, true);
  assert.equal(card.availableBalance.amount, 0);
});

Then("Camille's active card holds {float} EUR more", function (this: ShopWorld, euros: number) {
  const before = balanceOf(this.state(flow).before, 'card-demo-active');
  assert.equal(balanceOf(currentConsumer(this), 'card-demo-active') - before, Math.round(euros * 100));
});

Then('Camille has a new card holding {float} EUR', function (this: ShopWorld, euros: number) {
  const { before } = this.state(flow);
  const fresh = currentConsumer(this).cards.filter(
    (card) => !before?.cards.some((old) => old.id === card.id),
  );
  assert.deepEqual(
    fresh.map((card) => card.availableBalance.amount),
    [Math.round(euros * 100)],
  );
});

Then('the deactivation ends on the {string} success page', function (this: ShopWorld, successCase: string) {
  const { last } = this.state(flow);
  assert.ok(last?.ok, 'the deactivation failed');
  assert.deepEqual(last.value, { consumer: currentConsumer(this), successCase });
});
