import { ScenarioKey, type ShopWorld } from '../../world';
import { ApplicationPaymentResults } from './ApplicationPaymentResults';
import type { PaymentResultsTasks } from './PaymentResultsTasks';

const results = new ScenarioKey('paymentResults', () => ({ tasks: null as PaymentResultsTasks | null }));

/** The scenario's payment and result pages: in-process (no scenario of theirs runs in the browser yet). */
export function paymentResultsOf(world: ShopWorld): PaymentResultsTasks {
  const state = world.state(results);
  if (world.assembly === 'ui') throw new Error('the payment result pages have no browser tasks yet');
  state.tasks ??= new ApplicationPaymentResults(world);
  return state.tasks;
}
