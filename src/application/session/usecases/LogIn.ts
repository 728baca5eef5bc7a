import { inject, injectable } from 'inversify';
import { attempt, type Result } from '../../shared/Result';
import { SESSION_GATEWAY, type SessionGateway } from '../ports/SessionGateway';
import { TOKEN_STORE, type TokenStore } from '../ports/TokenStore';

export interface LogInInput {
  email: string;
  password: string;
  /** The Authorization page was opened with kyc=true. */
  kyc?: boolean;
  /** Signing in again from the login modal, over the page the consumer was on. */
  fromModal?: boolean;
}

/**
 * Where the consumer goes once the one-time code is verified: the cards, the KYC upgrade
 * information (kyc=true), or nowhere for a modal sign-in (the modal closes over the current page).
 */
export type LoginDestination = 'cards' | 'kycUpgradeInfo' | 'currentPage';

export interface LoggedIn {
  /** Always true: a login token grants only the one-time-code calls until the code is verified. */
  oneTimeCodeNeeded: true;
  destination: LoginDestination;
}

/** Signs in with e-mail and password and keeps the (one-time-code only) token (SPEC section 4). */
@injectable()
export class LogIn {
  constructor(
    @inject(SESSION_GATEWAY) private readonly sessions: SessionGateway,
    @inject(TOKEN_STORE) private readonly tokens: TokenStore,
  ) {}

  async execute(input: LogInInput): Promise<Result<LoggedIn>> {
    return attempt(async () => {
      const { token } = await this.sessions.login({ email: input.email, password: input.password });
      this.tokens.save(token);
      return { oneTimeCodeNeeded: true, destination: destinationOf(input) };
    });
  }
}

function destinationOf(input: LogInInput): LoginDestination {
  if (input.fromModal) return 'currentPage';
  return input.kyc ? 'kycUpgradeInfo' : 'cards';
}
