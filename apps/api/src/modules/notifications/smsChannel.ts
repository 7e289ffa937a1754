import { createHmac } from 'node:crypto';
import type { Language } from '@fikra/shared';
import { translate } from '@fikra/shared';
import { ideaNotifySummaries } from '../../data/ideas.notify.js';
import { outboxDeliveriesRepository } from '../../data/outboxDeliveries.repository.js';
import { smsOptOutsRepository } from '../../data/smsOptOuts.repository.js';
import type { Outbound } from '../../lib/outboundHttp.js';
import { type Channel, fillTemplate, httpOutcome, networkOutcome } from './outcome.js';
import { presenterText } from './texts.js';

export interface SmsGateway {
  url: string;
  method: 'POST' | 'PUT' | 'GET';
  headers: Record<string, string>;
  body?: string;
  dailyCap: number;
}

/** The opt-out link's token: the phone and its HMAC with the server's secret, so nobody opts another phone out. */
export const optOutToken = (secret: string, phone: string) =>
  `${Buffer.from(phone).toString('base64url')}.${createHmac('sha256', secret).update(`sms-opt-out:${phone}`).digest('base64url').slice(0, 22)}`;

/** The phone of a valid opt-out token, or null. */
export function phoneOfOptOutToken(secret: string, token: string): string | null {
  const [encoded] = token.split('.');
  if (!encoded) return null;
  const phone = Buffer.from(encoded, 'base64url').toString('utf8');
  return phone && optOutToken(secret, phone) === token ? phone : null;
}

const isJsonTemplate = (template: string) => /^\s*[[{]/.test(template);
const jsonEscape = (v: string) => JSON.stringify(v).slice(1, -1);

/** The gateway request for one message: the body template filled (JSON-escaped when JSON), or the URL's for GET. */
export function gatewayRequest(
  gateway: SmsGateway,
  values: { phone: string; text: string; ideaNumber: number | string; lang: Language },
) {
  const url = fillTemplate(gateway.url, values, encodeURIComponent);
  if (gateway.method === 'GET' || !gateway.body)
    return { url, method: gateway.method, headers: gateway.headers, body: undefined };
  const json = isJsonTemplate(gateway.body);
  const body = fillTemplate(gateway.body, values, json ? jsonEscape : (v) => v);
  const headers = { 'content-type': json ? 'application/json' : 'text/plain; charset=utf-8', ...gateway.headers };
  return { url, method: gateway.method, headers, body };
}

/**
 * Short messages to the presenter's phone through the plant's HTTP gateway (issue 27 item 5), in the language they
 * used on the form (Arabic when unknown), with the opt-out link; never to a phone that opted out, and at most
 * `dailyCap` a day per phone.
 */
export function smsChannel(
  outbound: Outbound,
  gateway: SmsGateway,
  optOut: { secret: () => Promise<string>; baseUrl?: string },
): Channel {
  return async (delivery, event, db) => {
    const phone = delivery.target;
    if (await smsOptOutsRepository(db).has(phone)) return { result: 'skipped', reason: 'optedOut' };
    if ((await outboxDeliveriesRepository(db).countToday('sms', phone, delivery.id)) >= gateway.dailyCap)
      return { result: 'skipped', reason: 'dailyCap' };
    const idea = event.ideaId ? (await ideaNotifySummaries(db, [event.ideaId])).get(event.ideaId) : undefined;
    const lang: Language = idea?.presenterLang === 'en' ? 'en' : 'ar';
    const message = presenterText(lang, event, idea);
    if (!message || !idea) return { result: 'skipped', reason: 'nothingToSay' };
    const link = optOut.baseUrl
      ? new URL(`/auth/sms-stop?t=${optOutToken(await optOut.secret(), phone)}`, optOut.baseUrl).href
      : '';
    const text = link ? `${message}\n${translate(lang, 'notify:presenter.stop', { link })}` : message;
    const req = gatewayRequest(gateway, { phone, text, ideaNumber: idea.ideaNumber, lang });
    try {
      return httpOutcome(await outbound.send(req.url, { method: req.method, headers: req.headers, body: req.body }));
    } catch (err) {
      return networkOutcome(err);
    }
  };
}
