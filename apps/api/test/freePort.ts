import { createServer } from 'node:net';

/**
 * A port nothing listens on now, from the system (a random pick in a fixed range can land on a port the system
 * already gave a client connection): for a server process a test starts with PORT set.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
