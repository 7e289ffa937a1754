/** The demo talks to Fikra through its own API (app.inject), so every rule and every side effect applies. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Phases } from './timing.js';

export interface UploadFile {
  filename: string;
  content: Buffer;
}

/** a route's shape, for the timing table: ids and query strings left out */
const routeOf = (url: string) => url.replace(/\?.*/, '').replace(/[0-9a-f]{8}-[0-9a-f-]{27}|[0-9a-f]{24}/g, ':id');

export function demoApi(app: FastifyInstance, timing?: Phases) {
  async function call<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string>; payload?: Buffer; address?: string } = {},
  ): Promise<T> {
    const inject = () =>
      app.inject({
        method,
        url: `/v1${url}`,
        ...(opts.payload ? { payload: opts.payload } : opts.body === undefined ? {} : { payload: opts.body as never }),
        headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
        remoteAddress: opts.address ?? '10.20.0.10',
      });
    const res = await (timing ? timing.tally(`${method} ${routeOf(url)}`, inject) : inject());
    if (res.statusCode >= 300) throw new Error(`${method} ${url} -> ${res.statusCode}: ${res.body.slice(0, 500)}`);
    return (res.headers['content-type']?.toString().includes('json') ? res.json() : res.rawPayload) as T;
  }

  /** A multipart/form-data body: the files, and plain fields before them. */
  function multipart(files: UploadFile[], fields: Record<string, string> = {}) {
    const boundary = `----fikra${randomUUID().replaceAll('-', '')}`;
    const chunks: Buffer[] = [];
    for (const [name, value] of Object.entries(fields))
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    for (const f of files) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.filename}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        f.content,
        Buffer.from('\r\n'),
      );
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  return {
    call,
    get: <T = Record<string, unknown>>(url: string, token?: string) => call<T>('GET', url, { token }),
    post: <T = { _id: string }>(url: string, body: unknown, token?: string, address?: string) =>
      call<T>('POST', url, { body, token, address }),
    put: <T = { _id: string; version: number }>(url: string, body: unknown, token?: string) =>
      call<T>('PUT', url, { body, token }),
    /** POST /file/upload: up to ten files in one request; their ids in order */
    async upload(files: UploadFile[], purpose: 'image' | 'pdf', token: string): Promise<string[]> {
      const ids: string[] = [];
      for (let i = 0; i < files.length; i += 10) {
        const body = multipart(files.slice(i, i + 10));
        const stored = await call<{ _id: string }[]>('POST', `/file/upload?purpose=${purpose}`, { ...body, token });
        ids.push(...stored.map((s) => s._id));
      }
      return ids;
    },
    /** a multipart request of its own (videos, spreadsheets) */
    postFile: <T = { _id: string }>(url: string, file: UploadFile, token: string, fields: Record<string, string> = {}) =>
      call<T>('POST', url, { ...multipart([file], fields), token }),
  };
}
export type DemoApi = ReturnType<typeof demoApi>;
