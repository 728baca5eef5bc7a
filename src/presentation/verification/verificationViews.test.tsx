import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckEmailVerification } from '../../application/consumer/usecases/CheckEmailVerification';
import { SendVerificationEmail } from '../../application/consumer/usecases/SendVerificationEmail';
import { ConsumerSession } from '../../application/session/ConsumerSession';
import {
  emailVerificationQuery,
  newestCode,
  register,
  sandboxApp,
} from '../../composition/testing/sandboxApp';
import { TEXTS } from '../testing/signUpTexts';
import { renderRoutes, tableRoute } from '../testing/renderScreen';
import { paths } from '../shell/paths';
import MobileSuccessPage from './MobileSuccessPage';
import { foldSpaces } from '../testing/foldSpaces';

const text = TEXTS.en.verification;
const where = () => screen.findByTestId('where');
const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A countdown message at any time left (the clock runs while the page renders). */
const waitMessage = (template: string) =>
  new RegExp(`^${template.split('{{time}}').map(escape).join('\\d:\\d\\d')}$`);

describe('Verify Email, on screen', () => {
  async function show() {
    const app = sandboxApp();
    await register(app.container);
    renderRoutes(app.container, { routes: [tableRoute('verifyEmail')], at: paths.verifyEmail() });
    await screen.findByRole('heading', { level: 1 });
    return app;
  }

  it('says where the link went, waits before Resend and links to the sandbox outbox', async () => {
    await show();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.email.title);
    expect(screen.getByText(text.email.sentTo.replace('{{email}}', 'jane@example.com'))).toBeInTheDocument();
    const resend = await screen.findByRole('button', { name: text.email.resend });
    await screen.findByText(waitMessage(text.email.resendWait));
    expect(resend).toBeDisabled();
    expect(screen.getByRole('link', { name: text.sandbox.outbox })).toHaveAttribute(
      'href',
      paths.sandboxOutbox(),
    );
  });

  it('changes the address in a titled dialog, refusing the current one on the field', async () => {
    await show();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: text.email.change }));
    const dialog = await screen.findByRole('dialog', { name: text.changeEmail.title });
    const field = within(dialog).getByLabelText(text.changeEmail.label);
    // What is typed goes in the new address, not on the dialog's Close button.
    await waitFor(() => expect(field).toHaveFocus());
    await user.click(field);
    await user.paste('jane@example.com');
    await user.click(within(dialog).getByRole('button', { name: text.changeEmail.submit }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(TEXTS.en.verify.emailMustDiffer));
    await user.clear(field);
    await user.paste('jane.doe@example.com');
    await user.click(within(dialog).getByRole('button', { name: text.changeEmail.submit }));
    expect(await screen.findByText(TEXTS.en.verify.emailChanged)).toBeInTheDocument();
    expect(
      screen.getByText(text.email.sentTo.replace('{{email}}', 'jane.doe@example.com')),
    ).toBeInTheDocument();
  });
});

describe('the e-mail verification result, on screen', () => {
  async function linkOf() {
    const app = sandboxApp();
    await register(app.container);
    await app.container.get(SendVerificationEmail).execute();
    return { ...app, link: await emailVerificationQuery(app.container) };
  }

  it('verifies the link and offers Continue to mobile verification', async () => {
    const { container, link } = await linkOf();
    renderRoutes(container, {
      routes: [tableRoute('emailVerificationResult')],
      at: paths.emailVerificationResult(link.cons, link.nonce),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: text.result.verifiedTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.result.continue })).toHaveAttribute(
      'href',
      paths.verifyMobile(),
    );
  });

  it('says it could not verify, with the address and a resend button', async () => {
    const { container, link } = await linkOf();
    renderRoutes(container, {
      routes: [tableRoute('emailVerificationResult')],
      at: paths.emailVerificationResult(link.cons, 'wrong'),
      language: 'fr',
    });
    const fr = TEXTS.fr.verification.result;
    expect(await screen.findByRole('heading', { level: 1, name: fr.failedTitle })).toBeInTheDocument();
    expect(
      screen.getByText(foldSpaces(fr.address.replace('{{email}}', 'jane@example.com'))),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: fr.resend })).toBeInTheDocument();
  });

  it('asks a visitor nobody signed in on this device to sign in for a new link', async () => {
    const { container } = sandboxApp();
    renderRoutes(container, {
      routes: [tableRoute('emailVerificationResult')],
      at: paths.emailVerificationResult('nobody', 'nothing'),
    });
    expect(await screen.findByRole('link', { name: text.result.signIn })).toHaveAttribute(
      'href',
      paths.auth(),
    );
    expect(screen.queryByRole('button', { name: text.result.resend })).not.toBeInTheDocument();
  });
});

describe('Verify Email and Verify Mobile, opened again once verified', () => {
  it.each([
    ['verifyEmail', 'email', paths.verifyMobile()],
    ['verifyMobile', 'mobile', paths.personalInfo()],
  ] as const)('%s offers Continue to the next step', async (row, channel, next) => {
    const app = sandboxApp();
    await register(app.container);
    const session = app.container.get(ConsumerSession);
    const consumer = session.current;
    if (consumer === null) throw new Error('registered consumer expected');
    session.store({ ...consumer, isEmailVerified: true, isMobileVerified: true });
    renderRoutes(app.container, { routes: [tableRoute(row)], at: paths[row]() });
    expect(await screen.findByRole('link', { name: text[channel].continue })).toHaveAttribute('href', next);
  });
});

describe('Verify Mobile, on screen', () => {
  async function show() {
    const app = sandboxApp();
    await register(app.container);
    await app.container.get(SendVerificationEmail).execute();
    await app.container.get(CheckEmailVerification).execute(await emailVerificationQuery(app.container));
    renderRoutes(app.container, { routes: [tableRoute('verifyMobile')], at: paths.verifyMobile() });
    await screen.findByText(waitMessage(text.mobile.resendWait));
    return { ...app, code: await newestCode(app.container, 'mobileCode') };
  }

  it("shows xx-xx-xx, and 'Invalid Code' with the spec's sentence for a wrong code", async () => {
    const { code } = await show();
    const user = userEvent.setup({ delay: null });
    const box = screen.getByLabelText(text.mobile.codeLabel);
    const wrong = code === '000000' ? '111111' : '000000';
    await user.type(box, wrong.slice(0, 3));
    expect(box).toHaveValue(`${wrong.slice(0, 2)}-${wrong.slice(2, 3)}`);
    await user.type(box, wrong.slice(3));
    const alert = (await screen.findByText('Invalid Code')).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(alert).toHaveTextContent(
      'This code does not appear to be correct. Please check it and try again.',
    );
    expect(box).toHaveValue(`${wrong.slice(0, 2)}-${wrong.slice(2, 4)}-${wrong.slice(4)}`);
  });

  it('goes to the success screen at the sixth right digit', async () => {
    const { code } = await show();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(text.mobile.codeLabel), code);
    expect(await where()).toHaveTextContent(paths.mobileSuccess());
  });

  it('changes the number in a titled dialog with a labelled dial code and number', async () => {
    await show();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: text.mobile.change }));
    const dialog = await screen.findByRole('dialog', { name: text.changePhone.title });
    expect(within(dialog).getByLabelText(text.changePhone.country)).toBeInTheDocument();
    const number = within(dialog).getByLabelText(text.changePhone.number);
    // The country is chosen already: what is typed goes in the number, not on the Close button.
    await waitFor(() => expect(number).toHaveFocus());
    await user.type(number, '0612');
    expect(number).toHaveValue('612');
    await user.click(within(dialog).getByRole('button', { name: text.changePhone.submit }));
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription('This number is too short. It needs at least 6 digits.'),
    );
  });
});

it('keeps the focus by Resend once pressed: on the wait message, not on the page body', async () => {
  let now = new Date('2025-03-01T10:00:00Z');
  const app = sandboxApp({ clock: () => now });
  await register(app.container);
  renderRoutes(app.container, { routes: [tableRoute('verifyEmail')], at: paths.verifyEmail() });
  await screen.findByText(waitMessage(text.email.resendWait));
  // The minute is over: Resend comes back at the countdown's next tick.
  now = new Date('2025-03-01T10:01:01Z');
  const resend = screen.getByRole('button', { name: text.email.resend });
  await waitFor(() => expect(resend).toBeEnabled(), { timeout: 3000 });
  const user = userEvent.setup({ delay: null });
  await user.click(resend);
  // Resend is disabled for the new wait, which Chromium answers by dropping its focus to the body.
  const wait = await screen.findByText(waitMessage(text.email.resendWait));
  expect(resend).toBeDisabled();
  await waitFor(() => expect(wait).toHaveFocus());
  expect(resend).toHaveAccessibleDescription(wait.textContent ?? '');
});

it('Mobile Success leads on to Personal Info', () => {
  const { container } = sandboxApp();
  renderRoutes(container, {
    routes: [{ path: paths.mobileSuccess(), element: <MobileSuccessPage /> }],
    at: paths.mobileSuccess(),
  });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.mobileSuccess.title);
  expect(screen.getByRole('link', { name: text.mobileSuccess.continue })).toHaveAttribute(
    'href',
    paths.personalInfo(),
  );
});
