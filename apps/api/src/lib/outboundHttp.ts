import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Requests Fikra sends to other systems (webhooks, Web Push services, the SMS gateway) go through here: a time
 * limit, a bounded answer, and no request to a loopback, private or link-local address unless its host is listed
 * in WEBHOOK_ALLOWED_HOSTS (no server-side request forgery into the plant network). The address is checked as
 * the connection resolves it, so a name that changes its answer between check and use is caught too.
 */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(net, prefix, 'ipv6');

/** Whether an address is on the loopback, private, link-local (or otherwise not public) ranges. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return BLOCKED.check(mapped[1], 'ipv4');
  return BLOCKED.check(address, 'ipv6');
}

export class BlockedAddressError extends Error {
  constructor(readonly host: string) {
    super(`address of ${host} is internal and not in WEBHOOK_ALLOWED_HOSTS`);
  }
}

export interface OutboundResponse {
  status: number;
  body: string;
}

export interface OutboundRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** Parses WEBHOOK_ALLOWED_HOSTS: comma-separated host names or addresses, any letter case. */
export const parseAllowedHosts = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((h) =>
      h
        .trim()
        .toLowerCase()
        .replace(/^\[|\]$/g, ''),
    )
    .filter(Boolean);

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[|\]$/g, '');

export function createOutbound(options: { allowedHosts: string[]; timeoutMs?: number; maxBody?: number }) {
  const allowed = new Set(options.allowedHosts);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBody = options.maxBody ?? 64 * 1024;
  const isAllowed = (host: string, address?: string) => allowed.has(host) || (address !== undefined && allowed.has(address));

  /** Resolves as the connection does, refusing internal addresses of hosts that are not allowed. */
  const guardedLookup = (host: string, opts: object, callback: (...args: unknown[]) => void) => {
    dnsLookup(host, { ...opts, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err);
      const refused = addresses.find((a) => isInternalAddress(a.address) && !isAllowed(host.toLowerCase(), a.address));
      if (refused) return callback(new BlockedAddressError(host));
      if ((opts as { all?: boolean }).all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };

  /** Throws BlockedAddressError when the URL's host is, or resolves to, an internal address it may not reach. */
  async function assertReachable(raw: string): Promise<void> {
    const url = new URL(raw);
    const host = hostOf(url);
    if (isIP(host)) {
      if (isInternalAddress(host) && !isAllowed(host)) throw new BlockedAddressError(host);
      return;
    }
    if (host === 'localhost' && !isAllowed(host)) throw new BlockedAddressError(host);
    const addresses = await new Promise<LookupAddress[]>((resolve) =>
      dnsLookup(host, { all: true }, (err, found) => resolve(err ? [] : found)),
    );
    if (addresses.some((a) => isInternalAddress(a.address) && !isAllowed(host, a.address))) throw new BlockedAddressError(host);
  }

  /** Sends one request; rejects on a network error, a refused address or the time limit, resolves with any status. */
  async function send(raw: string, req: OutboundRequest = {}): Promise<OutboundResponse> {
    const url = new URL(raw);
    const host = hostOf(url);
    if (isIP(host) && isInternalAddress(host) && !isAllowed(host)) throw new BlockedAddressError(host);
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(
        url,
        { method: req.method ?? 'POST', headers: req.headers, lookup: guardedLookup as never, timeout: timeoutMs },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size <= maxBody) chunks.push(chunk);
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      request.on('error', reject);
      request.end(req.body);
    });
  }

  return { send, assertReachable };
}

export type Outbound = ReturnType<typeof createOutbound>;
