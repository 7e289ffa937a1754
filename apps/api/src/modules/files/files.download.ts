import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FilesRepository, StoredFile } from '../../data/files.repository.js';
import { BIDI_CONTROLS } from '../../lib/safeFilename.js';
import { errorBody } from '../../plugins/errors.js';

export type Disposition = 'inline' | 'attachment';

/**
 * `Content-Disposition` that cannot break the header: an ASCII fallback name with anything unsafe replaced,
 * and the real name percent-encoded in `filename*` (RFC 5987 / 6266), without direction controls.
 */
export function contentDisposition(disposition: Disposition, storedName: string): string {
  // names stored before they were cleaned on upload may still hold a direction control
  const filename = storedName.replace(BIDI_CONTROLS, '');
  const ascii = filename.replace(/[^\x20-\x7e]|["\\%;]/g, '_').trim() || 'file';
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

type Range = { start: number; end: number };

/**
 * One `bytes=` range of RFC 9110: `a-b`, `a-` or `-suffix`. Several ranges, or a malformed header, are
 * ignored (the whole file is sent); a range past the end is 'unsatisfiable'.
 */
export function parseRange(header: string | undefined, size: number): Range | 'unsatisfiable' | undefined {
  const m = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== '' && Number(m[2]) < start) return undefined;
  }
  return start >= size ? 'unsatisfiable' : { start, end };
}

/** If-None-Match uses the weak comparison: `W/"x"` matches `"x"`; `*` matches any. */
function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/**
 * Sends a stored file with a strong ETag (its sha256), 304 on If-None-Match, HTTP Range (206, honouring
 * If-Range), `nosniff` and a safe Content-Disposition.
 */
export function sendStoredFile(
  req: FastifyRequest,
  reply: FastifyReply,
  repo: FilesRepository,
  file: StoredFile,
  opts: { disposition: Disposition; publicCache: boolean },
) {
  const etag = `"${file.sha256}"`;
  reply
    .header('ETag', etag)
    .header('Accept-Ranges', 'bytes')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', opts.publicCache ? 'public, max-age=31536000, immutable' : 'private, no-store')
    .header('Content-Disposition', contentDisposition(opts.disposition, file.filename));
  if (noneMatch(req.headers['if-none-match'], etag)) return reply.status(304).send();

  const ifRange = req.headers['if-range'];
  const range = ifRange && ifRange !== etag ? undefined : parseRange(req.headers.range, file.size);
  if (range === 'unsatisfiable') {
    return reply
      .status(416)
      .header('Content-Range', `bytes */${file.size}`)
      .send(errorBody('VALIDATION_FAILED', 'rangeOutsideFile', 416));
  }
  reply.type(file.contentType);
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  if (range) reply.status(206).header('Content-Range', `bytes ${start}-${end}/${file.size}`);
  reply.header('Content-Length', String(Math.max(0, end - start + 1)));
  // HEAD: an empty stream keeps Content-Length (Fastify would set 0 for no body) and reads nothing
  return reply.send(Readable.from(req.method === 'HEAD' ? [] : repo.read(file, start, end)));
}
