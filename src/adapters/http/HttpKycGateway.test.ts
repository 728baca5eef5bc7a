import { kycGatewayContract } from '../contracts/kycGatewayContract';
import { HttpKycGateway } from './HttpKycGateway';
import { httpFixture } from './testing/httpFixture';
import { localApiServerForFile } from './testing/localApiServer';

const server = localApiServerForFile();

kycGatewayContract(() => httpFixture(server(), ({ http }) => new HttpKycGateway(http)));
