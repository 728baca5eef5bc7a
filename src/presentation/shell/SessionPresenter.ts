import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Consumer } from '../../domain/consumer/Consumer';
import { routeDecision, type RouteDecision, type RouteFamily } from '../../domain/registration/routeDecision';
import type { RegistrationStep } from '../../domain/registration/registrationStep';
import { LoadConsumer } from '../../application/consumer/usecases/LoadConsumer';
import { ConsumerSession } from '../../application/session/ConsumerSession';
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
  private triedLoading = false;

  constructor(
    @inject(ConsumerSession) session: ConsumerSession,
    @inject(TOKEN_STORE) private readonly tokens: TokenStore,
    @inject(LoadConsumer) private readonly loadConsumer: LoadConsumer,
    @inject(LogOut) private readonly logOut: LogOut,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    this.consumer = session.current;
    makeAutoObservable<SessionPresenter, 'tokens' | 'loadConsumer' | 'logOut' | 'navigation'>(this, {
      tokens: false,
      loadConsumer: false,
      logOut: false,
      navigation: false,
    });
    session.subscribe((consumer) =>
      runInAction(() => {
        this.consumer = consumer;
        this.revision += 1;
      }),
    );
  }

  get hasToken(): boolean {
    void this.revision;
    return this.tokens.load() !== null;
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
      this.revision += 1;
    });
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
      this.revision += 1;
    });
    this.navigation.goTo(paths.auth(), { replace });
  }

  /** Another tab signed in or out: read the token again. */
  tokenChanged(): void {
    this.triedLoading = false;
    this.unavailable = false;
    this.revision += 1;
  }
}
