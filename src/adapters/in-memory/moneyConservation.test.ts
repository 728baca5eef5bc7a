import { moneyConservationContract } from '../contracts/moneyConservationContract';
import { inMemoryMoneyShop } from './testing/inMemoryMoneyShop';

const shop = inMemoryMoneyShop();

moneyConservationContract(() => shop, { numRuns: 200, maxActions: 8 });
