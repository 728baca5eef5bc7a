import { ScenarioKey, type ShopWorld } from '../../world';
import { ApplicationPaymentPage } from './ApplicationPaymentPage';
import type { PaymentPage } from './PaymentPage';

const pages = new ScenarioKey('payment page', () => ({ page: null as PaymentPage | null }));

/** The payment page of the scenario (no payment page scenario runs in the browser yet). */
export function paymentPageOf(world: ShopWorld): PaymentPage {
  if (world.assembly === 'ui') throw new Error('the payment page tasks do not run in the browser yet');
  const state = world.state(pages);
  state.page ??= new ApplicationPaymentPage(world);
  return state.page;
}
