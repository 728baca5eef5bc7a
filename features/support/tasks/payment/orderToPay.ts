import { flow } from '../../scenarioApp';
import { ScenarioKey, type ShopWorld } from '../../world';

const ordered = new ScenarioKey('order to pay', () => ({ orderId: null as string | null }));

/** The order the order box sent the consumer to pay; its payment page is the one the scenario opens. */
export function payOrder(world: ShopWorld, orderId: string): void {
  world.state(ordered).orderId = orderId;
}

/** The order whose payment page the scenario opens: the order box's, else the one the scenario ordered. */
export function orderToPay(world: ShopWorld): string | null {
  return world.state(ordered).orderId ?? world.state(flow).orderId;
}
