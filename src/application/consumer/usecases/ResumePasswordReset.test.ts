import { newestLink, sandboxApp } from '../../../composition/testing/sandboxApp';
import { LogIn } from '../../session/usecases/LogIn';
import { ResumePasswordReset } from './ResumePasswordReset';
import { StartPasswordReset } from './StartPasswordReset';

/** /consumer/set-password/{nonce}/{email} */
function resetLinkParts(link: string): { nonce: string; email: string } {
  const [nonce = '', email = ''] = link.split('/').slice(-2).map(decodeURIComponent);
  return { nonce, email };
}

describe('password reset', () => {
  it('sets a new password through the e-mailed link, and the old one stops working', async () => {
    const { container } = sandboxApp();
    await container.get(StartPasswordReset).execute('demo@example.com');
    const link = resetLinkParts(await newestLink(container, 'passwordReset'));

    const result = await container.get(ResumePasswordReset).execute({ ...link, newPassword: 'Fresh5678' });

    expect(result).toEqual({ ok: true, value: undefined });
    expect(link.email).toBe('demo@example.com');
    const logIn = container.get(LogIn);
    expect((await logIn.execute({ email: 'demo@example.com', password: 'Fresh5678' })).ok).toBe(true);
    expect((await logIn.execute({ email: 'demo@example.com', password: 'Demo1234' })).ok).toBe(false);
  });

  it('refuses a link the shop never sent', async () => {
    const { container } = sandboxApp();

    const result = await container
      .get(ResumePasswordReset)
      .execute({ nonce: 'made-up', email: 'demo@example.com', newPassword: 'Fresh5678' });

    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'InvalidFields' }) });
  });
});
