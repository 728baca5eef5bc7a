import { screen } from '@testing-library/react';
import { MemoryStorage } from '../../adapters/browser/MemoryStorage';
import { sandboxApp } from '../../composition/testing/sandboxApp';
import enSignin from '../../../locales/en/signin.json';
import { paths } from '../shell/paths';
import { renderRoutes, tableRoute } from '../testing/renderScreen';

// A file of its own: the register tab's form is downloaded once per module registry, and this test
// needs it not yet there.
describe('the register tab opened before its form has downloaded', () => {
  it('shows the form once it comes, without misusing React’s use() on the way', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = sandboxApp({ storage: new MemoryStorage() });
    renderRoutes(container, { routes: [tableRoute('auth')], at: paths.auth({ register: true }) });

    await screen.findByLabelText(enSignin.signin.register.email);
    expect(screen.getByLabelText(enSignin.signin.register.email)).toBeInTheDocument();
    const misuses = errors.mock.calls.filter((call) => String(call[0]).includes('use()'));
    expect(misuses).toEqual([]);
    errors.mockRestore();
  });
});
