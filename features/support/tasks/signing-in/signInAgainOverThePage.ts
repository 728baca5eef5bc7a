import assert from 'node:assert/strict';
import { newestCode } from '../../../../src/composition/testing/sandboxApp';
import { AuthModalsPresenter } from '../../../../src/presentation/auth/AuthModalsPresenter';
import { app, credentialsOf, service, until } from '../../scenarioApp';
import type { ShopWorld } from '../../world';

/** Whether the app's sign-in window is open over the page (the session ran out during an action). */
export function askedToSignInAgain(world: ShopWorld): boolean {
  return service(world, AuthModalsPresenter).login.open;
}

/**
 * Signs in again through the window over the page, as the consumer does: her password, then the
 * code texted to her, read from the sandbox's outbox. The app then replays the action that was cut off.
 */
export async function signInAgainOverThePage(world: ShopWorld, person: string): Promise<void> {
  const { login, code } = service(world, AuthModalsPresenter);
  assert.ok(login.open, 'the sign-in window is not open');
  login.form.set('password', credentialsOf(person).password);
  await login.submit();
  assert.ok(code.open, 'the code window did not open');
  // The sixth digit sends the code by itself.
  code.type(await newestCode(app(world).container, 'oneTimeCode'));
  await until(() => !code.verify.running && !code.open, 'signing in with the code');
}
