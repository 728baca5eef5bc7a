import { sessionGatewayContract } from '../contracts/sessionGatewayContract';
import { HttpSessionGateway } from './HttpSessionGateway';
import { httpFixture } from './testing/httpFixture';
import { localApiServerForFile } from './testing/localApiServer';

const server = localApiServerForFile();

sessionGatewayContract(() => httpFixture(server(), ({ http }) => new HttpSessionGateway(http)));
