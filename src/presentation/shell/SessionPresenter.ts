import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Consumer } from '../../domain/consumer/Consumer';
import { routeDecision, type RouteDecision, type RouteFamily } from '../../domain/registration/routeDecision';
import type { RegistrationStep } from '../../domain/registration/registrationStep';
import { LoadConsumer } from '../../application/consumer/usecases/LoadConsumer';
import { ConsumerSession } from '../../application/session/ConsumerSession';
import { isServerFault } from '../../application/shared/GatewayError';
import { TOKEN_STORE, type TokenStore } from '../../application/session/ports/TokenStore';
import { LogOut } from '../../application/session/usecases/LogOut';
import { sessionRefused } from '../calls/sessionRefused';
import { Navigation } from './Navigation';
import { paths } from './paths';

/** Who is signed in, for the whole app; a stored token's profile is read first (SPEC section 2). */
@injectable('Singleton')
export class SessionPresenter {
  consumer: Consumer | null;
  /** The token in storage changes outside MobX (sign-in, another tab): `revision` re-reads it. */
  private revision = 0;
  private loading = false;
  /** The profile could not be read because the service did not answer or failed: not a signed-out visitor. */
  unavailable = false;
  /** The server refused the stored token (expired, or a sign-in awaiting its code): kept for the code. */
  private refused = false;
  private triedLoading = false;

  constructor(
    @inject(ConsumerSession) session: ConsumerSession,
    @inject(TOKEN_STORE) private readonly tokens: TokenStore,
    @inject(LoadConsumer) private readonly loadConsumer: LoadConsumer,
    @inject(LogOut) private readonly logOut: LogOut,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    this.consumer = session.current;
    makeAutoObservable<SessionPresenter, 'tokens'>(this, { tokens: false });
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

  /** Decision: the spec's menu follows "a token exists"; a token the server refused signs nobody in. */
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
      // No answer, or the server failed: the session may be fine, the service is not.
      this.unavailable =
        !result.ok && (result.error.kind === 'NetworkError' || isServerFault(result.error.kind));
      this.refused = !result.ok && sessionRefused(result.error);
      this.revision += 1;
    });
  }

  /** Logout (SPEC section 4), then Authorization. */
  async signOut({ replace = false }: { replace?: boolean } = {}): Promise<void> {
    await this.logOut.execute();
    this.readTokenAgain();
    this.navigation.goTo(paths.auth(), { replace });
  }

  /** Another tab signed in or out, or Try again once the service did not answer: the guard reads it again. */
  readTokenAgain(): void {
    this.triedLoading = false;
    this.unavailable = false;
    this.refused = false;
    this.revision += 1;
  }
}
