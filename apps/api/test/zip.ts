import { constants, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** stored as is */
  data?: Buffer;
  /** already deflated bytes and the size they claim to expand to */
  deflated?: { bytes: Buffer; declaredSize: number };
  /** a compression method other than stored (0) or deflated (8) */
  method?: number;
  /** the sizes go in a ZIP64 extended information field, the 32-bit fields say 0xffffffff */
  zip64?: boolean;
}

/** A minimal zip writer for tests (no CRCs: the guard under test refuses before anything checks them). */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const body = e.deflated?.bytes ?? e.data ?? Buffer.alloc(0);
    const method = e.method ?? (e.deflated ? 8 : 0);
    const size = e.deflated?.declaredSize ?? body.length;
    const extra = Buffer.alloc(e.zip64 ? 20 : 0);
    if (e.zip64) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(16, 2);
      extra.writeBigUInt64LE(BigInt(size), 4);
      extra.writeBigUInt64LE(BigInt(body.length), 12);
    }
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(e.zip64 ? 0xffffffff : body.length, 18);
    local.writeUInt32LE(e.zip64 ? 0xffffffff : size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(e.zip64 ? 0xffffffff : body.length, 20);
    central.writeUInt32LE(e.zip64 ? 0xffffffff : size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name, extra);
    offset += 30 + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/**
 * Raw-deflate bytes that expand to `megabytes` MiB of spaces, built from one flushed 16 MiB segment
 * repeated (each segment is self-contained), so a 1 GiB bomb costs milliseconds to make.
 */
export function deflatedSpaces(megabytes: number): Buffer {
  const segmentMb = 16;
  const segment = deflateRawSync(Buffer.alloc(segmentMb * 1024 * 1024, 0x20), { finishFlush: constants.Z_FULL_FLUSH });
  const last = deflateRawSync(Buffer.alloc(0));
  return Buffer.concat([...Array.from({ length: Math.ceil(megabytes / segmentMb) }, () => segment), last]);
}

/** Makes file-type see an .xlsx: the first entry names the spreadsheet main part. */
export const XLSX_CONTENT_TYPES: ZipEntry = {
  name: '[Content_Types].xml',
  data: Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
  ),
};
