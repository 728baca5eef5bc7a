import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Message } from '../messages/Message';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

interface ShellAlert {
  readonly type: AlertType;
  readonly message: Message;
}

interface ShowOptions {
  /** The very next navigation spares the alert: the screen shows it, then moves on. */
  keepOnNextNavigation?: boolean;
}

/** The app-wide alert above the page, one at a time; every navigation clears it (SPEC section 2). */
@injectable('Singleton')
export class AlertPresenter {
  alert: ShellAlert | null = null;
  private keepOnce = false;

  constructor() {
    makeAutoObservable(this);
  }

  show(type: AlertType, message: Message, options: ShowOptions = {}): void {
    this.alert = { type, message };
    this.keepOnce = options.keepOnNextNavigation ?? false;
  }

  clear(): void {
    this.alert = null;
    this.keepOnce = false;
  }

  navigated(): void {
    if (this.keepOnce) this.keepOnce = false;
    else this.alert = null;
  }
}
