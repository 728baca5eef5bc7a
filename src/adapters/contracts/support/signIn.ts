import type { Consumer } from '../../../domain/consumer/Consumer';
import type { SessionGateway } from '../../../application/session/ports/SessionGateway';
import type { TokenStore } from '../../../application/session/ports/TokenStore';
import type { Account } from './accounts';
import type { ContractSandbox } from './ContractSandbox';
import { newestCode } from './outbox';

export interface SignInTools {
  session: SessionGateway;
  tokens: TokenStore;
  sandbox: ContractSandbox;
}

/** Logs in and stores the login token, as the use case does; the one-time code it texts is still to verify. */
export async function logIn(tools: SignInTools, account: Account): Promise<void> {
  const { token } = await tools.session.login(account);
  tools.tokens.save(token);
}

/** Signs in as the app does: login, the one-time code it texts (read from the outbox), the full token stored. */
export async function signIn(tools: SignInTools, account: Account): Promise<Consumer> {
  await logIn(tools, account);
  const verified = await tools.session.verifyOneTimeCode(await newestCode(tools.sandbox, 'oneTimeCode'));
  tools.tokens.save(verified.token);
  return verified.consumer;
}
