import { addMobileDevice, verifyMobileDevice } from './consumer/mobileVerification';
import { checkEmailCode, sendVerificationEmail } from './consumer/emailVerification';
import { updateContact } from './consumer/contact';
import { resumePasswordReset, startPasswordReset } from './consumer/passwordReset';
import { updateProfile } from './consumer/profile';
import { register } from './consumer/registration';
import {
  activateCard,
  authorisation,
  blockCard,
  cardTransactions,
  getCard,
  inactivityFeeData,
  settlement,
  unblockCard,
} from './cards/cards';
import { revealCardSecret } from './cards/cardSecrets';
import { deactivateCard } from './cards/deactivateCard';
import { fireInjectedFault } from './faults';
import { declinedKycTransactions } from './kyc/declinedKycTransactions';
import { completeIdentityCheck, initiateKyc } from './kyc/identityCheck';
import { kycStatus, refreshKycStatus, simulateKyc } from './kyc/kycStatus';
import { news } from './news/news';
import {
  cancelOrder,
  changeOrderAmount,
  createOrder,
  getOrder,
  listOrders,
  notifyPending,
  orderCards,
  orderError,
  orderSuccess,
  paymentMethods,
  processOrder,
} from './orders/orders';
import { completePayment, paymentSession } from './payment/paymentProvider';
import { startPayment } from './payment/startPayment';
import { loadState, SavedSandboxState } from './persistence';
import { applyDiscount, removeDiscount } from './promo/discounts';
import type { SandboxApi, SandboxCall, SandboxCalls, SandboxSessionCheck, SandboxTools } from './SandboxApi';
import { SandboxContext, type StateHolder } from './SandboxContext';
import { seedSandbox } from './seed/seedSandbox';
import { login } from './session/login';
import { logout } from './session/logout';
import { requestOneTimeCode, verifyOneTimeCode } from './session/oneTimeCode';
import { sessionKind } from './session/sessionKind';
import { sessionOwner } from './session/sessionOwner';
import { initialState } from './state/initialState';
import { pruneExpired } from './state/pruneExpired';
import type { SandboxState } from './state/SandboxState';
import { tokenise } from './vault';
import { DEFAULT_SANDBOX_ORIGIN } from './sandboxOrigin';

export { DEFAULT_SANDBOX_ORIGIN };
const PRUNE_INTERVAL_MS = 10_000;

export interface SandboxOptions {
  /**
   * Where the state is kept between page loads (the browser's local storage), read before and written
   * after every call so tabs share it. Without one the state lives only as objects in memory, never
   * serialised: what the local API server wants, where one process owns it.
   */
  storage?: Storage;
  /** The sandbox's "now"; tests pass their own to control time. */
  clock?: () => Date;
  /** The app's origin, for the payment page URL. */
  origin?: string;
  /**
   * Seeds a PRNG behind codes, tokens, nonces and card numbers, for tests that need the same ones
   * again. Without it they come from the cryptographic source, as a real issuer's would.
   */
  randomSeed?: number;
  /**
   * Whether each answer is a deep copy (the default), so that whoever keeps it cannot change the
   * sandbox. Only a caller that serialises every answer at once and keeps nothing, as the API server's
   * routes do, may take the live objects: copying a long list first only doubled its cost.
   */
  copyAnswers?: boolean;
}

/**
 * A deep copy of a call's answer, which is plain JSON data like the state it is read from: JSON's round
 * trip copies a large answer several times faster than structuredClone (1500 orders: 45 ms against 9).
 */
function freshCopy<T>(answer: T): T {
  return answer === undefined ? answer : (JSON.parse(JSON.stringify(answer)) as T);
}

/** A fresh seeded state, dated from the clock's "now". */
function seededState(
  options: Required<Pick<SandboxOptions, 'clock' | 'origin'>>,
  randomSeed?: number,
): SandboxState {
  const holder: StateHolder = { state: initialState(randomSeed) };
  seedSandbox(new SandboxContext(holder, options));
  return holder.state;
}

/**
 * The simulated issuer, as one object: every call of SPEC section 7 plus the sandbox tools.
 * Each call first takes the saved state (another tab may have changed it), prunes what has expired,
 * fires a fault injected into it, runs, saves the state, and answers a deep copy, never a live object
 * (unless copyAnswers is false).
 */
export function createSandbox(options: SandboxOptions = {}): SandboxApi {
  const { storage, copyAnswers = true } = options;
  const clock = options.clock ?? (() => new Date());
  const origin = options.origin ?? DEFAULT_SANDBOX_ORIGIN;
  const seed = () => seededState({ clock, origin }, options.randomSeed);
  const holder: StateHolder = { state: (storage && loadState(storage)) ?? seed() };
  const saved = storage && new SavedSandboxState(storage);
  saved?.write(holder.state);
  const context = new SandboxContext(holder, { clock, origin });

  let prunedAt = Number.NEGATIVE_INFINITY;
  /** Pruning is housekeeping (every rule checks expiry itself), so it runs at most every few seconds. */
  function pruneNow(): void {
    const now = clock();
    if (now.getTime() - prunedAt < PRUNE_INTERVAL_MS) return;
    pruneExpired(holder.state, now);
    prunedAt = now.getTime();
  }

  function run<T>(call: SandboxCall | null, action: () => T): T {
    if (saved) holder.state = saved.read(holder.state);
    try {
      pruneNow();
      if (call !== null) fireInjectedFault(holder.state, call);
      const answer = action();
      return copyAnswers ? freshCopy(answer) : answer;
    } finally {
      saved?.write(holder.state);
    }
  }

  const calls: SandboxCalls = {
    // consumer
    register: (payload) => run('register', () => register(context, payload)),
    fetchConsumer: (bearer) =>
      run('fetchConsumer', () => {
        const session = context.requireSessionRecord(bearer);
        return { consumer: context.consumerFor(bearer), token: session.token };
      }),
    updateContact: (bearer, change) => run('updateContact', () => updateContact(context, bearer, change)),
    updateProfile: (bearer, update) => run('updateProfile', () => updateProfile(context, bearer, update)),
    sendVerificationEmail: (bearer) =>
      run('sendVerificationEmail', () => sendVerificationEmail(context, bearer)),
    checkEmailCode: (_bearer, check) => run('checkEmailCode', () => checkEmailCode(context, check)),
    addMobileDevice: (bearer) => run('addMobileDevice', () => addMobileDevice(context, bearer)),
    verifyMobileDevice: (bearer, code) =>
      run('verifyMobileDevice', () => verifyMobileDevice(context, bearer, code)),
    startPasswordReset: (email) => run('startPasswordReset', () => startPasswordReset(context, email)),
    resumePasswordReset: (reset) => run('resumePasswordReset', () => resumePasswordReset(context, reset)),
    // session
    login: (credentials) => run('login', () => login(context, credentials)),
    requestOneTimeCode: (bearer) => run('requestOneTimeCode', () => requestOneTimeCode(context, bearer)),
    verifyOneTimeCode: (bearer, code) =>
      run('verifyOneTimeCode', () => verifyOneTimeCode(context, bearer, code)),
    logout: (bearer) => run('logout', () => logout(context, bearer)),
    // kyc
    initiateKyc: (bearer) => run('initiateKyc', () => initiateKyc(context, bearer)),
    kycStatus: (bearer, level) => run('kycStatus', () => kycStatus(context, bearer, level)),
    refreshKycStatus: (bearer) => run('refreshKycStatus', () => refreshKycStatus(context, bearer)),
    simulateKyc: (bearer, level) => run('simulateKyc', () => simulateKyc(context, bearer, level)),
    declinedKycTransactions: (bearer) =>
      run('declinedKycTransactions', () => declinedKycTransactions(context, bearer)),
    // orders
    createOrder: (bearer, amount) => run('createOrder', () => createOrder(context, bearer, amount)),
    getOrder: (bearer, orderId) => run('getOrder', () => getOrder(context, bearer, orderId)),
    listOrders: (bearer) => run('listOrders', () => listOrders(context, bearer)),
    changeOrderAmount: (bearer, orderId, amount) =>
      run('changeOrderAmount', () => changeOrderAmount(context, bearer, orderId, amount)),
    applyDiscount: (bearer, orderId, code) =>
      run('applyDiscount', () => applyDiscount(context, bearer, orderId, code)),
    removeDiscount: (bearer, orderId, code) =>
      run('removeDiscount', () => removeDiscount(context, bearer, orderId, code)),
    paymentMethods: (bearer, orderId) =>
      run('paymentMethods', () => paymentMethods(context, bearer, orderId)),
    startPayment: (bearer, orderId, paymethodId, idempotencyKey) =>
      run('startPayment', () => startPayment(context, bearer, orderId, paymethodId, idempotencyKey)),
    processOrder: (bearer, orderId) => run('processOrder', () => processOrder(context, bearer, orderId)),
    orderCards: (bearer, orderId) => run('orderCards', () => orderCards(context, bearer, orderId)),
    orderError: (bearer, orderId) => run('orderError', () => orderError(context, bearer, orderId)),
    orderSuccess: (bearer, orderId) => run('orderSuccess', () => orderSuccess(context, bearer, orderId)),
    notifyPending: (bearer, orderId) => run('notifyPending', () => notifyPending(context, bearer, orderId)),
    cancelOrder: (bearer, orderId) => run('cancelOrder', () => cancelOrder(context, bearer, orderId)),
    // cards
    getCard: (bearer, cardId) => run('getCard', () => getCard(context, bearer, cardId)),
    blockCard: (bearer, cardId) => run('blockCard', () => blockCard(context, bearer, cardId)),
    unblockCard: (bearer, cardId) => run('unblockCard', () => unblockCard(context, bearer, cardId)),
    activateCard: (bearer, cardId) => run('activateCard', () => activateCard(context, bearer, cardId)),
    deactivateCard: (bearer, cardId, option, transferTo) =>
      run('deactivateCard', () => deactivateCard(context, bearer, cardId, option, transferTo)),
    cardTransactions: (bearer, cardId) =>
      run('cardTransactions', () => cardTransactions(context, bearer, cardId)),
    inactivityFeeData: (bearer) => run('inactivityFeeData', () => inactivityFeeData(context, bearer)),
    settlement: (bearer, cardId, settlementId) =>
      run('settlement', () => settlement(context, bearer, cardId, settlementId)),
    authorisation: (bearer, cardId, authorisationId) =>
      run('authorisation', () => authorisation(context, bearer, cardId, authorisationId)),
    // news
    news: (merchant, limit) => run('news', () => news(merchant, limit)),
    // the vault
    tokenise: (secret) => run('tokenise', () => tokenise(holder.state, secret)),
    revealCardSecret: (bearer, token) =>
      run('revealCardSecret', () => revealCardSecret(context, bearer, token)),
  };

  const tools: SandboxTools = {
    outbox: () => run(null, () => holder.state.outbox),
    reset: () =>
      run(null, () => {
        holder.state = seed();
      }),
    paymentSession: (paymentId) => run(null, () => paymentSession(context, paymentId)),
    completePayment: (paymentId, outcome) => run(null, () => completePayment(context, paymentId, outcome)),
    completeIdentityCheck: (reference, outcome) =>
      run(null, () => completeIdentityCheck(context, reference, outcome)),
    failNext: (call, status) =>
      run(null, () => {
        holder.state.faults[call] = status;
      }),
  };

  const sessionCheck: SandboxSessionCheck = {
    sessionKind: (bearer) => run(null, () => sessionKind(holder.state, bearer, clock())),
    sessionOwner: (bearer) => run(null, () => sessionOwner(holder.state, bearer, clock())),
  };

  return { ...calls, ...tools, ...sessionCheck };
}
