import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A local HTTP receiver for what Fikra sends out (webhooks, Web Push, the SMS gateway): it keeps every request
 * and answers with the status `answer` chooses (200 by default), so tests can make it fail on purpose.
 */
export async function startReceiver(answer: (req: Received, count: number) => number = () => 200) {
  const received: Received[] = [];
  const waiters: { count: number; wake: () => void }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      received.push(entry);
      res.statusCode = answer(entry, received.length);
      res.end(res.statusCode >= 400 ? 'refused' : 'ok');
      for (const w of waiters.filter((x) => received.length >= x.count)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.wake();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** JSON bodies received so far */
    json: () => received.map((r) => JSON.parse(r.body.toString('utf8'))),
    /** resolves once `count` requests have arrived */
    waitFor: (count: number) =>
      received.length >= count ? Promise.resolve() : new Promise<void>((wake) => waiters.push({ count, wake })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
