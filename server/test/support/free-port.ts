import net from 'node:net';

/** A port nobody listens on now: the kernel picks it, and we let it go for the server a test or benchmark starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('The system gave no port.'))));
    });
  });
}
