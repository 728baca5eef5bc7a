import { makeAutoObservable } from 'mobx';
import { ALERT_DISPLAY_MS } from '../../domain/timing';
import type { Scheduler } from '../../application/shared/Scheduler';
import type { Message } from '../messages/Message';

/** A success alert: shown, then hidden after 8 seconds (SPEC section 2). */
export class TimedAlert {
  message: Message | null = null;
  private cancelHide: (() => void) | null = null;

  constructor(private readonly scheduler: Scheduler) {
    makeAutoObservable<TimedAlert, 'scheduler' | 'cancelHide'>(this, { scheduler: false, cancelHide: false });
  }

  show(message: Message): void {
    this.stop();
    this.message = message;
    this.cancelHide = this.scheduler.after(ALERT_DISPLAY_MS, () => this.hide());
  }

  hide(): void {
    this.stop();
    this.message = null;
  }

  /** Forgets the timer (the screen is left). */
  stop(): void {
    this.cancelHide?.();
    this.cancelHide = null;
  }
}
