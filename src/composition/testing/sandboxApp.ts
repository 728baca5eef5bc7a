import type { Container } from 'inversify';
import type { Consumer } from '../../domain/consumer/Consumer';
import { SimulateKyc } from '../../application/kyc/usecases/SimulateKyc';
import { StartPayment } from '../../application/orders/usecases/StartPayment';
import {
  SANDBOX_CONSOLE,
  type OutboxKind,
  type PaymentOutcome,
} from '../../application/sandbox/ports/SandboxConsole';
import { CheckEmailVerification } from '../../application/consumer/usecases/CheckEmailVerification';
import { RegisterConsumer, type RegisterInput } from '../../application/consumer/usecases/RegisterConsumer';
import { SendMobileCode } from '../../application/consumer/usecases/SendMobileCode';
import { SendVerificationEmail } from '../../application/consumer/usecases/SendVerificationEmail';
import { UpdateAddressInfo } from '../../application/consumer/usecases/UpdateAddressInfo';
import { UpdateFinancialInfo } from '../../application/consumer/usecases/UpdateFinancialInfo';
import { UpdatePersonalInfo } from '../../application/consumer/usecases/UpdatePersonalInfo';
import { VerifyMobileCode } from '../../application/consumer/usecases/VerifyMobileCode';
import { LogIn } from '../../application/session/usecases/LogIn';
import { VerifyOneTimeCode } from '../../application/session/usecases/VerifyOneTimeCode';
import { MemoryStorage } from '../../adapters/browser/MemoryStorage';
import { createSandbox } from '../../adapters/sandbox/createSandbox';
import type { SandboxApi } from '../../adapters/sandbox/SandboxApi';
import { DEMO_CREDENTIALS } from '../../adapters/sandbox/seed/accounts';
import type { ContainerOptions } from '../containerWith';
import { createContainer } from '../createContainer';

export interface SandboxApp {
  container: Container;
  /** The very sandbox behind the container, for its tools (fault injection). */
  sandbox: SandboxApi;
}

/** The app as createContainer('sandbox') builds it, with a handle on its sandbox. */
export function sandboxApp(options: Omit<ContainerOptions, 'sandbox'> = {}): SandboxApp {
  const storage = options.storage ?? new MemoryStorage();
  const sandbox = createSandbox({ storage, clock: options.clock, origin: options.origin });
  const container = createContainer('sandbox', { ...options, storage, sandbox });
  return { container, sandbox };
}

async function newestMessage(container: Container, kind: OutboxKind) {
  const outbox = await container.get(SANDBOX_CONSOLE).outbox();
  const message = outbox.find((candidate) => candidate.kind === kind);
  if (message === undefined) throw new Error(`no ${kind} message in the outbox`);
  return message;
}

/** The code of the newest message of that kind in the sandbox outbox. */
export async function newestCode(container: Container, kind: OutboxKind): Promise<string> {
  const { code } = await newestMessage(container, kind);
  if (code === null) throw new Error(`the newest ${kind} message carries no code`);
  return code;
}

/** The link of the newest message of that kind in the sandbox outbox. */
export async function newestLink(container: Container, kind: OutboxKind): Promise<string> {
  const { link } = await newestMessage(container, kind);
  if (link === null) throw new Error(`the newest ${kind} message carries no link`);
  return link;
}

/** Signs in through the use cases: password, then the one-time code from the outbox. */
export async function signIn(
  container: Container,
  credentials: { email: string; password: string } = DEMO_CREDENTIALS,
): Promise<Consumer> {
  const loggedIn = await container.get(LogIn).execute(credentials);
  if (!loggedIn.ok) throw new Error(`login failed: ${loggedIn.error.kind}`);
  const verified = await container.get(VerifyOneTimeCode).execute(await newestCode(container, 'oneTimeCode'));
  if (!verified.ok) throw new Error(`one-time code failed: ${verified.error.kind}`);
  return verified.value.consumer;
}

/** A visitor who is not registered yet; the password is plain, as typed. */
export const NEW_VISITOR = {
  email: 'jane@example.com',
  countryCode: '33',
  number: '612000000',
  acceptedTerms: true,
  password: 'Secret123',
} as const;

/** Registers a new visitor through the use case; they are signed in afterwards. */
export async function register(
  container: Container,
  visitor: Partial<RegisterInput> = {},
): Promise<Consumer> {
  const registered = await container.get(RegisterConsumer).execute({ ...NEW_VISITOR, ...visitor });
  if (!registered.ok)
    throw new Error(`registration failed: ${registered.error.errorCode ?? registered.error.kind}`);
  return registered.value;
}

/** The link's query (cons and nonce) of the newest verification e-mail. */
export async function emailVerificationQuery(container: Container): Promise<{ cons: string; nonce: string }> {
  const query = new URL(await newestLink(container, 'emailVerification'), 'http://localhost').searchParams;
  return { cons: query.get('cons') ?? '', nonce: query.get('nonce') ?? '' };
}

/** Verifies the signed-in consumer's e-mail and mobile through the use cases and the outbox. */
export async function verifyEmailAndMobile(container: Container): Promise<void> {
  await container.get(SendVerificationEmail).execute();
  await container.get(CheckEmailVerification).execute(await emailVerificationQuery(container));
  await container.get(SendMobileCode).execute();
  await container.get(VerifyMobileCode).execute(await newestCode(container, 'mobileCode'));
}

/** The answers of a consumer living in Paris, one object per profile step. */
export const PARIS_PROFILE = {
  personal: { name: 'Jane', surname: 'Doe', dateOfBirth: '1990-04-12' },
  address: {
    addressLine1: '8 rue Lepic',
    addressLine2: '',
    city: 'Paris',
    state: '',
    postCode: '75018',
    country: 'FR',
  },
  financial: {
    occupation: 'FREELANCER',
    sourceOfFunds: 'PERSONAL_SAVINGS',
    sourceOfFundsOther: '',
    nationality: 'FR',
  },
} as const;

/** Fills the three profile steps of a consumer living in Paris. */
export async function fillProfile(container: Container): Promise<void> {
  await container.get(UpdatePersonalInfo).execute(PARIS_PROFILE.personal);
  await container.get(UpdateAddressInfo).execute(PARIS_PROFILE.address);
  await container.get(UpdateFinancialInfo).execute(PARIS_PROFILE.financial);
}

/**
 * A new visitor registered, verified, with the profile filled in and the basic identity check passed
 * (Simulate Success): no card yet, so 50 EUR at most per card and 150 EUR in all.
 */
export async function registerAtLevelOne(container: Container): Promise<void> {
  await register(container);
  await verifyEmailAndMobile(container);
  await fillProfile(container);
  const kyc = await container.get(SimulateKyc).execute('KYC_LEVEL_1');
  if (!kyc.ok) throw new Error(`the level-1 check failed: ${kyc.error.kind}`);
}

/**
 * Pays an order on the sandbox payment page: Pay with the method, then the visitor's outcome there.
 * Answers the app path the provider sends the browser back to.
 */
export async function payThroughProvider(
  container: Container,
  orderId: string,
  outcome: PaymentOutcome,
  paymethodId = 'visa',
): Promise<string> {
  const started = await container.get(StartPayment).execute({ orderId, paymethodId });
  if (!started.ok || started.value.kind !== 'redirect') throw new Error('the payment did not start');
  const paymentId = decodeURIComponent(started.value.redirectUrl.split('/').at(-1) ?? '');
  const { returnPath } = await container.get(SANDBOX_CONSOLE).completePayment(paymentId, outcome);
  return returnPath;
}
