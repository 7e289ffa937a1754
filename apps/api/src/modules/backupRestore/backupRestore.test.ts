import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  countIdeas,
  insertIdea,
  insertImage,
  searchTableDrift,
  seedHierarchy,
  type TestContext,
  useTestContext,
  withFreshTestContext,
} from '../../../test/factories.js';
import { multipart } from '../../../test/multipart.js';
import { ideaHistoryRepository } from '../../data/ideaHistory.repository.js';
import { ideasRepository } from '../../data/ideas.repository.js';

/** The source database (seeded), a fresh one each round trip restores into, and their admins' tokens. */
const source = useTestContext();
const target = useTestContext();
let sourceAdmin: string;
let targetAdmin: string;

type Backup = { format: string; version: number; kind: string; exportedAt: string; data: Record<string, unknown>[] } & Record<
  string,
  unknown
>;

async function download(ctx: TestContext, token: string, path: string): Promise<Backup> {
  const res = await ctx.request({ method: 'GET', url: `/v1/${path}`, token });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return JSON.parse(res.body);
}

function restore(ctx: TestContext, token: string | undefined, content: string | Buffer | object, filename = 'backup.json') {
  const body = typeof content === 'string' || Buffer.isBuffer(content) ? content : JSON.stringify(content);
  const { payload, headers } = multipart([{ filename, content: body, contentType: 'application/json' }]);
  return ctx.request({ method: 'POST', url: '/v1/idea-crud/backup', token, payload, headers });
}

const withoutTimestamp = ({ exportedAt, ...rest }: Backup) => {
  expect(Number.isNaN(Date.parse(exportedAt))).toBe(false);
  return rest;
};

beforeAll(async () => {
  sourceAdmin = (await source.login('ADMIN')).token;
  targetAdmin = (await target.login('ADMIN')).token;
  const h = await seedHierarchy(source.db);
  const refs = { department: h.department, stage: h.stage, firstCut: h.firstCut, secondCut: h.secondCut };
  const first = await insertIdea(source.db, {
    company: h.company,
    factory: h.factory,
    area: h.area,
    aic: h.aic,
    refs,
    done: ['evaluated', 'approved', 'implemented'],
    ideaText: 'Recover the boiler condensate — استرجاع المكثفات',
    createdAt: '2026-03-05T10:00:00.000Z',
    columns: { opl: JSON.stringify({ rows: [], report: 'r', savedAt: '2026-03-06T10:00:00.000Z' }), roi: 1.25 },
  });
  const second = await insertIdea(source.db, {
    factory: h.otherFactory,
    area: h.otherArea,
    createdAt: '2026-03-07T10:00:00.000Z',
  });
  await insertIdea(source.db, { createdAt: '2026-03-08T10:00:00.000Z', presenter: 'Visitor' });
  await ideasRepository(source.db).setDuplicateOf(second.id, first.id);
  await ideaHistoryRepository(source.db).append({
    ideaId: first.id,
    userName: 'Consultant',
    stage: 'evaluated',
    decision: 'accepted',
    changes: { value: true },
  });
}, 180_000);

describe('backups carry a format version', () => {
  it('the ideas backup: header, every master-data record, then the ideas with their history', async () => {
    const backup = await download(source, sourceAdmin, 'idea-crud/backup');
    expect(backup).toMatchObject({ format: BACKUP_FORMAT, version: BACKUP_FORMAT_VERSION, kind: 'ideas', count: 3 });
    expect(Object.keys(backup).slice(0, 6)).toEqual(['format', 'version', 'kind', 'exportedAt', 'masterData', 'data']);
    expect((backup.masterData as unknown[]).length).toBe(16);
    expect(backup.data[0].history).toEqual([expect.objectContaining({ stage: 'evaluated', userName: 'Consultant' })]);
  });

  it.each(['factory-businessUnit', 'area-section'])('the %s backup', async (path) => {
    const backup = await download(source, sourceAdmin, `${path}/backup`);
    expect(backup).toMatchObject({ format: BACKUP_FORMAT, version: BACKUP_FORMAT_VERSION, count: 2 });
  });
});

describe('POST /v1/idea-crud/backup', () => {
  it('round trip: backup, restore into a fresh database, backup again gives the same content', async () => {
    const before = await download(source, sourceAdmin, 'idea-crud/backup');
    const res = await restore(target, targetAdmin, before);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'ideas',
      formatVersion: 1,
      importedCount: 19,
      updatedCount: 0,
      notRestoredCount: 0,
    });
    expect(withoutTimestamp(await download(target, targetAdmin, 'idea-crud/backup'))).toEqual(withoutTimestamp(before));
    for (const path of ['factory-businessUnit', 'area-section']) {
      expect(withoutTimestamp(await download(target, targetAdmin, `${path}/backup`))).toEqual(
        withoutTimestamp(await download(source, sourceAdmin, `${path}/backup`)),
      );
    }
    // the restored ideas are the server's: listed, numbered on after the restored ones
    const list = await target.request({ method: 'GET', url: '/v1/idea-crud/all?limit=10', token: targetAdmin });
    expect(list.json().total).toBe(3);
    expect(await searchTableDrift(target.db)).toBe(0);
    const [{ next }] = await target.db.query<{ next: string }>("select nextval('idea_number_seq') as next");
    expect(Number(next)).toBeGreaterThan(Math.max(...before.data.map((i) => i.ideaNumber as number)));
  });

  it('restoring the same file again changes nothing and says so', async () => {
    const backup = await download(source, sourceAdmin, 'idea-crud/backup');
    const res = await restore(target, targetAdmin, backup);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ importedCount: 0, updatedCount: 0, ignoredCount: 19 });
    expect(res.json().message).toBe('Nothing changed: everything in this backup is already here');
    const unit = await download(source, sourceAdmin, 'factory-businessUnit/backup');
    expect((await restore(target, targetAdmin, unit)).json()).toMatchObject({
      kind: 'factoryBusinessUnit',
      importedCount: 0,
      ignoredCount: 2,
    });
  });

  it('a changed record is updated by its id', async () => {
    const backup = await download(source, sourceAdmin, 'idea-crud/backup');
    const idea = backup.data[2];
    await target.db.query("update ideas set idea_text = 'Edited after the backup was taken' where id = $1", [idea._id]);
    const res = await restore(target, targetAdmin, backup);
    expect(res.json()).toMatchObject({ importedCount: 0, updatedCount: 1, ignoredCount: 18 });
    const [row] = await target.db.query<{ idea_text: string }>('select idea_text from ideas where id = $1', [idea._id]);
    expect(row.idea_text).toBe(idea.ideaText);
    expect(await searchTableDrift(target.db)).toBe(0);
  });

  it('restores master-data backups into an empty database, creating the parents they name', async () => {
    await withFreshTestContext(async (fresh) => {
      const admin = (await fresh.login('ADMIN')).token;
      for (const path of ['factory-businessUnit', 'area-section']) {
        const backup = await download(source, sourceAdmin, `${path}/backup`);
        const res = await restore(fresh, admin, backup);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().importedCount).toBe(2);
        expect(withoutTimestamp(await download(fresh, admin, `${path}/backup`))).toEqual(withoutTimestamp(backup));
      }
      const [{ n }] = await fresh.db.query<{ n: string }>("select count(*) as n from master_data where kind = 'company'");
      expect(Number(n)).toBe(2);
    });
  }, 120_000);

  it('an idea pointing at master data the database lacks creates it from the names the backup carries', async () => {
    await withFreshTestContext(async (fresh) => {
      const admin = (await fresh.login('ADMIN')).token;
      const { masterData: _, ...backup } = await download(source, sourceAdmin, 'idea-crud/backup');
      const res = await restore(fresh, admin, backup);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ importedCount: 3, createdMasterDataCount: 10 });
      const idea = (await fresh.request({ method: 'GET', url: `/v1/idea-crud/${backup.data[0]._id}`, token: admin })).json();
      expect(idea.areaSection).toEqual(backup.data[0].areaSection);
      expect(idea.secondCut).toEqual(backup.data[0].secondCut);
    });
  }, 120_000);

  it('a file the database lacks is reported and the idea is restored without it', async () => {
    const fileId = await insertImage(source.db);
    const backup = await download(source, sourceAdmin, 'idea-crud/backup');
    const gone = { _id: '00000000-0000-4000-8000-000000000001', filename: 'lost.pdf', contentType: 'application/pdf' };
    backup.data[1].filesRelated = [gone];
    backup.data[1].operatorImg = [{ _id: fileId, filename: 'photo', contentType: 'image/png' }];
    (backup.data[1].status as { implemented: { after: unknown[] } }).implemented.after = [gone];
    const res = await restore(target, targetAdmin, backup);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().notRestoredCount).toBe(3);
    expect(res.json().notRestored).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 2, column: 'filesRelated', code: 'FILE_NOT_FOUND', value: gone._id }),
        expect.objectContaining({ row: 2, column: 'operatorImg', code: 'FILE_NOT_FOUND', value: fileId }),
        expect.objectContaining({ row: 2, column: 'status.implemented.after', code: 'FILE_NOT_FOUND', value: gone._id }),
      ]),
    );
    const [row] = await target.db.query<{ after: unknown[] }>(
      "select status->'implemented'->'after' as after from ideas where id = $1",
      [backup.data[1]._id],
    );
    expect(row.after).toEqual([]);
  });

  it('all or nothing: one bad record among many stores nothing and reports every bad row', async () => {
    await withFreshTestContext(async (fresh) => {
      const admin = (await fresh.login('ADMIN')).token;
      const backup = await download(source, sourceAdmin, 'idea-crud/backup');
      const template = backup.data[2];
      const many = Array.from({ length: 600 }, (_, n) => ({
        ...template,
        _id: `00000000-0000-4000-8000-${String(n + 10).padStart(12, '0')}`,
        ideaNumber: 1000 + n,
        ...(n === 550 ? { ideaPresenterType: 'Robot' } : {}),
      }));
      const res = await restore(fresh, admin, { ...backup, data: many });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
      expect(res.json()).toMatchObject({ code: 'IMPORT_REJECTED', errorCount: 1 });
      expect(res.json().errors[0]).toMatchObject({ row: 551, column: 'ideaPresenterType' });
      expect(await countIdeas(fresh.db)).toBe(0);
      const [{ n }] = await fresh.db.query<{ n: string }>('select count(*) as n from master_data');
      expect(Number(n)).toBe(0);
    });
  }, 120_000);

  it.each<[string, string | Buffer, string?]>([
    ['a JSON file that is not a backup', '{"ideas":[]}'],
    ['a JSON array', '[{"kind":"ideas"}]'],
    ['a backup of an unknown kind', JSON.stringify({ format: BACKUP_FORMAT, version: 1, kind: 'users', data: [] })],
    ['a file that is not JSON', Buffer.from('PK\u0003\u0004 not json at all')],
    [
      'a truncated backup',
      `{"format":"${BACKUP_FORMAT}","version":1,"kind":"ideas","exportedAt":"2026-01-01T00:00:00.000Z","data":[{"_id"`,
    ],
  ])('refuses %s with a clear message', async (_what, content) => {
    const res = await restore(target, targetAdmin, content);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'UNSUPPORTED_FILE',
      message: expect.stringMatching(/^This file is not a Fikra backup/),
    });
  });

  it('refuses a backup of a newer format, and a file that is not .json', async () => {
    const newer = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION + 1,
      kind: 'ideas',
      exportedAt: new Date().toISOString(),
      data: [],
    };
    const res = await restore(target, targetAdmin, newer);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('This backup was made by a newer version of Fikra; update Fikra to restore it');
    const xlsx = await restore(target, targetAdmin, '{}', 'ideas.xlsx');
    expect(xlsx.statusCode).toBe(415);
    expect(xlsx.json().message).toBe('Please choose a .json backup file');
    const none = await target.request({ method: 'POST', url: '/v1/idea-crud/backup', token: targetAdmin, payload: {} });
    expect(none.statusCode).toBe(400);
  });

  it('reads backups made before the format version (version 0)', async () => {
    const { format: _f, version: _v, masterData: _m, ...legacy } = await download(source, sourceAdmin, 'idea-crud/backup');
    const res = await restore(target, targetAdmin, legacy);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ formatVersion: 0, importedCount: 0 });
  });

  it('is for ADMIN and CONSULTANT (spec §2 /uploadBackupFile; issue 30 item 5)', async () => {
    const backup = JSON.stringify({
      format: BACKUP_FORMAT,
      version: 1,
      kind: 'ideas',
      exportedAt: new Date().toISOString(),
      data: [],
    });
    expect((await restore(target, undefined, backup)).statusCode).toBe(401);
    for (const role of ['USER', 'MBUL', 'KEY_OWNER', 'EMPLOYEE'] as const) {
      const { token } = await target.login(role);
      expect((await restore(target, token, backup)).statusCode).toBe(403);
    }
    expect((await restore(target, targetAdmin, backup)).statusCode).toBe(200);
    const consultant = (await target.login('CONSULTANT')).token;
    expect((await restore(target, consultant, backup)).statusCode).toBe(200);
  });
});
