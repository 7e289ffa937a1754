import { inflateRawSync } from 'node:zlib';

/** Thrown when an archive would expand past the allowed size, or is not an archive we can read safely. */
export class ZipRefused extends Error {
  constructor(
    message: string,
    public tooLarge: boolean,
  ) {
    super(message);
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_ENTRIES = 10_000;

interface Entry {
  method: number;
  compressed: number;
  uncompressed: number;
  localOffset: number;
}

/**
 * Refuses a zip (an .xlsx) that would expand past `maxUncompressed` before anything expands it: the sizes
 * in the central directory are checked first, then each entry is inflated with a hard output cap equal to
 * its declared size, so a header that lies is caught after at most that many bytes.
 */
export function assertZipWithinBounds(buf: Buffer, maxUncompressed: number) {
  const entries = centralDirectory(buf);
  let total = 0;
  for (const e of entries) {
    total += e.uncompressed;
    if (e.uncompressed > maxUncompressed || total > maxUncompressed)
      throw new ZipRefused('The archive expands beyond the limit', true);
  }
  for (const e of entries) checkEntry(buf, e);
}

function centralDirectory(buf: Buffer): Entry[] {
  const eocd = findEocd(buf);
  const count = buf.readUInt16LE(eocd + 10);
  const offset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || offset === 0xffffffff) throw new ZipRefused('ZIP64 archives are not accepted', false);
  if (count > MAX_ENTRIES) throw new ZipRefused('The archive has too many entries', true);
  const entries: Entry[] = [];
  let p = offset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) throw new ZipRefused('The archive is damaged', false);
    entries.push({
      method: buf.readUInt16LE(p + 10),
      compressed: buf.readUInt32LE(p + 20),
      uncompressed: buf.readUInt32LE(p + 24),
      localOffset: buf.readUInt32LE(p + 42),
    });
    p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return entries;
}

function findEocd(buf: Buffer): number {
  for (let p = buf.length - 22; p >= Math.max(0, buf.length - 22 - 0xffff); p--) {
    if (buf.readUInt32LE(p) === EOCD) return p;
  }
  throw new ZipRefused('The file is not a readable archive', false);
}

function checkEntry(buf: Buffer, e: Entry) {
  const p = e.localOffset;
  if (p + 30 > buf.length || buf.readUInt32LE(p) !== LOCAL) throw new ZipRefused('The archive is damaged', false);
  const start = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  const data = buf.subarray(start, start + e.compressed);
  if (e.method === 0) {
    if (e.compressed !== e.uncompressed) throw new ZipRefused('The archive is damaged', false);
    return;
  }
  if (e.method !== 8) throw new ZipRefused('The archive uses an unsupported compression', false);
  let out: Buffer;
  try {
    out = inflateRawSync(data, { maxOutputLength: Math.max(1, e.uncompressed) });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new ZipRefused('The archive expands beyond the limit', true);
    throw new ZipRefused('The archive is damaged', false);
  }
  if (out.length !== e.uncompressed) throw new ZipRefused('The archive is damaged', false);
}
