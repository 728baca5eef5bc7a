import { newsGatewayContract } from '../contracts/newsGatewayContract';
import { HttpNewsGateway } from './HttpNewsGateway';
import { httpFixture } from './testing/httpFixture';
import { localApiServerForFile } from './testing/localApiServer';

const server = localApiServerForFile();

newsGatewayContract(() => httpFixture(server(), ({ http }) => new HttpNewsGateway(http)));
