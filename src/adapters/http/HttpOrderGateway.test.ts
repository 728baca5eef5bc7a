import { orderGatewayContract } from '../contracts/orderGatewayContract';
import { HttpOrderGateway } from './HttpOrderGateway';
import { httpFixture } from './testing/httpFixture';
import { localApiServerForFile } from './testing/localApiServer';

const server = localApiServerForFile();

orderGatewayContract(() =>
  httpFixture(server(), ({ http, redirects }) => new HttpOrderGateway(http, redirects)),
);
