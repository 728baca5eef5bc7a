import { MemoryStorage } from '../../browser/MemoryStorage';
import type { MoneyShop } from '../../contracts/money/MoneyShop';
import { MemoryTokenStore } from '../../contracts/support/MemoryTokenStore';
import { createSandbox } from '../../sandbox/createSandbox';
import { readSavedState, writeSavedState } from '../../sandbox/testing/savedState';
import { topUpSavedCard } from '../../sandbox/testing/topUpSavedCard';
import { InMemoryCardGateway } from '../InMemoryCardGateway';
import { InMemoryConsumerGateway } from '../InMemoryConsumerGateway';
import { InMemoryOrderGateway } from '../InMemoryOrderGateway';
import { InMemorySessionGateway } from '../InMemorySessionGateway';
import { sandboxAtHand } from '../callSandbox';
import { contractSandbox } from './inMemoryFixture';

/** The money properties' shop over one in-process sandbox, its state in a storage the test can reach. */
export function inMemoryMoneyShop(): MoneyShop {
  let now = Date.now();
  const storage = new MemoryStorage();
  const api = sandboxAtHand(createSandbox({ storage, clock: () => new Date(now) }));
  return {
    sandbox: contractSandbox(api, (ms) => {
      now += ms;
    }),
    shopper() {
      const tokens = new MemoryTokenStore();
      return {
        session: new InMemorySessionGateway(api, tokens),
        consumers: new InMemoryConsumerGateway(api, tokens),
        orders: new InMemoryOrderGateway(api, tokens),
        cards: new InMemoryCardGateway(api, tokens),
        tokens,
      };
    },
    topUp: (cardId, cents) => topUpSavedCard(storage, cardId, cents),
    saveState: () => readSavedState(storage),
    restoreState: (saved) => writeSavedState(storage, saved),
  };
}
