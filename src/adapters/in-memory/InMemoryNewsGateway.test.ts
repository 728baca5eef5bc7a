import { newsGatewayContract } from '../contracts/newsGatewayContract';
import { InMemoryNewsGateway } from './InMemoryNewsGateway';
import { inMemoryFixture } from './testing/inMemoryFixture';

newsGatewayContract(() => inMemoryFixture((api) => new InMemoryNewsGateway(api)));
