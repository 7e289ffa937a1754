import type { Delivery } from '../../data/outboxDeliveries.repository.js';
import type { OutboxEvent } from '../../data/outboxEvents.repository.js';
import type { Database } from '../../db/client.js';
import { BlockedAddressError, type OutboundResponse } from '../../lib/outboundHttp.js';

/** What one attempt of a delivery came to. */
export type Outcome =
  | { result: 'sent'; status?: number }
  | { result: 'retry'; error: string; status?: number }
  | { result: 'failed'; error: string; status?: number }
  /** reason: a key of notify:reasons (the failures page translates it) */
  | { result: 'skipped'; reason: string };

/** A channel delivers one delivery of one event; it never throws (an unexpected error is a retry). */
export type Channel = (delivery: Delivery, event: OutboxEvent, db: Database) => Promise<Outcome>;

/** An HTTP answer as an outcome: 2xx sent, 408/429 and 5xx retried, any other 4xx failed for good. */
export function httpOutcome(res: OutboundResponse): Outcome {
  if (res.status >= 200 && res.status < 300) return { result: 'sent', status: res.status };
  const error = `HTTP ${res.status}${res.body ? `: ${res.body.slice(0, 200)}` : ''}`;
  if (res.status === 408 || res.status === 429 || res.status >= 500) return { result: 'retry', error, status: res.status };
  return { result: 'failed', error, status: res.status };
}

/** A request that did not get an answer: a refused internal address is final, a network error is retried. */
export function networkOutcome(err: unknown): Outcome {
  if (err instanceof BlockedAddressError) return { result: 'failed', error: err.message };
  return { result: 'retry', error: err instanceof Error ? err.message || err.name : String(err) };
}

/** Replaces the `{{name}}` placeholders of a template; `shape` fits each value for where it goes. */
export function fillTemplate(template: string, values: Record<string, string | number>, shape: (v: string) => string = (v) => v) {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? shape(String(values[name])) : whole,
  );
}

/** A phone number as stored for opt-outs and the daily cap: digits and a leading +. */
export const normalizePhone = (phone: string) => phone.trim().replace(/(?!^\+)[^\d]/g, '');
