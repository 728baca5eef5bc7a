import type { AmountContext } from '../../../../src/domain/orders/orderAmount';
import { ScenarioKey, type ShopWorld } from '../../world';
import { ApplicationOrderBox } from './ApplicationOrderBox';
import type { OrderBox } from './OrderBox';

const boxes = new ScenarioKey('order box', () => ({ box: null as OrderBox | null }));

/** Shows the order box where the scenario uses it (no order box scenario runs in the browser yet). */
export function showOrderBox(world: ShopWorld, context: AmountContext): OrderBox {
  if (world.assembly === 'ui') throw new Error('the order box tasks do not run in the browser yet');
  const state = world.state(boxes);
  state.box = new ApplicationOrderBox(world, context);
  return state.box;
}

/** The order box shown in the scenario; the landing page's, shown on first use. */
export function orderBoxOf(world: ShopWorld): OrderBox {
  return world.state(boxes).box ?? showOrderBox(world, 'landing');
}
