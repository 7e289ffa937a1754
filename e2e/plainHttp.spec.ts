import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import { expect, test } from '@playwright/test';

/**
 * A plant serves Fikra over plain HTTP on its LAN. The e2e server listens on loopback (which the browser treats as
 * secure and never upgrades), so the page is opened through this machine's network address: a plain TCP relay on
 * that address forwards to the server, exactly as a LAN client would reach it.
 */
function lanAddress(): string | undefined {
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) if (entry.family === 'IPv4' && !entry.internal) return entry.address;
  }
  return undefined;
}

const address = lanAddress();

test.describe('plain HTTP on a network address', () => {
  test.skip(!address, 'this machine has no non-loopback IPv4 address to open the app through');

  let relay: Server;
  let relayPort = 0;
  const sockets = new Set<Socket>();
  test.beforeAll(async ({ baseURL }) => {
    const target = new URL(baseURL ?? '');
    relay = createServer((client) => {
      const upstream = createConnection({ host: target.hostname, port: Number(target.port) });
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve) => relay.listen(0, address, resolve));
    relayPort = (relay.address() as { port: number }).port;
  });
  test.afterAll(async () => {
    // the browser keeps its connections open; close() waits for them otherwise
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => relay.close(resolve));
  });

  test('the landing page renders with its scripts loaded', async ({ page }) => {
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    const response = await page.goto(`http://${address}:${relayPort}/`);
    await expect(page).toHaveURL(/\/LandingPage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'شارك فكرتك' })).toBeVisible();
    expect(failed.filter((url) => url.startsWith('https:'))).toEqual([]);
    expect(response?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response?.headers()['strict-transport-security']).toBeUndefined();
  });
});
