import type { Cents } from '../../../../../src/domain/money/Cents';
import {
  amountBounds,
  defaultOrderAmount,
  type AmountBounds,
  type AmountContext,
} from '../../../../../src/domain/orders/orderAmount';
import { validateAmount, type AmountError } from '../../../../../src/domain/orders/orderAmountValidation';
import { ScenarioKey, type ShopWorld } from '../../../world';
import { centsOf } from '../../money/euros';

// The shop's rules for a card value, asked directly: only for the scenarios of a Rule:
// (order-amount), which state the limits whatever the screen shows of them.

const amountRules = new ScenarioKey('order amount rules', () => ({
  context: 'ordering' as AmountContext,
  cap: null as Cents | null,
  verdict: null as AmountVerdict | null,
}));

/** What the shop makes of a card value, in the feature's words. */
export type AmountVerdict =
  | { accepted: true }
  | { refused: 'missing' | 'not a whole number of euros' }
  | { refused: 'below the minimum' | 'above the maximum'; bound: Cents };

function verdictOf(error: AmountError | null): AmountVerdict {
  if (error === null) return { accepted: true };
  switch (error.key) {
    case 'cards.order.required':
      return { refused: 'missing' };
    case 'cards.order.integer':
      return { refused: 'not a whole number of euros' };
    case 'cards.order.min':
      return { refused: 'below the minimum', bound: error.bound };
    case 'cards.order.max':
      return { refused: 'above the maximum', bound: error.bound };
  }
}

export class OrderAmountRules {
  constructor(private readonly world: ShopWorld) {}

  private get state() {
    return this.world.state(amountRules);
  }

  chosenIn(context: AmountContext): void {
    this.state.context = context;
  }

  consumerMayOrderAtMost(euros: number): void {
    this.state.cap = centsOf(euros);
  }

  /** The range a card value may take here, in cents. */
  bounds(): AmountBounds {
    const { context, cap } = this.state;
    return amountBounds(context, { maxAllowedAmount: cap === null ? null : { amount: cap } });
  }

  startingValue(): Cents {
    return defaultOrderAmount(this.bounds());
  }

  typed(text: string): void {
    this.state.verdict = verdictOf(validateAmount(text, this.bounds()));
  }

  /** A value set without typing: with the slider, or remembered from an earlier visit. */
  set(euros: number): void {
    this.state.verdict = verdictOf(validateAmount(centsOf(euros), this.bounds()));
  }

  verdict(): AmountVerdict | null {
    return this.state.verdict;
  }
}

export function orderAmountRules(world: ShopWorld): OrderAmountRules {
  return new OrderAmountRules(world);
}
