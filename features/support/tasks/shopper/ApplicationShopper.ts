import assert from 'node:assert/strict';
import { LoadConsumer } from '../../../../src/application/consumer/usecases/LoadConsumer';
import { NEW_ORDER_STORE } from '../../../../src/application/orders/ports/NewOrderStore';
import { CreateOrder } from '../../../../src/application/orders/usecases/CreateOrder';
import { LogIn } from '../../../../src/application/session/usecases/LogIn';
import { VerifyOneTimeCode } from '../../../../src/application/session/usecases/VerifyOneTimeCode';
import { newestCode } from '../../../../src/composition/testing/sandboxApp';
import { OrderSuccessPresenter } from '../../../../src/presentation/orders/results/OrderSuccessPresenter';
import { paths } from '../../../../src/presentation/shell/paths';
import { enterPageAs } from '../journey/places';
import { app, credentialsOf, flow, service } from '../../scenarioApp';
import type { ShopWorld } from '../../world';
import { centsOf, eurosOf } from '../money/euros';
import type { ShopperTasks } from './ShopperTasks';

/** The shopper in-process, through the use cases (set-up) and the thank-you page's presenter. */
export class ApplicationShopper implements ShopperTasks {
  constructor(private readonly world: ShopWorld) {}

  async signedIn(person: string): Promise<void> {
    const loggedIn = await service(this.world, LogIn).execute(credentialsOf(person));
    assert.ok(loggedIn.ok, `${person}'s password was refused`);
    const { container } = app(this.world);
    const verified = await container
      .get(VerifyOneTimeCode)
      .execute(await newestCode(container, 'oneTimeCode'));
    assert.ok(verified.ok, `${person} could not sign in with the texted code`);
  }

  visitor(): void {
    app(this.world);
  }

  async isSignedIn(): Promise<boolean> {
    return (await service(this.world, LoadConsumer).execute()).ok;
  }

  async orderedCard(euros: number): Promise<void> {
    const created = await service(this.world, CreateOrder).execute(centsOf(euros));
    assert.ok(created.ok && created.value.kind === 'created', 'the order was not created');
    this.world.state(flow).orderId = created.value.orderId;
  }

  waitingAmount(): number | null {
    const cents = service(this.world, NEW_ORDER_STORE).load();
    return cents === null ? null : eurosOf(cents);
  }

  providerReturnedTo(): string | null {
    const { returnPath } = this.world.state(flow);
    return returnPath === null ? null : (returnPath.split('/').at(-1) ?? null);
  }

  async successPageFinds(): Promise<string> {
    const { orderId } = this.world.state(flow);
    assert.ok(orderId, 'no order was created');
    const { page, leave } = await enterPageAs(
      app(this.world).container,
      paths.orderSuccess(orderId),
      OrderSuccessPresenter,
    );
    leave();
    return page.screen;
  }
}
