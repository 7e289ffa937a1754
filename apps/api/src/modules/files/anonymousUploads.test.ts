import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { multipart, SAMPLES } from '../../../test/multipart.js';
import { BUDGET_SPENT_MESSAGE, purgeAnonymousUploads, UPLOADS_FULL_MESSAGE } from './anonymousUploads.js';

const KB = 1024;
const MB = 1024 * KB;
/** A PDF of exactly `bytes` bytes (the type is read from the first bytes). */
const pdfOf = (bytes: number) => Buffer.concat([SAMPLES.pdf, Buffer.alloc(bytes - SAMPLES.pdf.length, 0x20)]);

let t: TestContext;
let token: string;
beforeAll(async () => {
  // 100 KB per address per hour, 250 KB of unused anonymous files in all
  t = await createTestContext({ ANON_UPLOAD_MB_PER_HOUR: 100 / 1024, ANON_UPLOAD_UNUSED_MB_CAP: 250 / 1024 });
  ({ token } = await t.login('USER'));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.query('delete from files');
  await t.db.query('delete from anonymous_upload_ledger');
});

const upload = (address: string, bytes: number, opts: { token?: string; files?: number } = {}) =>
  t.request({
    method: 'POST',
    url: '/v1/file/upload?purpose=attachment',
    remoteAddress: address,
    token: opts.token,
    ...multipart(Array.from({ length: opts.files ?? 1 }, (_, i) => ({ filename: `f${i}.pdf`, content: pdfOf(bytes) }))),
  });
const storedBytes = async () =>
  Number((await t.db.query<{ n: string }>('select coalesce(sum(size), 0)::text as n from files'))[0].n);

describe('anonymous uploads are bounded', () => {
  it('gives each address its hourly budget: past it, 429 with the message and nothing stored', async () => {
    expect((await upload('10.1.0.1', 40 * KB)).statusCode).toBe(201);
    expect((await upload('10.1.0.1', 40 * KB)).statusCode).toBe(201);
    const over = await upload('10.1.0.1', 40 * KB); // 120 KB > 100 KB
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'UPLOAD_BUDGET', message: BUDGET_SPENT_MESSAGE });
    expect(over.headers['retry-after']).toBe('600');
    expect(await storedBytes()).toBe(80 * KB);
    // a request whose files together pass the budget stores none of them
    const several = await upload('10.1.0.2', 30 * KB, { files: 4 });
    expect(several.statusCode).toBe(429);
    expect(await storedBytes()).toBe(80 * KB);
    // other addresses and signed-in users are not affected
    expect((await upload('10.1.0.3', 90 * KB)).statusCode).toBe(201);
    expect((await upload('10.1.0.1', 90 * KB, { token })).statusCode).toBe(201);
  });

  it('refuses an address with no budget left before reading its files', async () => {
    await t.db.query(`insert into anonymous_upload_ledger (address, bytes) values ('10.2.0.1', $1)`, [100 * KB]);
    const res = await upload('10.2.0.1', 1 * KB);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(BUDGET_SPENT_MESSAGE);
    // an hour later the budget is back
    await t.db.query(`update anonymous_upload_ledger set created_at = now() - interval '61 minutes'`);
    expect((await upload('10.2.0.1', 1 * KB)).statusCode).toBe(201);
  });

  it('caps unused anonymous bytes from all addresses: 503 for visitors, signed-in uploads still work', async () => {
    for (const address of ['10.3.0.1', '10.3.0.2', '10.3.0.3']) expect((await upload(address, 80 * KB)).statusCode).toBe(201);
    const full = await upload('10.3.0.4', 20 * KB); // 240 + 20 > 250
    expect(full.statusCode).toBe(503);
    expect(full.json()).toMatchObject({ code: 'UPLOADS_FULL', message: UPLOADS_FULL_MESSAGE });
    expect(await storedBytes()).toBe(240 * KB);
    expect((await upload('10.3.0.4', 90 * KB, { token })).statusCode).toBe(201);
    expect((await upload('10.3.0.5', 20 * KB, { token: 'not-a-token' })).statusCode).toBe(503);
  });

  it('frees room in the cap once an idea attaches a file', async () => {
    const [a, b, c] = await Promise.all(['10.4.0.1', '10.4.0.2', '10.4.0.3'].map((ip) => upload(ip, 80 * KB)));
    expect((await upload('10.4.0.4', 20 * KB)).statusCode).toBe(503);
    await t.db.query('update files set anonymous_unused = false where id = $1', [a.json()[0]._id]);
    expect((await upload('10.4.0.4', 20 * KB)).statusCode).toBe(201);
    expect([b.statusCode, c.statusCode]).toEqual([201, 201]);
  });
});

describe('removal of unused anonymous uploads', () => {
  it('removes unused anonymous files older than the keep time, never attached or signed-in ones', async () => {
    const old = (await upload('10.5.0.1', 1 * KB)).json()[0]._id as string;
    const young = (await upload('10.5.0.2', 1 * KB)).json()[0]._id as string;
    const attached = (await upload('10.5.0.3', 1 * KB)).json()[0]._id as string;
    const usedElsewhere = (await upload('10.5.0.4', 1 * KB)).json()[0]._id as string;
    const signedIn = (await upload('10.5.0.5', 1 * KB, { token })).json()[0]._id as string;
    await t.db.query(`update files set created_at = now() - interval '50 minutes' where id <> $1`, [young]);
    // attached through the submission path (markUsed), or used by a record the reference scan finds
    await t.db.query('update files set anonymous_unused = false where id = $1', [attached]);
    const { id: userId } = await t.createUser('USER');
    await t.db.query('update users set image = $1 where id = $2', [`/v1/file/${usedElsewhere}`, userId]);

    expect(await purgeAnonymousUploads(t.db, 45 * 60_000)).toBe(1);
    const left = (await t.db.query<{ id: string }>('select id from files')).map((r) => r.id).sort();
    expect(left).toEqual([young, attached, usedElsewhere, signedIn].sort());
    expect(await t.db.query('select 1 from file_chunks where file_id = $1', [old])).toEqual([]);
    // the one used elsewhere stops counting against the cap
    const [row] = await t.db.query<{ anonymous_unused: boolean }>('select anonymous_unused from files where id = $1', [
      usedElsewhere,
    ]);
    expect(row.anonymous_unused).toBe(false);
  });

  it('forgets ledger entries older than an hour', async () => {
    await t.db.query(
      `insert into anonymous_upload_ledger (address, bytes, created_at) values ('a', 1, now() - interval '2 hours'), ('b', 1, now())`,
    );
    await purgeAnonymousUploads(t.db, 45 * 60_000);
    expect(await t.db.query('select address from anonymous_upload_ledger')).toEqual([{ address: 'b' }]);
  });
});

describe('the default figures', () => {
  it('are 512 MB per address per hour, a 2 GB cap and 45 minutes', async () => {
    const { testConfig } = await import('../../config.js');
    const { anonymousUploadLimits, purgeEveryMs } = await import('./anonymousUploads.js');
    const limits = anonymousUploadLimits(testConfig());
    expect(limits).toEqual({ bytesPerAddressPerHour: 512 * MB, unusedBytesCap: 2048 * MB, keepUnusedMs: 45 * 60_000 });
    expect(limits.keepUnusedMs + purgeEveryMs(limits)).toBeLessThanOrEqual(3600_000);
  });
});
