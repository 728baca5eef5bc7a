import { injectable } from 'inversify';
import type { Result } from '../shared/Result';
import type { RetriedActionName, RetriedActions } from './RetriedActions';

export type { RetriedActionName } from './RetriedActions';

/** What an action hands back, by name. */
export type RetriedResult<N extends RetriedActionName> = Result<RetriedActions[N]>;

/** An action that met Unauthorized, replayed once after sign-in, and what it handed back then. */
export type ReplayedAction<N extends RetriedActionName = RetriedActionName> = {
  [K in N]: { name: K; result: RetriedResult<K> };
}[N];

interface KeptAction<N extends RetriedActionName> {
  name: N;
  run: () => Promise<RetriedResult<N>>;
}

type ReplayListeners = { [N in RetriedActionName]: Set<(result: RetriedResult<N>) => void> };

/** One empty set of listeners per retried action. */
function noListeners(): ReplayListeners {
  return {
    readPaymentSuccess: new Set(),
    cancelPayment: new Set(),
    listPaymentMethods: new Set(),
    blockCard: new Set(),
    unblockCard: new Set(),
    activateCard: new Set(),
    deactivateCard: new Set(),
    createOrder: new Set(),
    resumeStoredOrder: new Set(),
    startPayment: new Set(),
    updatePersonalInfo: new Set(),
    updateAddressInfo: new Set(),
    updateFinancialInfo: new Set(),
    changeMobileNumber: new Set(),
    listOrders: new Set(),
    requestCardDetailsCode: new Set(),
    showCardDetails: new Set(),
    listTransactions: new Set(),
    readTransaction: new Set(),
  };
}

/**
 * "Sign-in required", for the whole app (SPEC section 8: a 401 keeps the action and opens the login
 * modal). Protected calls go through here: one that meets Unauthorized announces that the consumer
 * must sign in again, and a retried one is also kept, with its parameters, until the consumer has
 * signed in; it is then replayed once and the screen that started it hears its typed result.
 */
@injectable('Singleton')
export class PendingAction {
  private kept: KeptAction<RetriedActionName> | null = null;
  private readonly signInListeners = new Set<() => void>();
  private readonly replayListeners = noListeners();

  /** The name of the kept action, or null. */
  get keptName(): RetriedActionName | null {
    return this.kept?.name ?? null;
  }

  /** Runs a retried action; when it meets Unauthorized it is kept (replacing any older one) and sign-in is asked for. */
  async retryAfterLogin<N extends RetriedActionName>(
    name: N,
    run: () => Promise<RetriedResult<N>>,
  ): Promise<RetriedResult<N>> {
    const result = await run();
    if (isUnauthorized(result)) {
      // A replay that meets Unauthorized again is kept again, for the next sign-in.
      this.kept = { name, run: () => this.retryAfterLogin(name, run) };
      this.requireSignIn();
    }
    return result;
  }

  /** Runs a protected call that is not retried; when it meets Unauthorized, sign-in is asked for. */
  async signInWhenUnauthorized<T>(run: () => Promise<Result<T>>): Promise<Result<T>> {
    const result = await run();
    if (isUnauthorized(result)) this.requireSignIn();
    return result;
  }

  /** The consumer must sign in again (a call met Unauthorized, or the session ran out). */
  requireSignIn(): void {
    for (const listener of this.signInListeners) listener();
  }

  /** Hears every "sign-in required" (the auth modals, once for the app). */
  onSignInRequired(listener: () => void): () => void {
    this.signInListeners.add(listener);
    return () => this.signInListeners.delete(listener);
  }

  /** Runs the kept action once and forgets it; null when nothing was kept. */
  async replay(): Promise<ReplayedAction | null> {
    const kept = this.kept;
    if (kept === null) return null;
    this.kept = null;
    return this.replayed(kept);
  }

  clear(): void {
    this.kept = null;
  }

  /** Tells the screen that started an action what its replay handed back. */
  onReplay<N extends RetriedActionName>(name: N, listener: (result: RetriedResult<N>) => void): () => void {
    const listeners: ReplayListeners[N] = this.replayListeners[name];
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  private async replayed<N extends RetriedActionName>(kept: KeptAction<N>): Promise<ReplayedAction<N>> {
    const result = await kept.run();
    const listeners: ReplayListeners[N] = this.replayListeners[kept.name];
    for (const listener of listeners) listener(result);
    return { name: kept.name, result };
  }
}

function isUnauthorized(result: Result<unknown>): boolean {
  return !result.ok && result.error.kind === 'Unauthorized';
}
