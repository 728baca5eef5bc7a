import { sessionGatewayContract } from '../contracts/sessionGatewayContract';
import { InMemorySessionGateway } from './InMemorySessionGateway';
import { inMemoryFixture } from './testing/inMemoryFixture';

sessionGatewayContract(() => inMemoryFixture((api, tokens) => new InMemorySessionGateway(api, tokens)));
