import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { MemoryStorage } from '../../adapters/browser/MemoryStorage';
import { PendingAction } from '../../application/session/PendingAction';
import { DEMO_CREDENTIALS } from '../../adapters/sandbox/seed/accounts';
import { newestCode, sandboxApp } from '../../composition/testing/sandboxApp';
import type { Language } from '../../domain/language/Language';
import enAuth from '../../../locales/en/auth.json';
import enSignin from '../../../locales/en/signin.json';
import frAuth from '../../../locales/fr/auth.json';
import frSignin from '../../../locales/fr/signin.json';
import { createBundledI18n } from '../i18n/testing/createBundledI18n';
import { ContainerProvider } from '../shell/ContainerContext';
import { paths } from '../shell/paths';
import { NavigationFollower } from '../shell/NavigationFollower';
import { tableRoute } from '../testing/renderScreen';
import { AuthModals } from './AuthModals';

const SIGNIN = { en: enSignin.signin, fr: frSignin.signin };
const AUTH = { en: enAuth.auth, fr: frAuth.auth };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The auth routes inside a bare shell that mounts the modals, as the app's shell does; once a page shows. */
async function renderAt(language: Language, path: string) {
  const app = sandboxApp({ storage: new MemoryStorage() });
  const i18n = createBundledI18n(language);
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <AuthModals />
            <NavigationFollower />
            <Where />
          </>
        ),
        children: [
          tableRoute('auth'),
          tableRoute('passwordResetStart'),
          tableRoute('passwordResetSuccess'),
          tableRoute('passwordResetResume'),
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ContainerProvider container={app.container}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </ContainerProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return { ...app, router, user: userEvent.setup() };
}

const where = () => screen.getByTestId('where').textContent;

/** Puts a whole value in a field at once (typing key by key through antd in jsdom is slow). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

// Rendering antd in jsdom takes a while, the more so on a busy machine.

describe.each(['en', 'fr'] as const)('the auth screens in %s', (language) => {
  const text = SIGNIN[language];
  const errors = AUTH[language].errors;

  it('opens on the sign-in tab, every field labelled, one h1', async () => {
    await renderAt(language, paths.auth());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.authorization.signInTitle);
    expect(screen.getByRole('tab', { name: text.authorization.tabs.signIn })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText(text.signIn.email)).toBeInTheDocument();
    expect(screen.getByLabelText(text.signIn.password)).toHaveAttribute('maxlength', '99');
    expect(screen.getByRole('link', { name: text.signIn.forgotPassword })).toHaveAttribute(
      'href',
      paths.passwordResetStart(),
    );
  });

  it('opens on the register tab with reg=true, every field labelled, France preselected', async () => {
    await renderAt(language, paths.auth({ register: true }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.authorization.registerTitle);
    expect(screen.getByRole('tab', { name: text.authorization.tabs.register })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByLabelText(text.register.email)).toBeInTheDocument();
    expect(within(panel).getByLabelText(text.register.dialCountry)).toHaveAttribute('role', 'combobox');
    // The list's code follows the tab (forms/SearchSelect.test.tsx has the box standing in till then).
    expect(await within(panel).findByText(`${text.dialCountries.FR} (+33)`)).toBeInTheDocument();
    expect(within(panel).getByLabelText(text.register.number)).toBeInTheDocument();
    expect(within(panel).getByLabelText(text.register.password)).toHaveAttribute('maxlength', '20');
    expect(
      within(panel).getByRole('link', {
        name: new RegExp(language === 'en' ? 'terms and conditions' : 'conditions générales'),
      }),
    ).toHaveAttribute('href', paths.terms());
  });

  it('names the tab list itself, and each tab controls a tab panel that exists, also before it is opened', async () => {
    const { user } = await renderAt(language, paths.auth());
    expect(screen.getByRole('tablist', { name: text.authorization.tabs.label })).toBeInTheDocument();
    // An aria-label on an element with no role names nothing (the Nu HTML Checker's error).
    const unnamedRoles = [...document.querySelectorAll('[aria-label]:not([role])')].filter(
      (element) => !['button', 'a', 'input', 'nav', 'section', 'video', 'img'].includes(element.localName),
    );
    expect(unnamedRoles.map((element) => element.outerHTML.slice(0, 80))).toEqual([]);
    const controlled = () =>
      screen
        .getAllByRole('tab')
        .map((tab) => document.getElementById(tab.getAttribute('aria-controls') ?? '')?.getAttribute('role'));
    expect(controlled()).toEqual(['tabpanel', 'tabpanel']);
    await user.click(screen.getByRole('tab', { name: text.authorization.tabs.register }));
    expect(controlled()).toEqual(['tabpanel', 'tabpanel']);
    // The panel shown is the one its tab names.
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName(text.authorization.tabs.register);
  });

  it('moves the address with the tab', async () => {
    const { user } = await renderAt(language, paths.auth({ kyc: true }));
    await user.click(screen.getByRole('tab', { name: text.authorization.tabs.register }));
    expect(where()).toBe(paths.auth({ register: true, kyc: true }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.authorization.registerTitle);
  });

  it('moves along the tabs with the arrow keys and opens the focused one with Enter, as a tab list does', async () => {
    const { user } = await renderAt(language, paths.auth());
    const signIn = screen.getByRole('tab', { name: text.authorization.tabs.signIn });
    const register = screen.getByRole('tab', { name: text.authorization.tabs.register });
    await user.click(signIn);
    await user.keyboard('{ArrowRight}');
    expect(register).toHaveFocus();
    expect(signIn).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(register).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(text.authorization.tabs.register);
    await user.keyboard('{Home}');
    expect(signIn).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(register).toHaveFocus();
  });

  it('normalises the number while typing and shows each message on its field, keeping what was typed', async () => {
    const { user } = await renderAt(language, paths.auth({ register: true }));
    const number = screen.getByLabelText(text.register.number);
    await user.type(number, '0612-34');
    expect(number).toHaveValue('61234');
    const email = screen.getByLabelText(text.register.email);
    const password = screen.getByLabelText(text.register.password);
    await fill(user, email, 'jane@');
    await fill(user, password, 'password');
    await user.click(screen.getByRole('button', { name: text.register.submit }));

    expect(email).toHaveAccessibleDescription(errors.email.invalid);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(errors.terms.required)).toBeInTheDocument();
    expect(email).toHaveValue('jane@');
    expect(number).toHaveValue('61234');
    expect(password).toHaveValue('password');
  });

  it('takes the focus from the submit button to the first field with a message, also when the server refuses it', async () => {
    const { user } = await renderAt(language, paths.auth({ register: true }));
    const email = screen.getByLabelText(text.register.email);
    const number = screen.getByLabelText(text.register.number);
    const submit = screen.getByRole('button', { name: text.register.submit });
    await fill(user, email, DEMO_CREDENTIALS.email);
    await user.click(submit);
    await waitFor(() => expect(number).toHaveFocus());

    await fill(user, number, '612345678');
    await fill(user, screen.getByLabelText(text.register.password), 'Secret123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit);
    await waitFor(() => expect(email).toHaveAccessibleDescription(errors.email.taken));
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('signs in with the one-time code typed with dashes, sent at the sixth digit, and goes to the cards', async () => {
    const { user, container } = await renderAt(language, paths.auth());
    await fill(user, screen.getByLabelText(text.signIn.email), DEMO_CREDENTIALS.email);
    await fill(user, screen.getByLabelText(text.signIn.password), DEMO_CREDENTIALS.password);
    await user.click(screen.getByRole('button', { name: text.signIn.submit }));

    const dialog = await screen.findByRole('dialog', { name: text.codeModal.title });
    const box = within(dialog).getByLabelText(text.codeModal.label);
    const code = await newestCode(container, 'oneTimeCode');
    await user.type(box, code.slice(0, 4));
    expect(box).toHaveValue(`${code.slice(0, 2)}-${code.slice(2, 4)}`);
    await user.type(box, code.slice(4));
    await waitFor(() => expect(where()).toBe(paths.cards()));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows one message for wrong credentials', async () => {
    const { user } = await renderAt(language, paths.auth());
    await fill(user, screen.getByLabelText(text.signIn.email), DEMO_CREDENTIALS.email);
    await fill(user, screen.getByLabelText(text.signIn.password), 'Wrong1234');
    await user.click(screen.getByRole('button', { name: text.signIn.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.login.invalidCredentials);
    expect(screen.getByLabelText(text.signIn.email)).toHaveValue(DEMO_CREDENTIALS.email);
  });

  it('opens the login modal with the known e-mail locked', async () => {
    const { container } = await renderAt(language, paths.passwordResetSuccess());
    const { signIn } = await import('../../composition/testing/sandboxApp');
    await signIn(container);
    act(() => container.get(PendingAction).requireSignIn());
    const dialog = await screen.findByRole('dialog', { name: text.loginModal.title });
    expect(within(dialog).getByLabelText(text.signIn.email)).toBeDisabled();
    expect(within(dialog).getByLabelText(text.signIn.email)).toHaveValue(DEMO_CREDENTIALS.email);
    expect(within(dialog).getByLabelText(text.signIn.password)).toBeEnabled();
    // The e-mail is locked: what is typed goes in the password (Enter on Close closed the dialog).
    await waitFor(() => expect(within(dialog).getByLabelText(text.signIn.password)).toHaveFocus());
  });

  it('shows the reset start form, then the inbox notice with the outbox link', async () => {
    const { user } = await renderAt(language, paths.passwordResetStart());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.resetStart.title);
    await fill(user, screen.getByLabelText(text.resetStart.email), DEMO_CREDENTIALS.email);
    await user.click(screen.getByRole('button', { name: text.resetStart.submit }));
    expect(await screen.findByText(text.resetStart.sentTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.resetStart.outbox })).toHaveAttribute(
      'href',
      paths.sandboxOutbox(),
    );
  });

  it('keeps the focus on the reset start page: on the inbox notice once sent, back on the address for another', async () => {
    const { user } = await renderAt(language, paths.passwordResetStart());
    const email = screen.getByLabelText(text.resetStart.email);
    await fill(user, email, DEMO_CREDENTIALS.email);
    await user.click(screen.getByRole('button', { name: text.resetStart.submit }));
    const notice = (await screen.findByText(text.resetStart.sentTitle)).closest<HTMLElement>(
      '[tabindex="-1"]',
    );
    expect(notice).not.toBeNull();
    await waitFor(() => expect(notice).toHaveFocus());

    await user.click(screen.getByRole('button', { name: text.resetStart.again }));
    const again = await screen.findByLabelText(text.resetStart.email);
    expect(again).toHaveValue(DEMO_CREDENTIALS.email);
    await waitFor(() => expect(again).toHaveFocus());
  });

  it('labels both password fields of the reset resume page and says when the link is not valid', async () => {
    const { user } = await renderAt(language, paths.passwordResetResume('made-up', DEMO_CREDENTIALS.email));
    await fill(user, screen.getByLabelText(text.resetResume.newPassword), 'NewSecret42');
    await fill(user, screen.getByLabelText(text.resetResume.confirmation), 'NewSecret42');
    await user.click(screen.getByRole('button', { name: text.resetResume.submit }));
    expect(await screen.findByText(text.resetResume.invalidTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.resetResume.startAgain })).toHaveAttribute(
      'href',
      paths.passwordResetStart(),
    );
  });

  /** A locale text with its {{placeholders}} filled in. */
  const filled = (template: string, values: Record<string, number>) =>
    template.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));

  it.each([
    ['the register tab', paths.auth({ register: true }), text.register.password, '#register-password'],
    [
      'the reset resume page',
      paths.passwordResetResume('n0nce', DEMO_CREDENTIALS.email),
      text.resetResume.newPassword,
      '#reset-new-password',
    ],
    [
      'the confirmation of the reset resume page',
      paths.passwordResetResume('n0nce', DEMO_CREDENTIALS.email),
      text.resetResume.confirmation,
      '#reset-confirmation',
    ],
  ])(
    'on %s, a new password has one rule, 8 to 20 characters, and the field says when it is full',
    async (_screen, path, label, id) => {
      const { user } = await renderAt(language, path);
      const field = screen.getByLabelText(label);
      expect(field).toBe(document.querySelector(id));
      const full = filled(text.passwordFull, { max: 20 });
      if (id !== '#reset-confirmation') {
        expect(field).toHaveAccessibleDescription(filled(text.register.passwordHint, { min: 8, max: 20 }));
        await fill(user, field, 'abcdefgh');
        await user.tab();
        expect(field).toHaveAccessibleDescription(
          expect.stringContaining(filled(errors.password.invalid, { min: 8, max: 20 })),
        );
      }
      expect(screen.queryByText(full)).not.toBeInTheDocument();

      await user.clear(field);
      await fill(user, field, 'Secret12'.repeat(3));

      expect(field).toHaveValue('Secret12'.repeat(3).slice(0, 20));
      expect(field).toHaveAccessibleDescription(expect.stringContaining(full));
      await user.type(field, '{Backspace}');
      expect(screen.queryByText(full)).not.toBeInTheDocument();
    },
  );

  it('shows the reset success page with a sign-in link', async () => {
    await renderAt(language, paths.passwordResetSuccess());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.resetSuccess.title);
    expect(screen.getByRole('link', { name: text.resetSuccess.signIn })).toHaveAttribute(
      'href',
      paths.auth(),
    );
  });
});
