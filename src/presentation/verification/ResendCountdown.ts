import { secondsUntilAllowed } from '../../domain/session/resendWait';
import type { Clock } from '../../application/shared/Clock';
import type { Scheduler } from '../../application/shared/Scheduler';
import { Countdown } from '../widgets/Countdown';

/** The wait before an e-mail or SMS may be sent again (SPEC sections 2 and 9), rounded up. */
export class ResendCountdown extends Countdown {
  constructor(clock: Clock, scheduler: Scheduler) {
    super(clock, scheduler, secondsUntilAllowed);
  }

  get isRunning(): boolean {
    return this.secondsLeft > 0;
  }

  /** m:ss ('1:00', '0:09'), for the message next to Resend. */
  get display(): string {
    return `${Math.floor(this.secondsLeft / 60)}:${String(this.secondsLeft % 60).padStart(2, '0')}`;
  }
}
