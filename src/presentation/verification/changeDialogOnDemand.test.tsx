import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckEmailVerification } from '../../application/consumer/usecases/CheckEmailVerification';
import { SendVerificationEmail } from '../../application/consumer/usecases/SendVerificationEmail';
import { emailVerificationQuery, register, sandboxApp } from '../../composition/testing/sandboxApp';
import { paths } from '../shell/paths';
import { renderRoutes, tableRoute } from '../testing/renderScreen';
import { TEXTS } from '../testing/signUpTexts';

// Its own file: a module, once evaluated, stays so for the rest of a test file.
const text = TEXTS.en.verification;

/** Whether the change dialogs' module was evaluated: jest runs a mocked module's factory on its first import. */
const mockDialogs = { loaded: false };
jest.mock('./ChangeContactModal', () => {
  mockDialogs.loaded = true;
  return jest.requireActual<object>('./ChangeContactModal');
});

it("downloads Verify Mobile's change dialog once asked for, and opens it for that press", async () => {
  const app = sandboxApp();
  await register(app.container);
  await app.container.get(SendVerificationEmail).execute();
  await app.container.get(CheckEmailVerification).execute(await emailVerificationQuery(app.container));
  renderRoutes(app.container, { routes: [tableRoute('verifyMobile')], at: paths.verifyMobile() });
  const change = await screen.findByRole('button', { name: text.mobile.change });
  expect(mockDialogs.loaded).toBe(false);
  await userEvent.setup({ delay: null }).click(change);
  expect(await screen.findByRole('dialog', { name: text.changePhone.title })).toBeInTheDocument();
  expect(mockDialogs.loaded).toBe(true);
});
