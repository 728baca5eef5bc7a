import { screen, within } from '@testing-library/react';
import { shellWorld } from '../shell/testing/renderApp';
import { renderWithShell } from '../shell/testing/renderWithShell';
import { FullFooter } from './FullFooter';

describe('the full footer', () => {
  it('lists the latest 3 news posts with their link, date and excerpt', async () => {
    renderWithShell(shellWorld('en').container, <FullFooter />);
    const news = screen.getByRole('region', { name: 'Latest news' });
    const titles = await within(news).findAllByRole('heading', { level: 3 });
    expect(titles).toHaveLength(3);
    const first = within(news).getByRole('link', { name: /^Shop online without sharing your bank card/ });
    expect(first).toHaveAttribute(
      'href',
      'https://news.example.com/en/shop-online-without-sharing-your-bank-card',
    );
    expect(first).toHaveAttribute('target', '_blank');
    expect(within(news).getByText('02/03/2026')).toHaveAttribute('datetime', '2026-03-02');
    expect(
      within(news).getByText('A prepaid virtual card keeps your bank details private: load it once,…'),
    ).toBeInTheDocument();
  });

  it('has the payment-modes image, about text, review summary and legal text', async () => {
    renderWithShell(shellWorld('en').container, <FullFooter />);
    await screen.findAllByRole('heading', { level: 3 });
    expect(
      screen.getByRole('img', { name: /^Accepted payment methods: Visa, Mastercard/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'About Prepaid Cards' })).toBeInTheDocument();
    expect(screen.getByText('4.7 out of 5')).toBeInTheDocument();
    expect(screen.getByText('Average rating from 1,284 customer reviews')).toBeInTheDocument();
    expect(screen.getByText(/valid for 12 months/)).toBeInTheDocument();
  });

  it('has the four link lists, in French too', async () => {
    renderWithShell(shellWorld('fr').container, <FullFooter />);
    await screen.findAllByRole('heading', { level: 3 });
    const links = screen.getByRole('navigation', { name: 'Liens du site' });
    expect(
      within(links)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Service client', 'Catégories', 'À propos', 'Produits populaires']);
    expect(within(links).getByRole('link', { name: 'Frais' })).toHaveAttribute(
      'href',
      '/terms-and-conditions#fees',
    );
    expect(within(links).getByRole('link', { name: 'Mot de passe oublié' })).toHaveAttribute(
      'href',
      '/consumer/set-password',
    );
  });

  it.each([
    ['en', '€20.00', '/?amount=20'],
    ['en', '€50.00', '/?amount=50'],
    ['en', '€100.00', '/?amount=100'],
    ['en', '€150.00', '/?amount=150'],
    ['fr', '20,00\u00a0€', '/?amount=20'],
    ['fr', '150,00\u00a0€', '/?amount=150'],
  ] as const)(
    'opens the landing order box with each popular product’s own amount (%s, %s)',
    async (language, amount, href) => {
      renderWithShell(shellWorld(language).container, <FullFooter />);
      await screen.findAllByRole('heading', { level: 3 });
      const products = screen.getByRole('region', {
        name: language === 'en' ? 'Popular products' : 'Produits populaires',
      });
      expect(within(products).getByRole('link', { name: new RegExp(amount) })).toHaveAttribute('href', href);
    },
  );
});
