import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

/** What the shell shows above the page: a locale key and its interpolation values. */
export interface ShellAlert {
  type: AlertType;
  messageKey: string;
  values: Record<string, string | number>;
}

/**
 * The app-wide alert above the page (SPEC section 2: any alert is cleared on every navigation).
 * One alert at a time: a new one replaces the old. A screen that shows an alert and then moves on
 * shows it after navigating, or passes `keepOnNextNavigation` so the very next navigation spares it.
 */
@injectable('Singleton')
export class AlertPresenter {
  current: ShellAlert | null = null;
  private keepOnce = false;

  constructor() {
    makeAutoObservable(this);
  }

  show(
    type: AlertType,
    messageKey: string,
    values: Record<string, string | number> = {},
    options: { keepOnNextNavigation?: boolean } = {},
  ): void {
    this.current = { type, messageKey, values };
    this.keepOnce = options.keepOnNextNavigation ?? false;
  }

  clear(): void {
    this.current = null;
    this.keepOnce = false;
  }

  /** The shell calls this on every navigation. */
  navigated(): void {
    if (this.keepOnce) this.keepOnce = false;
    else this.current = null;
  }
}
