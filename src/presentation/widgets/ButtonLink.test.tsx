import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ButtonLink } from './ButtonLink';

function renderLink() {
  const router = createMemoryRouter([
    { path: '/', element: <ButtonLink to="/terms">Read the terms</ButtonLink> },
    { path: '/terms', element: <h1>Terms</h1> },
  ]);
  render(<RouterProvider router={router} />);
  return { router, link: screen.getByRole('link', { name: 'Read the terms' }) };
}

describe('a button-styled link', () => {
  it('is one link to its page, followed inside the app on a plain click', () => {
    const { router, link } = renderLink();
    expect(link).toHaveAttribute('href', '/terms');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/terms');
    expect(screen.getByRole('heading', { name: 'Terms' })).toBeInTheDocument();
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])(
    'leaves a click with %o to the browser (a new tab or window)',
    (click) => {
      const { router, link } = renderLink();
      fireEvent.click(link, click);
      expect(router.state.location.pathname).toBe('/');
    },
  );
});
