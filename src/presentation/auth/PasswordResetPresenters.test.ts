import type { Container } from 'inversify';
import { MemoryStorage } from '../../adapters/browser/MemoryStorage';
import { DEMO_CREDENTIALS } from '../../adapters/sandbox/seed/accounts';
import { LogIn } from '../../application/session/usecases/LogIn';
import { newestLink, sandboxApp } from '../../composition/testing/sandboxApp';
import { PASSWORD_KEYS } from '../../domain/consumer/password';
import { paths } from '../shell/paths';
import { PasswordResetResumePresenter } from './PasswordResetResumePresenter';
import { PasswordResetStartPresenter } from './PasswordResetStartPresenter';
import type { Message } from '../messages/Message';
import { destination } from '../testing/destination';

function setUp() {
  const app = sandboxApp({ storage: new MemoryStorage() });
  return { ...app, start: app.container.get(PasswordResetStartPresenter) };
}

/** The nonce and e-mail of the newest reset link, as the route reads them. */
async function resetLink(container: Container) {
  const [, , , nonce, email] = (await newestLink(container, 'passwordReset')).split('/');
  return { nonce: decodeURIComponent(nonce ?? ''), email: decodeURIComponent(email ?? '') };
}

const keyOf = (message: Message | null) => message?.key ?? null;

describe('password reset start', () => {
  it('checks the address, then sends the link and says to look in the inbox', async () => {
    const { start, container } = setUp();
    await start.submit();
    expect(keyOf(start.send.fieldMessage('email'))).toBe('auth.errors.email.empty');
    start.send.set('email', 'demo@');
    start.send.blur('email');
    expect(keyOf(start.send.fieldMessage('email'))).toBe('auth.errors.email.invalid');

    start.send.set('email', ` ${DEMO_CREDENTIALS.email} `);
    await start.submit();
    expect(start).toMatchObject({ sentTo: DEMO_CREDENTIALS.email, isSandbox: true });
    expect(start.send.failure).toBeNull();
    expect((await resetLink(container)).email).toBe(DEMO_CREDENTIALS.email);
  });

  it('answers the same for an address nobody uses', async () => {
    const { start } = setUp();
    start.send.set('email', 'nobody@example.com');
    await start.submit();
    expect(start.sentTo).toBe('nobody@example.com');
  });

  it('asks to wait before sending another link, keeping the address', async () => {
    const { start } = setUp();
    start.send.set('email', DEMO_CREDENTIALS.email);
    await start.submit();
    start.again();
    await start.submit();
    expect(start.sentTo).toBeNull();
    expect(start.send.failure).toEqual({ key: 'auth.errors.tooEarly', values: { count: 60 } });
    expect(start.send.values.email).toBe(DEMO_CREDENTIALS.email);
  });
});

describe('password reset resume', () => {
  async function openedFromTheLink() {
    const { start, container } = setUp();
    start.send.set('email', DEMO_CREDENTIALS.email);
    await start.submit();
    const resume = container.get(PasswordResetResumePresenter);
    resume.enter({ params: await resetLink(container), query: {} });
    return { resume, container };
  }

  it('sets the new password, which then signs in (the old one no longer does)', async () => {
    const { resume, container } = await openedFromTheLink();
    expect(resume.link.email).toBe(DEMO_CREDENTIALS.email);
    resume.save.set('newPassword', 'NewSecret42');
    resume.save.set('confirmation', 'NewSecret42');
    await resume.submit();
    expect(destination(container)).toBe(paths.passwordResetSuccess());
    const logIn = container.get(LogIn);
    expect((await logIn.execute({ email: DEMO_CREDENTIALS.email, password: 'NewSecret42' })).ok).toBe(true);
    expect((await logIn.execute(DEMO_CREDENTIALS)).ok).toBe(false);
  });

  it('applies the password rule and wants the same password twice, keeping both', async () => {
    const { resume, container } = await openedFromTheLink();
    resume.save.set('newPassword', 'password');
    resume.save.set('confirmation', 'password1');
    await resume.submit();
    expect(destination(container)).toBeNull();
    expect(keyOf(resume.save.fieldMessage('newPassword'))).toBe(PASSWORD_KEYS.invalid);
    expect(keyOf(resume.save.fieldMessage('confirmation'))).toBe('auth.errors.password.mismatch');
    expect(resume.save.values).toEqual({ newPassword: 'password', confirmation: 'password1' });

    resume.save.set('confirmation', '');
    resume.save.blur('confirmation');
    expect(keyOf(resume.save.fieldMessage('confirmation'))).toBe('auth.errors.password.confirmationEmpty');
  });

  it('says a used link cannot be used again', async () => {
    const { resume, container } = await openedFromTheLink();
    resume.save.set('newPassword', 'NewSecret42');
    resume.save.set('confirmation', 'NewSecret42');
    await resume.submit();
    expect(destination(container)).toBe('/consumer/set-password/success');

    const again = container.get(PasswordResetResumePresenter);
    again.enter({ params: await resetLink(container), query: {} });
    again.save.set('newPassword', 'Another42');
    again.save.set('confirmation', 'Another42');
    await again.submit();
    expect(destination(container)).toBeNull();
    expect(again.linkInvalid).toBe(true);
  });

  it('says a made-up link is not valid', async () => {
    const { container } = setUp();
    const resume = container.get(PasswordResetResumePresenter);
    resume.enter({ params: { nonce: 'made-up', email: DEMO_CREDENTIALS.email }, query: {} });
    resume.save.set('newPassword', 'NewSecret42');
    resume.save.set('confirmation', 'NewSecret42');
    await resume.submit();
    expect(resume.linkInvalid).toBe(true);
  });
});
