import { orderGatewayContract } from '../contracts/orderGatewayContract';
import { InMemoryOrderGateway } from './InMemoryOrderGateway';
import { inMemoryFixture } from './testing/inMemoryFixture';

orderGatewayContract(() => inMemoryFixture((api, tokens) => new InMemoryOrderGateway(api, tokens)));
