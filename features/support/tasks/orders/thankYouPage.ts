import assert from 'node:assert/strict';
import type { ServiceIdentifier } from 'inversify';
import { OrderSuccessPresenter } from '../../../../src/presentation/orders/results/OrderSuccessPresenter';
import { paths } from '../../../../src/presentation/shell/paths';
import { enterPage } from '../journey/places';

/** The order's thank-you page, entered (and its success data read) as the router enters it. */
export async function thankYouPage(
  container: { get<T>(id: ServiceIdentifier<T>): T },
  orderId: string,
): Promise<{ page: OrderSuccessPresenter; leave: () => void }> {
  const { presenter, leave } = await enterPage(container, paths.orderSuccess(orderId));
  assert.ok(presenter instanceof OrderSuccessPresenter, 'the success route shows no thank-you page');
  return { page: presenter, leave };
}
