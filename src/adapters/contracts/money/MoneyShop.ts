import type { CardGateway } from '../../../application/cards/ports/CardGateway';
import type { ConsumerGateway } from '../../../application/consumer/ports/ConsumerGateway';
import type { OrderGateway } from '../../../application/orders/ports/OrderGateway';
import type { SessionGateway } from '../../../application/session/ports/SessionGateway';
import type { TokenStore } from '../../../application/session/ports/TokenStore';
import type { Cents } from '../../../domain/money/Cents';
import type { ContractSandbox } from '../support/ContractSandbox';

/** One consumer's way into the shop: the ports the app uses, over a token store of its own. */
export interface Shopper {
  session: SessionGateway;
  consumers: ConsumerGateway;
  orders: OrderGateway;
  cards: CardGateway;
  tokens: TokenStore;
}

/** What the money properties run against: the sandbox in-process, or the local API server over HTTP. */
export interface MoneyShop {
  sandbox: ContractSandbox;
  /** A new, signed-out shopper. */
  shopper(): Shopper;
  /**
   * Adds cents to a card's balances in the sandbox's saved state. Arranges what no call can reach: a
   * consumer who is not fully known holding more than the transfer cap (the order limits stop them at 150 EUR).
   */
  topUp(cardId: string, cents: Cents): void;
  /** The sandbox's whole saved state (sessions included), to start every generated session from it. */
  saveState(): string;
  restoreState(saved: string): void;
}
