import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { deflatedSpaces, zip } from '../../test/zip.js';
import { assertZipWithinBounds, ZipRefused } from './zipGuard.js';

const MiB = 1024 * 1024;

/** What the guard said: passed, or refused with its message and whether it was for size. */
async function verdict(bytes: Buffer, max = 10 * MiB) {
  try {
    await assertZipWithinBounds(bytes, max);
    return 'passed';
  } catch (err) {
    if (!(err instanceof ZipRefused)) throw err;
    return { message: err.message, tooLarge: err.tooLarge };
  }
}

const text = (n: number) => Buffer.from('a line of a sheet\n'.repeat(n));

describe('assertZipWithinBounds', () => {
  it('passes a real .xlsx and honest stored, deflated and ZIP64 entries', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('S').addRows([
      ['code', 'name'],
      ['1', 'فكرة'],
    ]);
    expect(await verdict(Buffer.from(await book.xlsx.writeBuffer()))).toBe('passed');
    const body = text(1000);
    const archive = zip([
      { name: 'stored.txt', data: body },
      { name: 'deflated.txt', deflated: { bytes: deflateRawSync(body), declaredSize: body.length } },
      { name: 'zip64.txt', deflated: { bytes: deflateRawSync(body), declaredSize: body.length }, zip64: true },
      { name: 'empty.txt', data: Buffer.alloc(0) },
    ]);
    expect(await verdict(archive)).toBe('passed');
  });

  it('refuses on the declared sizes alone: one entry, or all of them together, past the bound', async () => {
    const declaring = (declaredSize: number, zip64 = false) => ({
      name: `x${declaredSize}.txt`,
      deflated: { bytes: deflateRawSync(Buffer.alloc(0)), declaredSize },
      zip64,
    });
    const large = { message: 'The archive expands beyond the limit', tooLarge: true };
    expect(await verdict(zip([declaring(11 * MiB)]))).toEqual(large);
    expect(await verdict(zip([declaring(6 * MiB), declaring(5 * MiB)]))).toEqual(large);
    expect(await verdict(zip([declaring(2 ** 40, true)]))).toEqual(large); // a ZIP64 size meets the same bound
  });

  it('refuses an entry whose header lies about its size once it inflates past the declared size', async () => {
    const bomb = zip([{ name: 'sheet.xml', deflated: { bytes: deflatedSpaces(256), declaredSize: 1024 } }]);
    expect(await verdict(bomb, 10 * MiB)).toEqual({ message: 'The archive expands beyond the limit', tooLarge: true });
    const lyingUnderTheBound = zip([{ name: 'a.txt', deflated: { bytes: deflateRawSync(text(1000)), declaredSize: 100 } }]);
    expect(await verdict(lyingUnderTheBound)).toMatchObject({ tooLarge: true });
  });

  it('refuses more than 10,000 entries, however small', async () => {
    const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `e${i}`, data: Buffer.alloc(0) }));
    expect(await verdict(zip(entries(10_000)))).toBe('passed');
    expect(await verdict(zip(entries(10_001)))).toEqual({ message: 'The archive has too many entries', tooLarge: true });
  });

  it.each([
    ['not a zip at all', Buffer.from('PK\u0003\u0004 not really a zip'), 'The file is not a readable archive'],
    [
      'deflate data that is not deflate data',
      zip([{ name: 'a.xml', deflated: { bytes: Buffer.from('not deflate data at all'), declaredSize: 50 } }]),
      'The archive is damaged',
    ],
    [
      'an entry that inflates to less than it declares',
      zip([{ name: 'a.txt', deflated: { bytes: deflateRawSync(text(10)), declaredSize: 1000 } }]),
      'The archive is damaged',
    ],
    [
      'a stored entry whose sizes disagree',
      zip([{ name: 'a.txt', deflated: { bytes: text(10), declaredSize: 1000 }, method: 0 }]),
      'The archive is damaged',
    ],
    [
      'a compression other than deflate',
      zip([{ name: 'a.txt', deflated: { bytes: text(10), declaredSize: 180 }, method: 12 }]),
      'The archive uses an unsupported compression',
    ],
    [
      'an entry that reaches past the end of the file',
      zip([{ name: 'a.txt', data: text(10) }]).subarray(0, 30),
      'The file is not a readable archive',
    ],
  ])('refuses %s as unreadable, not as too large', async (_what, bytes, message) => {
    expect(await verdict(bytes)).toEqual({ message, tooLarge: false });
  });
});
