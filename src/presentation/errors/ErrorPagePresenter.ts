import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { paths } from '../shell/paths';
import { SessionPresenter } from '../shell/SessionPresenter';

/** The way out of an error page (SPEC section 2): Consumer Cards when a consumer exists, else Authorization. */
export interface ErrorPageLink {
  to: string;
  labelKey: 'errors.links.cards' | 'errors.links.auth';
}

@injectable()
export class ErrorPagePresenter {
  constructor(@inject(SessionPresenter) private readonly session: SessionPresenter) {
    makeAutoObservable(this);
  }

  get link(): ErrorPageLink {
    return this.session.consumer !== null
      ? { to: paths.cards(), labelKey: 'errors.links.cards' }
      : { to: paths.auth(), labelKey: 'errors.links.auth' };
  }
}
