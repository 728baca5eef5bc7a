import { expect, test } from '../support/test';
import type { Language } from '../support/app';
import { text } from '../support/app';
import { apiOrigin, signInOverHttp } from './httpMode';

/** A seeded order the issuer has been paid for, whose thank-you page reads it again. */
const PAID_ORDER = 'order-demo-pending-card-creation';

// An issuer answering outside docs/openapi.yaml, in the browser: the API's real answers, rewritten on
// their way to the page (an amount as text, an order status no enum lists). The page shows the
// screen's general error, or SPEC section 8's unspecified-error page, never a wrong figure.
for (const language of ['en', 'fr'] as const satisfies readonly Language[]) {
  test(`in ${language}, an answer of another shape than the API document's shows the screen's general error or the unspecified-error page`, async ({
    page,
    request,
  }) => {
    test.slow();
    await signInOverHttp(page, request, language);

    await page.route(`${apiOrigin()}/api/consumer/orders`, async (route) => {
      const { orders } = (await (await route.fetch()).json()) as { orders: { amount: object }[] };
      const [first, ...others] = orders;
      await route.fulfill({ json: { orders: [{ ...first, amount: { amount: '18.50' } }, ...others] } });
    });
    await page.goto('/consumer/orders');
    await expect(page.getByText(text(language, 'orders.loadFailed.text'))).toBeVisible();
    await expect(page.getByRole('button', { name: text(language, 'orders.loadFailed.retry') })).toBeVisible();
    await expect(page.getByText('18.50')).toHaveCount(0);

    await page.route(`${apiOrigin()}/api/order/${PAID_ORDER}/success`, async (route) => {
      const { order } = (await (await route.fetch()).json()) as { order: object };
      await route.fulfill({ json: { order: { ...order, clusterStatus: 'refunded' } } });
    });
    await page.goto(`/order/${PAID_ORDER}/success`);
    await expect(page).toHaveURL(/\/err\/unspecified$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(language, 'errors.unspecified.title'),
    );
  });
}
