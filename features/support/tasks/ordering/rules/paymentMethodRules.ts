import type { PaymentMethod } from '../../../../../src/domain/payment/PaymentMethod';
import { friendlyPaymentMethodName } from '../../../../../src/domain/payment/paymentMethodName';
import {
  hasMorePaymentMethods,
  visiblePaymentMethods,
} from '../../../../../src/domain/payment/visiblePaymentMethods';
import { ScenarioKey, type ShopWorld } from '../../../world';

// The shop's rules for the payment methods it lists, asked directly: only for the scenarios of a
// Rule: (payment-methods), which state the names and the first methods shown.

const methodsState = new ScenarioKey('payment method rules', () => ({
  offered: [] as PaymentMethod[],
  showAll: false,
}));

function method(index: number, name: string): PaymentMethod {
  return { id: `method-${index}`, label: name, name, logo: `https://example.test/logo-${index}.svg` };
}

export class PaymentMethodRules {
  constructor(private readonly world: ShopWorld) {}

  private get state() {
    return this.world.state(methodsState);
  }

  providerOffers(name: string): void {
    this.state.offered.push(method(this.state.offered.length + 1, name));
  }

  providerOffersMany(count: number): void {
    this.state.offered = Array.from({ length: count }, (_, index) =>
      method(index + 1, `Method ${index + 1}`),
    );
  }

  askForMore(): void {
    this.state.showAll = true;
  }

  /** The name shown for the method offered last. */
  nameShownForLast(): string | null {
    const last = this.state.offered.at(-1);
    return last === undefined ? null : friendlyPaymentMethodName(last);
  }

  /** The names of the offered methods, in the order the provider sent them. */
  offeredNames(): string[] {
    return this.state.offered.map((offered) => offered.name);
  }

  /** The names of the methods listed now. */
  shownNames(): string[] {
    return visiblePaymentMethods(this.state.offered, this.state.showAll).map((shown) => shown.name);
  }

  moreMethodsOffered(): boolean {
    return hasMorePaymentMethods(this.state.offered);
  }
}

export function paymentMethodRules(world: ShopWorld): PaymentMethodRules {
  return new PaymentMethodRules(world);
}
