import { act, screen, within } from '@testing-library/react';
import { MemoryStorage } from '../../adapters/browser/MemoryStorage';
import { registerAtLevelOne, sandboxApp } from '../../composition/testing/sandboxApp';
import enPayment from '../../../locales/en/payment.json';
import frCards from '../../../locales/fr/cards.json';
import enCards from '../../../locales/en/cards.json';
import frPayment from '../../../locales/fr/payment.json';
import { foldSpaces } from '../testing/foldSpaces';
import { renderScreen } from '../testing/renderScreen';
import BuyCardPage from './BuyCardPage';

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
    renderScreen(container, {
      path: '/consumer/cards/new',
      element: <BuyCardPage />,
      at: '/consumer/cards/new',
      language,
    });
    await act(async () => undefined);

    const price = screen.getByRole('region', { name: cards.buyPage.priceTitle });
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
});
