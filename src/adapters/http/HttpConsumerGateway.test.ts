import { consumerGatewayContract } from '../contracts/consumerGatewayContract';
import { HttpConsumerGateway } from './HttpConsumerGateway';
import { httpFixture } from './testing/httpFixture';
import { localApiServerForFile } from './testing/localApiServer';

const server = localApiServerForFile();

consumerGatewayContract(() => httpFixture(server(), ({ http }) => new HttpConsumerGateway(http)));
