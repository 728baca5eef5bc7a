import type { MoneyShop } from '../../contracts/money/MoneyShop';
import { MemoryTokenStore } from '../../contracts/support/MemoryTokenStore';
import { readSavedState, writeSavedState } from '../../sandbox/testing/savedState';
import { topUpSavedCard } from '../../sandbox/testing/topUpSavedCard';
import { HttpCardGateway } from '../HttpCardGateway';
import { HttpConsumerGateway } from '../HttpConsumerGateway';
import { HttpOrderGateway } from '../HttpOrderGateway';
import { HttpSessionGateway } from '../HttpSessionGateway';
import { httpContractSandbox, transportTo } from './httpFixture';
import type { LocalApiServer } from './localApiServer';

/**
 * The money properties' shop over the local API server: every call goes over HTTP through the HTTP
 * adapters, the sandbox tools through /sandbox-api. Only the top-up and the saved state of a session's
 * start reach the server's sandbox state directly.
 */
export function httpMoneyShop(server: LocalApiServer, storage: Storage): MoneyShop {
  const redirects = { origins: [server.appOrigin], base: server.appOrigin };
  return {
    sandbox: httpContractSandbox(server),
    shopper() {
      const tokens = new MemoryTokenStore();
      const http = transportTo(server, tokens);
      return {
        session: new HttpSessionGateway(http),
        consumers: new HttpConsumerGateway(http),
        orders: new HttpOrderGateway(http, redirects),
        cards: new HttpCardGateway(http),
        tokens,
      };
    },
    topUp: (cardId, cents) => topUpSavedCard(storage, cardId, cents),
    saveState: () => readSavedState(storage),
    restoreState: (saved) => writeSavedState(storage, saved),
  };
}
