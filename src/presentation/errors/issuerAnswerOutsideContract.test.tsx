import { screen } from '@testing-library/react';
import { TOKEN_STORE } from '../../application/session/ports/TokenStore';
import { createContainer } from '../../composition/createContainer';
import { MemoryStorage } from '../../adapters/browser/MemoryStorage';
import { fakeFetch, jsonResponse, type SentRequest } from '../../adapters/http/testing/fakeFetch';
import { aConsumer } from '../../domain/consumer/testing/aConsumer';
import { anOrder } from '../../domain/orders/testing/anOrder';
import enErrors from '../../../locales/en/errors.json';
import frErrors from '../../../locales/fr/errors.json';
import enOrders from '../../../locales/en/orders.json';
import frOrders from '../../../locales/fr/orders.json';
import OrderSuccessPage from '../orderResult/OrderSuccessPage';
import { foldSpaces } from '../testing/foldSpaces';
import { renderRoutes, tableRoute } from '../testing/renderScreen';
import UnspecifiedErrorPage from './UnspecifiedErrorPage';

const TEXTS = {
  en: { errors: enErrors.errors, orders: enOrders.orders },
  fr: { errors: frErrors.errors, orders: frOrders.orders },
};

/**
 * The app in HTTP mode, signed in, over an issuer whose answers are given per call ("GET /path");
 * any other call is answered 404.
 */
function httpAppAnswering(answers: Record<string, unknown>) {
  const api = fakeFetch((request: SentRequest) => {
    const call = `${request.method} ${new URL(request.url).pathname}`;
    return call in answers ? jsonResponse(answers[call]) : jsonResponse({ errorCode: 'notFound' }, 404);
  });
  const container = createContainer('http', {
    apiBaseUrl: 'http://api.test',
    storage: new MemoryStorage(),
    fetch: api.fetch,
  });
  container.get(TOKEN_STORE).save('session-token');
  return container;
}

describe.each(['en', 'fr'] as const)(
  'an issuer answer of a shape docs/openapi.yaml does not allow, in %s',
  (language) => {
    const text = TEXTS[language];

    it('shows the orders page’s general error, and no figure from it', async () => {
      const order = anOrder({ id: 'order-7' });
      const container = httpAppAnswering({
        'GET /api/consumer/orders': { orders: [{ ...order, amount: { amount: '21.00' } }] },
      });

      renderRoutes(container, {
        routes: [tableRoute('orders')],
        at: '/consumer/orders',
        language,
      });

      expect(await screen.findByText(foldSpaces(text.orders.loadFailed.text))).toBeInTheDocument();
      expect(screen.getByRole('button', { name: text.orders.loadFailed.retry })).toBeInTheDocument();
      expect(screen.queryByText(/21/)).toBeNull();
    });

    it('leaves the thank-you page for the unspecified-error page when the paid order breaks the document', async () => {
      const paid = anOrder({
        id: 'order-7',
        status: 'completed',
        clusterStatus: 'paid',
        consumer: aConsumer(),
      });
      const container = httpAppAnswering({
        'GET /api/order/order-7/success': { order: { ...paid, clusterStatus: 'refunded' } },
      });

      const { where } = renderRoutes(container, {
        routes: [
          { path: '/order/:orderId/success', element: <OrderSuccessPage /> },
          { path: '/err/unspecified', element: <UnspecifiedErrorPage /> },
        ],
        at: '/order/order-7/success',
        language,
      });

      // The accessible name keeps French's no-break spaces: compared folded, as the page reads.
      const title = foldSpaces(text.errors.unspecified.title);
      expect(
        await screen.findByRole('heading', { level: 1, name: (name) => foldSpaces(name) === title }),
      ).toBeInTheDocument();
      expect(screen.getByText(foldSpaces(text.errors.unspecified.text))).toBeInTheDocument();
      expect(where()).toBe('/err/unspecified');
    });
  },
);
