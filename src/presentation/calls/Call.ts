import { makeAutoObservable, observableRef } from 'mobx';
import type { AppError, Result } from '../../application/shared/Result';
import type { Message } from '../messages/Message';
import { failureMessage, type FailureWords } from './failureMessage';

/** Where one call stands: not made (or cleared), under way, failed in the screen's words, or done. */
export type CallState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'running' }
  | { readonly status: 'failed'; readonly message: Message; readonly error: AppError | null }
  | { readonly status: 'done'; readonly value: T };

const IDLE = { status: 'idle' } as const;

/** What a screen does with a call's answer, first-hand or replayed after sign-in. */
export interface CallOptions<T> {
  done?: (value: T) => void;
  /** Its subject is not the consumer's or is gone (403, 404): the page is not shown, rather than worded. */
  notFound?: () => void;
}

/**
 * One call a screen makes, as observable state: busy, failed in the screen's words, or what it handed
 * back; a double press sends once. An ended session is PendingAction's (it asks for sign-in and replays,
 * the replay going to `settle`); meanwhile the call `waitsForSignIn`, failed with the screen's `signIn`
 * words if it has any, else idle (the login window says it all).
 */
export class Call<T> {
  state: CallState<T> = IDLE;
  /** The last answer was an ended session: the call waits for the consumer to sign in again. */
  waitsForSignIn = false;

  constructor(
    private readonly words: FailureWords,
    private readonly options: CallOptions<T> = {},
  ) {
    // The state is replaced whole, never changed in place: what a call hands back stays as it came.
    makeAutoObservable<Call<T>, 'words' | 'options'>(this, {
      state: observableRef,
      words: false,
      options: false,
    });
  }

  get running(): boolean {
    return this.state.status === 'running';
  }

  get failure(): Message | null {
    return this.state.status === 'failed' ? this.state.message : null;
  }

  /** The failure itself, for a screen that must tell failures apart beyond their words. */
  get error(): AppError | null {
    return this.state.status === 'failed' ? this.state.error : null;
  }

  get value(): T | null {
    return this.state.status === 'done' ? this.state.value : null;
  }

  /** Makes the call unless one is under way; its result, or null when it was not made. */
  async run(call: () => Promise<Result<T>>): Promise<Result<T> | null> {
    if (this.running) return null;
    this.state = { status: 'running' };
    this.waitsForSignIn = false;
    const result = await call();
    this.settle(result);
    return result;
  }

  /** Takes a result that came another way: the replay of the call after sign-in. */
  settle(result: Result<T>): void {
    this.waitsForSignIn = !result.ok && result.error.kind === 'Unauthorized';
    if (result.ok) this.state = { status: 'done', value: result.value };
    else if (this.waitsForSignIn && this.words.signIn === undefined) this.state = IDLE;
    else
      this.state = {
        status: 'failed',
        message: failureMessage(result.error, this.words),
        error: result.error,
      };
    if (result.ok) this.options.done?.(result.value);
    else if (result.error.kind === 'NotFound') this.options.notFound?.();
  }

  /** Refuses the call before it is made (a check of what was typed): failed with these words. */
  refuse(message: Message): void {
    this.state = { status: 'failed', message, error: null };
    this.waitsForSignIn = false;
  }

  /** Forgets the last outcome (what it was about was edited, or the screen starts over). */
  reset(): void {
    this.state = IDLE;
    this.waitsForSignIn = false;
  }
}
