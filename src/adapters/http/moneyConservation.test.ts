import { MemoryStorage } from '../browser/MemoryStorage';
import { moneyConservationContract } from '../contracts/moneyConservationContract';
import { httpMoneyShop } from './testing/httpMoneyShop';
import { localApiServerForFile } from './testing/localApiServer';

const storage = new MemoryStorage();
const server = localApiServerForFile({ storage });

// One server for the whole file. Shorter sessions than in-process: every step is several HTTP round trips.
moneyConservationContract(() => httpMoneyShop(server(), storage), { numRuns: 200, maxActions: 3 });
