import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Consumer } from '../../domain/consumer/Consumer';
import { routeDecision, type RouteDecision, type RouteFamily } from '../../domain/registration/routeDecision';
import type { RegistrationStep } from '../../domain/registration/registrationStep';
import { LoadConsumer } from '../../application/consumer/usecases/LoadConsumer';
import { ConsumerSession } from '../../application/session/ConsumerSession';
import { PendingAction } from '../../application/session/PendingAction';
import { isServerFault, type GatewayErrorKind } from '../../application/shared/GatewayError';
import { TOKEN_STORE, type TokenStore } from '../../application/session/ports/TokenStore';
import { LogOut } from '../../application/session/usecases/LogOut';
import { Navigation } from './Navigation';
import { paths } from './paths';

/** No answer, or the server failed: the session may be fine, the service is not. */
function isServiceDown(kind: GatewayErrorKind): boolean {
  return kind === 'NetworkError' || isServerFault(kind);
}

/**
 * Who is signed in, for the whole app: the consumer the use cases hold, whether a token exists, and
 * whether the profile behind a stored token has been read yet (SPEC section 2: it is loaded first,
 * behind a loading indicator).
 */
@injectable('Singleton')
export class SessionPresenter {
  consumer: Consumer | null;
  /** The token in storage changes outside MobX (sign-in, another tab): `revision` re-reads it. */
  private revision = 0;
  loading = false;
  /**
   * The profile could not be read because the service did not answer (or failed): the guard shows
   * the "service unavailable" notice with a retry, instead of treating the visitor as signed out.
   */
  unavailable = false;
  /**
   * The server refused the stored token when the profile was read: the session expired, or a sign-in
   * still waits for its one-time code (whose token reads no profile yet, another tab's perhaps). The
   * token is kept, so that a code still to come can finish that sign-in; nobody counts as signed in.
   */
  private refused = false;
  private triedLoading = false;

  constructor(
    @inject(ConsumerSession) session: ConsumerSession,
    @inject(TOKEN_STORE) private readonly tokens: TokenStore,
    @inject(LoadConsumer) private readonly loadConsumer: LoadConsumer,
    @inject(LogOut) private readonly logOut: LogOut,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {
    this.consumer = session.current;
    makeAutoObservable<SessionPresenter, 'tokens' | 'loadConsumer' | 'logOut' | 'navigation' | 'pending'>(
      this,
      { tokens: false, loadConsumer: false, logOut: false, navigation: false, pending: false },
    );
    session.subscribe((consumer) =>
      runInAction(() => {
        this.consumer = consumer;
        if (consumer !== null) this.refused = false;
        this.revision += 1;
      }),
    );
  }

  get hasToken(): boolean {
    void this.revision;
    return this.tokens.load() !== null;
  }

  /**
   * Someone is signed in, as the header shows it (menu, logo): a consumer is known, or a token is
   * stored that the server has not refused. Decision: the spec's signed-in menu follows "a token
   * exists"; a token the server refused (an expired session) signs nobody in, so Authorization shows
   * no menu rather than My cards, Orders and Sign out.
   */
  get signedIn(): boolean {
    return this.consumer !== null || (this.hasToken && !this.refused);
  }

  /** True while a stored token's profile is still to be read: the guard waits instead of deciding. */
  get needsLoading(): boolean {
    return this.hasToken && this.consumer === null && !this.triedLoading;
  }

  decide(family: RouteFamily, step: RegistrationStep | null = null): RouteDecision {
    return routeDecision(family, { hasToken: this.hasToken, consumer: this.consumer }, step);
  }

  async ensureLoaded(): Promise<void> {
    if (!this.needsLoading || this.loading) return;
    this.loading = true;
    this.unavailable = false;
    const result = await this.loadConsumer.execute();
    runInAction(() => {
      this.loading = false;
      this.triedLoading = true;
      this.unavailable = !result.ok && isServiceDown(result.error.kind);
      this.refused = !result.ok && result.error.kind === 'Unauthorized';
      this.revision += 1;
    });
  }

  /**
   * The stored token reads no profile on a page that needs sign-in (SPEC section 8): the login window
   * opens over the page, which the guard keeps, its address and query too.
   */
  askToSignInAgain(): void {
    this.pending.requireSignIn();
  }

  /** "Try again" on the service-unavailable notice: the profile is read once more. */
  async retryLoading(): Promise<void> {
    this.triedLoading = false;
    await this.ensureLoaded();
  }

  /** Logout (SPEC section 4): the server is told, token and consumer go, and the visitor goes to Authorization. */
  async signOut({ replace = false }: { replace?: boolean } = {}): Promise<void> {
    await this.logOut.execute();
    runInAction(() => {
      this.triedLoading = false;
      this.refused = false;
      this.revision += 1;
    });
    this.navigation.goTo(paths.auth(), { replace });
  }

  /** Another tab signed in or out: read the token again. */
  tokenChanged(): void {
    this.triedLoading = false;
    this.unavailable = false;
    this.refused = false;
    this.revision += 1;
  }
}
