import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Message } from '../messages/Message';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

/** The app-wide alert above the page, one at a time; every navigation clears it (SPEC section 2). */
@injectable('Singleton')
export class AlertPresenter {
  alert: { readonly type: AlertType; readonly message: Message } | null = null;
  private keepOnce = false;

  constructor() {
    makeAutoObservable(this);
  }

  /** keepOnNextNavigation: the very next navigation spares the alert (the screen shows it, then moves on). */
  show(type: AlertType, message: Message, { keepOnNextNavigation = false } = {}): void {
    this.alert = { type, message };
    this.keepOnce = keepOnNextNavigation;
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
