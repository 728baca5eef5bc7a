import { inject, injectable } from 'inversify';
import type { Consumer } from '../../domain/consumer/Consumer';
import type { KycTargetLevel } from '../../domain/kyc/kycLevel';
import {
  INITIAL_KYC_STATE,
  kycReducer,
  shouldPoll,
  startsRedirectWait,
  type KycEvent,
  type KycState,
} from '../../domain/kyc/kycState';
import { KYC_REDIRECT_AFTER_SUBMIT_MS, KYC_STATUS_POLL_MS } from '../../domain/timing';
import type { AppError } from '../shared/Result';
import { SCHEDULER, type Scheduler } from '../shared/Scheduler';
import { PollKycStatus } from './usecases/PollKycStatus';
import { RefreshKycStatus } from './usecases/RefreshKycStatus';

export type KycProgress =
  | { type: 'state'; state: KycState }
  /** The redirect wait is over and the KYC level was brought up to date: time for the cards screen. */
  | { type: 'goToCards'; consumer: Consumer }
  | { type: 'error'; error: AppError };

export type KycProgressListener = (progress: KycProgress) => void;

/**
 * Follows one identity check for the KYC screen (SPEC section 4): reads the status now and every
 * KYC_STATUS_POLL_MS until it is approved or rejected, folds in the widget's reports, and once the
 * documents are in waits KYC_REDIRECT_AFTER_SUBMIT_MS, updates the KYC status and reports 'goToCards'.
 * One poller per screen visit (bound transient).
 */
@injectable()
export class KycStatusPoller {
  private state: KycState = INITIAL_KYC_STATE;
  private level: KycTargetLevel = 'KYC_LEVEL_1';
  private listener: KycProgressListener = () => undefined;
  private running = false;
  private cancelPoll: (() => void) | null = null;
  private cancelRedirect: (() => void) | null = null;
  /** The redirect wait ran out while the documents were in: an approval after it moves on at once. */
  private waitOver = false;

  constructor(
    @inject(PollKycStatus) private readonly pollStatus: PollKycStatus,
    @inject(RefreshKycStatus) private readonly refreshStatus: RefreshKycStatus,
    @inject(SCHEDULER) private readonly scheduler: Scheduler,
  ) {}

  get current(): KycState {
    return this.state;
  }

  start(level: KycTargetLevel, listener: KycProgressListener): void {
    this.stop();
    this.level = level;
    this.listener = listener;
    this.state = INITIAL_KYC_STATE;
    this.waitOver = false;
    this.running = true;
    void this.poll();
  }

  /** A report from the widget, or its failed start. */
  report(event: KycEvent): void {
    if (this.running) this.moveTo(kycReducer(this.state, event));
  }

  /** Stops every timer; nothing is reported afterwards. */
  stop(): void {
    this.running = false;
    this.cancelPoll?.();
    this.cancelPoll = null;
    this.cancelRedirect?.();
    this.cancelRedirect = null;
  }

  private async poll(): Promise<void> {
    this.cancelPoll = null;
    const polled = await this.pollStatus.execute({ level: this.level, state: this.state });
    if (!this.running) return;
    // Folded into the state as it is now: a widget report may have arrived during the read.
    if (polled.ok) this.moveTo(kycReducer(this.state, polled.value.event));
    else this.listener({ type: 'error', error: polled.error });
    if (this.running && shouldPoll(this.state) && this.cancelPoll === null)
      this.cancelPoll = this.scheduler.after(KYC_STATUS_POLL_MS, () => void this.poll());
  }

  private moveTo(state: KycState): void {
    const changed = state !== this.state;
    if (changed) {
      this.state = state;
      this.listener({ type: 'state', state });
      // The listener may have stopped the poller (the screen was left): nothing more is scheduled.
      if (!this.running) return;
    }
    if (!shouldPoll(state)) {
      this.cancelPoll?.();
      this.cancelPoll = null;
    }
    if (!startsRedirectWait(state)) {
      // A rejection after the documents were submitted takes the redirect back.
      this.cancelRedirect?.();
      this.cancelRedirect = null;
      this.waitOver = false;
    } else if (this.waitOver) {
      // Approved after the wait (the documents were checked while the consumer stayed): the level is
      // brought up to date and the screen moves on now, as it would have at the end of the wait.
      if (changed && state === 'approved') void this.redirect();
    } else if (this.cancelRedirect === null) {
      this.cancelRedirect = this.scheduler.after(KYC_REDIRECT_AFTER_SUBMIT_MS, () => {
        this.cancelRedirect = null;
        this.waitOver = true;
        void this.redirect();
      });
    }
  }

  private async redirect(): Promise<void> {
    const refreshed = await this.refreshStatus.execute();
    if (!this.running) return;
    this.listener(
      refreshed.ok
        ? { type: 'goToCards', consumer: refreshed.value }
        : { type: 'error', error: refreshed.error },
    );
  }
}
