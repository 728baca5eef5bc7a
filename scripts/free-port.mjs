// Prints a free TCP port on loopback (used where a port must be known synchronously).
import { createServer } from 'node:net';

const server = createServer();
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(typeof address === 'object' && address ? address.port : '');
  server.close();
});
