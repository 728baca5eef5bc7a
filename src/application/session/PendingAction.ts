import { injectable } from 'inversify';
import type { Result } from '../shared/Result';

declare const HANDS_BACK: unique symbol;

/**
 * An action replayed once after sign-in when it meets Unauthorized, typed by what it hands back:
 * declared once, next to its use case (`export const BLOCK_CARD = retried<Consumer>('blockCard')`).
 */
export interface Retried<T> {
  readonly name: string;
  /** Only a type: what the action hands back. */
  readonly [HANDS_BACK]?: (value: T) => T;
}

export function retried<T>(name: string): Retried<T> {
  return { name };
}

/** An action that met Unauthorized, replayed once after sign-in, and what it handed back then. */
export interface ReplayedAction {
  readonly name: string;
  readonly result: Result<unknown>;
}

/** The consumer is asked to sign in (the login window stands), with the action kept for afterwards. */
export interface SignInRequest {
  readonly keptAction: string | null;
}

type Listener = (result: Result<unknown>) => void;

/**
 * "Sign-in required", for the whole app (SPEC section 8: a 401 keeps the action and opens the login
 * window). Protected calls go through here: one that meets Unauthorized asks the consumer to sign in
 * again (`signInRequest`, which stands until they have signed in or dismissed the window), and a
 * retried one is kept, with its parameters, until the consumer has signed in; it is then replayed
 * once and whoever hears that action gets its typed result.
 */
@injectable('Singleton')
export class PendingAction {
  private kept: { name: string; run: () => Promise<ReplayedAction> } | null = null;
  private request: SignInRequest | null = null;
  private readonly requestListeners = new Set<(request: SignInRequest | null) => void>();
  private readonly replayListeners = new Map<string, Set<Listener>>();

  /** The sign-in asked for and not yet done nor dismissed; null when none stands. */
  get signInRequest(): SignInRequest | null {
    return this.request;
  }

  /** The name of the kept action, or null. */
  get keptName(): string | null {
    return this.kept?.name ?? null;
  }

  /** Runs a retried action; when it meets Unauthorized it is kept (replacing any older one) and sign-in is asked for. */
  async retryAfterLogin<T>(action: Retried<T>, run: () => Promise<Result<T>>): Promise<Result<T>> {
    const result = await run();
    if (isUnauthorized(result)) {
      // A replay that meets Unauthorized again is kept again, for the next sign-in.
      this.kept = {
        name: action.name,
        run: async () => {
          const replayed = await this.retryAfterLogin(action, run);
          for (const listener of this.listenersOf(action)) listener(replayed);
          return { name: action.name, result: replayed };
        },
      };
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

  /** The consumer must sign in again (a call met Unauthorized, the session ran out, or the consumer asks). */
  requireSignIn(): void {
    this.settleRequest({ keptAction: this.keptName });
  }

  /** The consumer closed the login window: no sign-in stands; the kept action waits for the next one. */
  dismiss(): void {
    this.settleRequest(null);
  }

  /** Hears the sign-in request: at once (a late listener reads what stands), then at each change. */
  subscribe(listener: (request: SignInRequest | null) => void): () => void {
    this.requestListeners.add(listener);
    listener(this.request);
    return () => this.requestListeners.delete(listener);
  }

  /**
   * The consumer has signed in: the kept action runs once and is forgotten, and the request is done
   * (unless the replay met Unauthorized again and asked anew). Null when nothing was kept.
   */
  async replay(): Promise<ReplayedAction | null> {
    const { kept, request } = this;
    this.kept = null;
    const replayed = kept === null ? null : await kept.run();
    if (this.request === request) this.settleRequest(null);
    return replayed;
  }

  /** Forgets the kept action (signed out, or another consumer signed in). */
  clear(): void {
    this.kept = null;
  }

  /** Tells whoever started an action what its replay handed back, until the returned stopper is called. */
  onReplay<T>(action: Retried<T>, listener: (result: Result<T>) => void): () => void {
    const listeners = this.listenersOf(action);
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  private listenersOf<T>(action: Retried<T>): Set<(result: Result<T>) => void> {
    let listeners = this.replayListeners.get(action.name);
    if (listeners === undefined) {
      listeners = new Set();
      this.replayListeners.set(action.name, listeners);
    }
    // A name is declared once, with what it hands back (retried<T>): its listeners all take that.
    return listeners as Set<(result: Result<T>) => void>;
  }

  private settleRequest(request: SignInRequest | null): void {
    if (request === this.request) return;
    this.request = request;
    for (const listener of this.requestListeners) listener(request);
  }
}

function isUnauthorized(result: Result<unknown>): boolean {
  return !result.ok && result.error.kind === 'Unauthorized';
}
