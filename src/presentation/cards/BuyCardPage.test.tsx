import { screen, within } from '@testing-library/react';
import { LEVEL1_CREDENTIALS } from '../../adapters/sandbox/seed/accounts';
import { MemoryStorage } from '../../adapters/browser/MemoryStorage';
import { registerAtLevelOne, sandboxApp, signIn } from '../../composition/testing/sandboxApp';
import enPayment from '../../../locales/en/payment.json';
import frCards from '../../../locales/fr/cards.json';
import enCards from '../../../locales/en/cards.json';
import frPayment from '../../../locales/fr/payment.json';
import { foldSpaces } from '../testing/foldSpaces';
import { renderRoutes, tableRoute } from '../testing/renderScreen';

const TEXTS = {
  en: { payment: enPayment.payment, cards: enCards.cards },
  fr: { payment: frPayment.payment, cards: frCards.cards },
};

describe.each(['en', 'fr'] as const)('Buy New Card in %s', (language) => {
  const { payment, cards } = TEXTS[language];

  it('prices a first card with its creation shown as free (SPEC section 9)', async () => {
    const storage = new MemoryStorage();
    storage.setItem('language', language);
    const { container } = sandboxApp({ storage });
    await registerAtLevelOne(container);
    renderRoutes(container, { routes: [tableRoute('buyCard')], at: '/consumer/cards/new', language });

    const price = await screen.findByRole('region', { name: cards.buyPage.priceTitle });
    const rows = within(price)
      .getAllByRole('term')
      .map((term) => [term.textContent, foldSpaces(term.nextElementSibling?.textContent ?? '')]);
    expect(rows).toEqual([
      [payment.breakdown.cardPrice, language === 'en' ? '€20.00' : '20,00 €'],
      [payment.breakdown.creationFee, payment.breakdown.creationFeeFree],
      [payment.breakdown.serviceFee, language === 'en' ? '€1.00' : '1,00 €'],
      [payment.breakdown.total, language === 'en' ? '€21.00' : '21,00 €'],
    ]);
  });

  it('at the level-1 card limit, leads to the identity upgrade keeping the card selected on Cards', async () => {
    const storage = new MemoryStorage();
    storage.setItem('language', language);
    const { container } = sandboxApp({ storage });
    await signIn(container, LEVEL1_CREDENTIALS);
    renderRoutes(container, {
      routes: [tableRoute('buyCard')],
      at: '/consumer/cards/new?selected=card-level1-second',
      language,
    });

    const link = await screen.findByRole('link', { name: cards.limit.link });
    expect(link.getAttribute('href')).toBe('/consumer/kyc/upgrade-info?selected=card-level1-second');
  });
});
