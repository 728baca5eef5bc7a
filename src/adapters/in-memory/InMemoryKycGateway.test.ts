import { kycGatewayContract } from '../contracts/kycGatewayContract';
import { InMemoryKycGateway } from './InMemoryKycGateway';
import { inMemoryFixture } from './testing/inMemoryFixture';

kycGatewayContract(() => inMemoryFixture((api, tokens) => new InMemoryKycGateway(api, tokens)));
