import { injectable } from 'inversify';
import type { Result } from '../shared/Result';

/**
 * The actions retried after re-login when they meet Unauthorized (SPEC sections 6, 7 and 8): the
 * payment success read, cancel, the order fetches, block, deactivate, buying (creating an order and
 * paying it), the registration steps, the mobile update and the orders list.
 */
export type RetriedActionName =
  | 'readPaymentSuccess'
  | 'cancelPayment'
  | 'readOrder'
  | 'listPaymentMethods'
  | 'blockCard'
  | 'deactivateCard'
  | 'createOrder'
  | 'resumeStoredOrder'
  | 'startPayment'
  | 'updatePersonalInfo'
  | 'updateAddressInfo'
  | 'updateFinancialInfo'
  | 'changeMobileNumber'
  | 'listOrders';

export interface ReplayedAction {
  name: RetriedActionName;
  result: Result<unknown>;
}

export type ReplayListener = (replayed: ReplayedAction) => void;

interface KeptAction {
  name: RetriedActionName;
  run: () => Promise<Result<unknown>>;
}

/** The one action that met Unauthorized, kept with its parameters until the consumer signs in again. */
@injectable()
export class PendingAction {
  private kept: KeptAction | null = null;
  private readonly listeners = new Set<ReplayListener>();

  /** The name of the kept action, or null. */
  get keptName(): RetriedActionName | null {
    return this.kept?.name ?? null;
  }

  /** Runs the action; when it meets Unauthorized it is kept (replacing any older one) for replay. */
  async retryAfterLogin<T>(name: RetriedActionName, run: () => Promise<Result<T>>): Promise<Result<T>> {
    const result = await run();
    if (!result.ok && result.error.kind === 'Unauthorized') this.keep(name, run);
    return result;
  }

  keep(name: RetriedActionName, run: () => Promise<Result<unknown>>): void {
    // A replay that meets Unauthorized again is kept again, for the next sign-in.
    this.kept = { name, run: () => this.retryAfterLogin(name, run) };
  }

  /** Runs the kept action once and forgets it; null when nothing was kept. */
  async replay(): Promise<ReplayedAction | null> {
    const kept = this.kept;
    if (kept === null) return null;
    this.kept = null;
    const replayed: ReplayedAction = { name: kept.name, result: await kept.run() };
    for (const listener of this.listeners) listener(replayed);
    return replayed;
  }

  clear(): void {
    this.kept = null;
  }

  /** Tells the screen that started an action how its replay went. */
  onReplay(listener: ReplayListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
