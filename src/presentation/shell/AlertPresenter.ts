import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { messageOf, type Message } from '../messages/Message';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

/** What the shell shows above the page. */
export interface ShellAlert {
  readonly type: AlertType;
  readonly message: Message;
}

interface ShowOptions {
  /** The very next navigation spares the alert: the screen shows it, then moves on. */
  keepOnNextNavigation?: boolean;
}

/**
 * The app-wide alert above the page, one at a time: a new one replaces the old, and every navigation
 * clears it (SPEC section 2).
 */
@injectable('Singleton')
export class AlertPresenter {
  alert: ShellAlert | null = null;
  private keepOnce = false;

  constructor() {
    makeAutoObservable(this);
  }

  show(type: AlertType, message: Message, options?: ShowOptions): void;
  /** @deprecated The old way, until every screen has moved: `show(type, messageOf(key, values), options)`. */
  show(type: AlertType, key: string, values?: Record<string, string | number>, options?: ShowOptions): void;
  show(
    type: AlertType,
    message: Message | string,
    optionsOrValues: ShowOptions | Record<string, string | number> = {},
    oldOptions: ShowOptions = {},
  ): void {
    if (typeof message === 'string') {
      this.show(type, messageOf(message, optionsOrValues as Record<string, string | number>), oldOptions);
      return;
    }
    this.alert = { type, message };
    this.keepOnce = (optionsOrValues as ShowOptions).keepOnNextNavigation ?? false;
  }

  /** @deprecated The alert as a locale key and its values: read `alert`. */
  get current(): { type: AlertType; messageKey: string; values: Message['values'] } | null {
    if (this.alert === null) return null;
    const { type, message } = this.alert;
    return { type, messageKey: message.key ?? '', values: message.values ?? {} };
  }

  clear(): void {
    this.alert = null;
    this.keepOnce = false;
  }

  /** The shell calls this on every navigation. */
  navigated(): void {
    if (this.keepOnce) this.keepOnce = false;
    else this.alert = null;
  }
}
