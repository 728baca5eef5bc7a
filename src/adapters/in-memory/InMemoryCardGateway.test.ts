import { cardGatewayContract } from '../contracts/cardGatewayContract';
import { InMemoryCardGateway } from './InMemoryCardGateway';
import { inMemoryFixture } from './testing/inMemoryFixture';

cardGatewayContract(() => inMemoryFixture((api, tokens) => new InMemoryCardGateway(api, tokens)));
