/**
 * The webhook receiver of the outbox bench (bench/outbox.ts): a plain HTTP server in the bench process, as another
 * system (Teams, an ERP) would run one. It checks each delivery's signature with the product's own function,
 * answers 200 at once and counts deliveries by event id: the first arrival of an id is its delivery (the receiver
 * dedupes, as decision 025's at-least-once delivery asks of receivers), later ones are duplicates.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookSignature } from '../apps/api/src/modules/notifications/webhookChannel.js';

export interface Arrival {
  /** Date.now() at the first arrival of this event id */
  at: number;
  /** the event's occurredAt (the outbox row's clock_timestamp() when written), ms since the epoch */
  occurredAt: number;
  /** deliveries of this event id received, 1 when exactly once */
  count: number;
  /** the idea's title as the event carries it (the bench's submission number is in it) */
  title: string;
  ideaId: string;
}

export interface Receiver {
  url: string;
  /** set once the webhook is registered: the secret POST /v1/webhooks answered with */
  secret: string;
  byEvent: Map<string, Arrival>;
  /** deliveries received in all, duplicates included */
  received: number;
  badSignatures: number;
  /** called after each event received for the first time (the bench kills the API process from here, at once) */
  onEvent?: () => void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const state: Receiver = {
    url: '',
    secret: '',
    byEvent: new Map(),
    received: 0,
    badSignatures: 0,
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = Date.now();
      const body = Buffer.concat(chunks).toString();
      const timestamp = String(req.headers['x-fikra-timestamp'] ?? '');
      if (req.headers['x-fikra-signature'] !== webhookSignature(state.secret, timestamp, body)) state.badSignatures++;
      const delivery = JSON.parse(body) as { id: string; occurredAt: string; idea: { _id: string; title: string } | null };
      state.received++;
      const seen = state.byEvent.get(delivery.id);
      if (seen) seen.count++;
      else
        state.byEvent.set(delivery.id, {
          at,
          occurredAt: Date.parse(delivery.occurredAt),
          count: 1,
          title: delivery.idea?.title ?? '',
          ideaId: delivery.idea?._id ?? '',
        });
      if (!seen) state.onEvent?.();
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  // many short deliveries from up to 16 at a time: keep-alive as a real endpoint would
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/fikra-hook`;
  state.close = async () => {
    server.closeAllConnections();
    server.close();
  };
  return state;
}

/** Exact percentile of an ascending list. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
