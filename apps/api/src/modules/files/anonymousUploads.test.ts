import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Hierarchy, seedHierarchy, useTestContext, validIdea } from '../../../test/factories.js';
import { multipart, SAMPLES } from '../../../test/multipart.js';
import { acceptStages } from '../../../test/scenarios/workflow.js';
import { BUDGET_SPENT_MESSAGE, purgeAnonymousUploads, UPLOADS_FULL_MESSAGE } from './anonymousUploads.js';

const KB = 1024;
const MB = 1024 * KB;
/** A PDF of exactly `bytes` bytes (the type is read from the first bytes). */
const pdfOf = (bytes: number) => Buffer.concat([SAMPLES.pdf, Buffer.alloc(bytes - SAMPLES.pdf.length, 0x20)]);

// visitors together 250 KB a day; one address 40% of that: 100 KB
const t = useTestContext({ ANON_UPLOAD_MB_PER_DAY: 250 / 1024, ANON_UPLOAD_ADDRESS_PERCENT: 40 });
let h: Hierarchy;
let token: string;
beforeAll(async () => {
  h = await seedHierarchy(t);
  ({ token } = await t.login('ADMIN'));
});
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
/** A visitor's idea that attaches the file, as the public form sends it. */
const submitWith = async (fileId: string, address: string) => {
  const res = await t.request({
    method: 'POST',
    url: '/v1/idea-crud',
    remoteAddress: address,
    payload: validIdea(h, { filesRelated: [fileId] }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
};

describe("visitors' uploads are bounded per day", () => {
  it("gives each address its share of the day's total: past it, 429 with the message and nothing stored", async () => {
    expect((await upload('10.1.0.1', 40 * KB)).statusCode).toBe(201);
    expect((await upload('10.1.0.1', 40 * KB)).statusCode).toBe(201);
    const over = await upload('10.1.0.1', 40 * KB); // 120 KB > 100 KB
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'UPLOAD_BUDGET', message: BUDGET_SPENT_MESSAGE });
    expect(over.headers['retry-after']).toBe('600');
    expect(await storedBytes()).toBe(80 * KB);
    // a request whose files together pass the share stores none of them
    const several = await upload('10.1.0.2', 30 * KB, { files: 4 });
    expect(several.statusCode).toBe(429);
    expect(await storedBytes()).toBe(80 * KB);
    // other addresses and signed-in users are not affected
    expect((await upload('10.1.0.3', 90 * KB)).statusCode).toBe(201);
    expect((await upload('10.1.0.1', 90 * KB, { token })).statusCode).toBe(201);
  });

  it('keys an IPv6 client by its /64: addresses of one /64 share one share, another /64 has its own', async () => {
    expect((await upload('2001:db8:1:1::1', 60 * KB)).statusCode).toBe(201);
    expect((await upload('2001:db8:1:1:ffff::2', 60 * KB)).statusCode).toBe(429);
    expect((await upload('2001:db8:1:2::1', 60 * KB)).statusCode).toBe(201);
  });

  it('refuses an address with no share left before reading its files; a day later it has room again', async () => {
    await t.db.query(`insert into anonymous_upload_ledger (address, bytes) values ('10.2.0.1', $1)`, [100 * KB]);
    const res = await upload('10.2.0.1', 1 * KB);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(BUDGET_SPENT_MESSAGE);
    await t.db.query(`update anonymous_upload_ledger set created_at = now() - interval '23 hours'`);
    expect((await upload('10.2.0.1', 1 * KB)).statusCode).toBe(429);
    await t.db.query(`update anonymous_upload_ledger set created_at = now() - interval '25 hours'`);
    expect((await upload('10.2.0.1', 1 * KB)).statusCode).toBe(201);
  });

  it("holds the day's total when every upload is attached to an idea (the cap was stepped around that way)", async () => {
    for (const address of ['10.3.0.1', '10.3.0.2', '10.3.0.3']) {
      const res = await upload(address, 80 * KB);
      expect(res.statusCode).toBe(201);
      await submitWith(res.json()[0]._id, address);
    }
    const full = await upload('10.3.0.4', 20 * KB); // 240 + 20 > 250, attached or not
    expect(full.statusCode).toBe(503);
    expect(full.json()).toMatchObject({ code: 'UPLOADS_FULL', message: UPLOADS_FULL_MESSAGE });
    expect(full.headers['retry-after']).toBe('600');
    expect(await storedBytes()).toBe(240 * KB);
    // signed-in work never counts; a bad token is no sign-in
    expect((await upload('10.3.0.4', 90 * KB, { token })).statusCode).toBe(201);
    expect((await upload('10.3.0.5', 20 * KB, { token: 'not-a-token' })).statusCode).toBe(503);
  });

  it("stops counting an idea's files once its evaluation is accepted", async () => {
    const ideas: string[] = [];
    for (const address of ['10.4.0.1', '10.4.0.2', '10.4.0.3']) {
      ideas.push(await submitWith((await upload(address, 80 * KB)).json()[0]._id, address));
    }
    expect((await upload('10.4.0.4', 20 * KB)).statusCode).toBe(503);
    await acceptStages(t, token, ideas[0], ['evaluated']);
    expect((await upload('10.4.0.4', 20 * KB)).statusCode).toBe(201);
    // and the address that sent it has its share back too
    expect((await upload('10.4.0.1', 90 * KB)).statusCode).toBe(503); // 160 + 20 + 90 > 250: the total decides
    expect((await upload('10.4.0.1', 60 * KB)).statusCode).toBe(201);
  });

  it('holds under parallel uploads: the total is never passed', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => upload(`10.6.0.${i + 1}`, 50 * KB)));
    const stored = results.filter((r) => r.statusCode === 201).length;
    expect(stored).toBe(5);
    expect(results.filter((r) => r.statusCode === 503)).toHaveLength(3);
    expect(await storedBytes()).toBe(250 * KB);
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
    const [row] = await t.db.query<{ anonymous_unused: boolean }>('select anonymous_unused from files where id = $1', [
      usedElsewhere,
    ]);
    expect(row.anonymous_unused).toBe(false);
  });

  it('a form left open past the keep time: its photo is gone, the idea is refused naming the field, and the same key takes it with the photo sent again (issue 30 item 18)', async () => {
    const photo = async () =>
      (
        await t.request({
          method: 'POST',
          url: '/v1/file/upload?purpose=image',
          remoteAddress: '10.6.0.1',
          ...multipart([{ filename: 'machine.png', content: SAMPLES.png }]),
        })
      ).json()[0]._id as string;
    const first = await photo();
    await t.db.query(`update files set created_at = now() - interval '50 minutes' where id = $1`, [first]);
    expect(await purgeAnonymousUploads(t.db, 45 * 60_000)).toBe(1);
    const send = (operatorImg: string[]) =>
      t.request({
        method: 'POST',
        url: '/v1/idea-crud',
        remoteAddress: '10.6.0.1',
        headers: { 'idempotency-key': 'idea-left-open-an-hour' },
        payload: validIdea(h, { operatorImg }),
      });
    const refused = await send([first]);
    expect(refused.statusCode).toBe(400);
    // what the form looks for before it uploads its copies again (features/ideaForm/offline/renewUploads.ts)
    expect(refused.json().details).toEqual([
      expect.objectContaining({ path: 'operatorImg', key: 'notFound', params: { label: 'File' } }),
    ]);
    const again = await photo();
    const sent = await send([again]);
    expect(sent.statusCode, sent.body).toBe(201);
    const [idea] = await t.db.query<{ operator_img: { _id: string }[] }>('select operator_img from ideas where id = $1', [
      sent.json()._id,
    ]);
    expect(idea.operator_img.map((f) => f._id)).toEqual([again]);
  });

  it('keeps counting removed files for the day, and forgets ledger entries older than a day', async () => {
    await t.db.query(
      `insert into anonymous_upload_ledger (address, bytes, created_at)
       values ('a', 1, now() - interval '25 hours'), ('b', 1, now() - interval '2 hours')`,
    );
    await purgeAnonymousUploads(t.db, 45 * 60_000);
    expect(await t.db.query('select address from anonymous_upload_ledger')).toEqual([{ address: 'b' }]);
  });
});

describe('the default figures', () => {
  it('are 2 GB a day for visitors together, 20% of it for one address, and 45 minutes', async () => {
    const { testConfig } = await import('../../config.js');
    const { anonymousUploadLimits, purgeEveryMs } = await import('./anonymousUploads.js');
    const limits = anonymousUploadLimits(testConfig());
    expect(limits).toEqual({
      bytesPerDay: 2048 * MB,
      bytesPerAddressPerDay: Math.floor(2048 * MB * 0.2),
      keepUnusedMs: 45 * 60_000,
    });
    expect(limits.keepUnusedMs + purgeEveryMs(limits)).toBeLessThanOrEqual(3600_000);
  });
});
