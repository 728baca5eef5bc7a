import { inject, injectable } from 'inversify';
import { action, makeObservable, observable } from 'mobx';
import { PendingAction } from '../../application/session/PendingAction';

/**
 * All the shell holds of the app-wide login and code modals: whether they are wanted yet, and a
 * sign-in asked for before their presenter exists. The presenter, its forms and the form-validation
 * library load with the modals' view the first time one is needed (AuthModalsOnDemand), so a first
 * visit does not download them.
 */
@injectable('Singleton')
export class AuthModalsDemand {
  /** A modal has opened once: the modals' view is mounted from then on. */
  wanted = false;
  private listener: (() => void) | null = null;
  /** A sign-in was asked for before the presenter listened: it hears it when it starts to. */
  private unheard = false;

  constructor(@inject(PendingAction) pending: PendingAction) {
    makeObservable<AuthModalsDemand, 'signInRequired'>(this, {
      wanted: observable,
      want: action,
      signInRequired: action,
    });
    // One instance for the app, listening for its whole life.
    pending.onSignInRequired(() => this.signInRequired());
  }

  /** A modal opens: its view must be there. */
  want(): void {
    this.wanted = true;
  }

  /** The modals' presenter hears every sign-in asked for, including one asked before it was made. */
  onSignInRequired(listener: () => void): void {
    this.listener = listener;
    if (!this.unheard) return;
    this.unheard = false;
    listener();
  }

  private signInRequired(): void {
    this.want();
    if (this.listener) this.listener();
    else this.unheard = true;
  }
}
