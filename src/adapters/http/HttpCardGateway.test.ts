import { cardGatewayContract } from '../contracts/cardGatewayContract';
import { HttpCardGateway } from './HttpCardGateway';
import { httpFixture } from './testing/httpFixture';
import { localApiServerForFile } from './testing/localApiServer';

const server = localApiServerForFile();

cardGatewayContract(() => httpFixture(server(), ({ http }) => new HttpCardGateway(http)));
