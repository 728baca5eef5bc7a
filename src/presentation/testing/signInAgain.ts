import type { Container } from 'inversify';
import { DEMO_CREDENTIALS } from '../../adapters/sandbox/seed/accounts';
import { newestCode } from '../../composition/testing/sandboxApp';
import { AuthModalsPresenter } from '../auth/AuthModalsPresenter';

/** Lets the in-process sandbox calls started so far run to their end. */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** The demo consumer answers the sign-in window open over the page: her password, then the texted code (its sixth digit sends it). */
export async function signInAgain(container: Container): Promise<void> {
  const { login, code } = container.get(AuthModalsPresenter);
  if (!login.open) throw new Error('the sign-in window is not open');
  login.form.set('password', DEMO_CREDENTIALS.password);
  await login.submit();
  code.type(await newestCode(container, 'oneTimeCode'));
  for (let turns = 0; turns < 50 && (code.verify.running || code.open); turns += 1) await settle();
}
