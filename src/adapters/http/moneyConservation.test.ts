import { MemoryStorage } from '../browser/MemoryStorage';
import { moneyConservationContract } from '../contracts/moneyConservationContract';
import { httpMoneyShop } from './testing/httpMoneyShop';
import { localApiServerForFile } from './testing/localApiServer';

const storage = new MemoryStorage();
const server = localApiServerForFile({ storage });

// One server for the whole file. Fewer, shorter sessions than in-process (which explores the rules
// deeply): every step is several HTTP round trips, and these runs check the wire, not the rules again.
moneyConservationContract(() => httpMoneyShop(server(), storage), { numRuns: 100, maxActions: 3 });
