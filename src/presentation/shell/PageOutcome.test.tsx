import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createBundledI18n } from '../i18n/testing/createBundledI18n';
import { PageOutcome } from './PageOutcome';

// The view's download, which the test can make fail (a fresh page load: not downloaded yet).
let mockOffline = false;
jest.mock('./PageOutcomeView', () => {
  if (mockOffline) throw new Error('offline');
  return jest.requireActual<typeof import('./PageOutcomeView')>('./PageOutcomeView');
});

function renderNotFound() {
  return render(
    <I18nextProvider i18n={createBundledI18n('en')}>
      <MemoryRouter>
        <PageOutcome status="404" texts="errors.notFound" button="errors.links.auth" to="/auth" />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

it("shows a whole-page outcome once antd's Result is downloaded, and its words when it cannot be (offline)", async () => {
  mockOffline = true;
  const offline = renderNotFound();
  // A page on its way meanwhile, in a page's box; the tab already says which page.
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(document.title).toContain('Page not found');
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Oops');
  expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/auth');
  offline.unmount();

  // Back online, the next outcome downloads it again.
  mockOffline = false;
  const { container } = renderNotFound();
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Oops');
  expect(container.querySelector('.ant-result-404')).not.toBeNull();
  expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/auth');
});
