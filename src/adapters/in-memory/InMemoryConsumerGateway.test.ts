import { consumerGatewayContract } from '../contracts/consumerGatewayContract';
import { InMemoryConsumerGateway } from './InMemoryConsumerGateway';
import { inMemoryFixture } from './testing/inMemoryFixture';

consumerGatewayContract(() => inMemoryFixture((api, tokens) => new InMemoryConsumerGateway(api, tokens)));
