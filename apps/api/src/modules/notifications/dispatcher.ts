import type { DeliveryChannel } from '@fikra/shared';
import type { FastifyBaseLogger } from 'fastify';
import { type Delivery, outboxDeliveriesRepository } from '../../data/outboxDeliveries.repository.js';
import { outboxEventsRepository } from '../../data/outboxEvents.repository.js';
import type { Database } from '../../db/client.js';
import { type ChannelSwitches, fanOut } from './fanOut.js';
import type { Channel, Outcome } from './outcome.js';

export interface DispatcherOptions {
  db: Database;
  channels: Partial<Record<DeliveryChannel, Channel>>;
  switches: ChannelSwitches;
  log: FastifyBaseLogger;
  retryBaseSeconds: number;
  maxAttempts: number;
  /** events fanned out per transaction, deliveries claimed per round */
  batch?: number;
  /** deliveries sent at the same time */
  concurrency?: number;
  /** how long a claimed delivery is this process's before another may take it again (it died meanwhile) */
  leaseSeconds?: number;
}

/** The wait before attempt `attempts + 1`: the base doubled per attempt, at most 6 hours, with ±20 % jitter. */
export function backoffSeconds(base: number, attempts: number): number {
  const plain = Math.min(base * 2 ** Math.max(0, attempts - 1), 6 * 3600);
  return plain * (0.8 + Math.random() * 0.4);
}

/**
 * The outbox dispatcher (issue 27, docs/decisions/025). Each API process runs one; they share the work through
 * PostgreSQL row locks, so several processes deliver each event once, and the embedded database runs the same
 * code in its one process:
 * 1. fan-out: events not fanned out yet are claimed (`FOR UPDATE SKIP LOCKED`), their in-app notifications and
 *    delivery rows are written and the events marked, all in one transaction;
 * 2. delivery: due deliveries are claimed with a lease in one statement, sent outside any transaction, and their
 *    outcome recorded (sent; retried with backoff; failed after the last attempt; skipped with the reason). A
 *    process killed mid-delivery leaves its leased rows due again when the lease ends: delivered at least once.
 */
export function createDispatcher(opts: DispatcherOptions) {
  const { db, log } = opts;
  const batch = opts.batch ?? 100;
  const concurrency = opts.concurrency ?? 16;
  const leaseSeconds = opts.leaseSeconds ?? 120;

  async function fanOutRound(): Promise<number> {
    return db.transaction(async (tx) => {
      const events = await outboxEventsRepository(tx).claimWaiting(batch);
      if (!events.length) return 0;
      await fanOut(tx, events, opts.switches);
      await outboxEventsRepository(tx).markFannedOut(events.map((e) => e.id));
      return events.length;
    });
  }

  async function attempt(delivery: Delivery): Promise<Outcome> {
    const channel = opts.channels[delivery.channel];
    if (!channel) return { result: 'skipped', reason: 'channelOff' };
    const [event] = await outboxEventsRepository(db).findMany([delivery.eventId]);
    if (!event) return { result: 'skipped', reason: 'eventGone' };
    try {
      return await channel(delivery, event, db);
    } catch (err) {
      return { result: 'retry', error: err instanceof Error ? err.message : String(err) };
    }
  }

  async function record(delivery: Delivery, outcome: Outcome) {
    const deliveries = outboxDeliveriesRepository(db);
    if (outcome.result === 'sent') return deliveries.markSent(delivery.id, outcome.status ?? null);
    if (outcome.result === 'skipped') return deliveries.markFinal(delivery.id, 'skipped', outcome.reason, null);
    const status = outcome.status ?? null;
    if (outcome.result === 'failed' || delivery.attempts >= opts.maxAttempts) {
      log.warn({ delivery: delivery.id, channel: delivery.channel, error: outcome.error }, 'delivery failed');
      return deliveries.markFinal(delivery.id, 'failed', outcome.error, status);
    }
    return deliveries.markRetry(delivery.id, outcome.error, status, backoffSeconds(opts.retryBaseSeconds, delivery.attempts));
  }

  async function deliver(delivery: Delivery) {
    await record(delivery, await attempt(delivery));
  }

  async function deliveryRound(): Promise<number> {
    const claimed = await outboxDeliveriesRepository(db).claimDue(batch, leaseSeconds);
    for (let i = 0; i < claimed.length; i += concurrency) {
      await Promise.all(claimed.slice(i, i + concurrency).map(deliver));
    }
    return claimed.length;
  }

  /** One fan-out and one delivery round; how many events and deliveries it handled. */
  async function runOnce() {
    const events = await fanOutRound();
    const deliveries = await deliveryRound();
    return { events, deliveries };
  }

  /** Rounds until nothing is left that is due now (tests; a busy loop of the background runner). */
  async function drain(maxRounds = 1000) {
    const total = { events: 0, deliveries: 0 };
    for (let i = 0; i < maxRounds; i++) {
      const done = await runOnce();
      total.events += done.events;
      total.deliveries += done.deliveries;
      if (!done.events && !done.deliveries) break;
    }
    return total;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  /** Runs rounds every `pollMs` (at once again while there is work) until stop(). */
  function start(pollMs: number) {
    stopped = false;
    const loop = async () => {
      if (stopped) return;
      let busy = false;
      try {
        running = runOnce();
        const done = (await running) as { events: number; deliveries: number };
        busy = done.events > 0 || done.deliveries > 0;
      } catch (err) {
        if (!stopped) log.error({ err }, 'outbox dispatcher round failed');
      } finally {
        running = undefined;
      }
      if (!stopped) timer = setTimeout(loop, busy ? 0 : pollMs);
    };
    timer = setTimeout(loop, pollMs);
  }

  async function stop() {
    stopped = true;
    clearTimeout(timer);
    await running?.catch(() => {});
  }

  return { runOnce, drain, deliver, start, stop };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
