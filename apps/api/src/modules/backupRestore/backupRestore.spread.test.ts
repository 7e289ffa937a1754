import { beforeAll, describe, expect, it } from 'vitest';
import { countIdeas, type TestContext, useTestContext, withFreshTestContext } from '../../../test/factories.js';
import { multipart } from '../../../test/multipart.js';
import { seedSpreadSet, spreadOf } from '../../../test/scenarios/spread.js';

/**
 * A spread survives the JSON backup (issue 32, decisions 019 and 032): each replication's link to its original
 * (`idea_replications`) travels with the replication, and a restore puts it back, all or nothing.
 */
const source = useTestContext();
const target = useTestContext();
let sourceAdmin: string;
let targetAdmin: string;
let seed: Awaited<ReturnType<typeof seedSpreadSet>>;

type Idea = Record<string, unknown> & { _id: string; ideaNumber: number; ideaText: string; replication?: unknown };
type Backup = { exportedAt: string; data: Idea[] } & Record<string, unknown>;

async function download(ctx: TestContext, token: string): Promise<Backup> {
  const res = await ctx.request({ method: 'GET', url: '/v1/idea-crud/backup', token });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return JSON.parse(res.body);
}

function restore(ctx: TestContext, token: string, content: object) {
  const { payload, headers } = multipart([
    { filename: 'backup.json', content: JSON.stringify(content), contentType: 'application/json' },
  ]);
  return ctx.request({ method: 'POST', url: '/v1/idea-crud/backup', token, payload, headers });
}

const withoutTimestamp = ({ exportedAt: _, ...rest }: Backup) => rest;
const spread = async (ctx: TestContext, token: string, id: string) => {
  const res = await spreadOf(ctx, token, id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const byId = (backup: Backup, id: string) => backup.data.find((i) => i._id === id)!;

beforeAll(async () => {
  sourceAdmin = (await source.login('ADMIN')).token;
  targetAdmin = (await target.login('ADMIN')).token;
  seed = await seedSpreadSet(source, sourceAdmin);
  // the photos' files travel in the whole-system backup, not the JSON one: the target holds them already
  for (const f of await source.db.query<Record<string, unknown>>(
    'select id, filename, content_type, size, sha256, purpose, chunk_count from files',
  )) {
    await target.db.query(
      `insert into files (id, filename, content_type, size, sha256, purpose, chunk_count) values ($1, $2, $3, $4, $5, $6, $7)`,
      [f.id, f.filename, f.content_type, f.size, f.sha256, f.purpose, f.chunk_count],
    );
  }
}, 240_000);

describe('the spread in the JSON backup', () => {
  it('each replication carries its link: original, unit, note, proposal and decline; other ideas none', async () => {
    const backup = await download(source, sourceAdmin);
    const original = byId(backup, seed.a);
    expect(original.replication).toBeNull();
    expect(byId(backup, seed.replications.alex).replication).toEqual({
      originalId: seed.a,
      originalNumber: original.ideaNumber,
      targetUnit: seed.plants.alex,
      note: 'Same capper on every line',
      proposedBy: expect.any(String),
      proposedAt: expect.any(String),
      decline: null,
    });
    expect(byId(backup, seed.replications.suez).replication).toMatchObject({
      targetUnit: seed.plants.suez,
      decline: { reason: 'Different machine', note: 'Our capper is older', by: expect.any(String), at: expect.any(String) },
    });
  });

  it('backup → restore into an empty database: the same targets and states on the original, the origin on each', async () => {
    const backup = await download(source, sourceAdmin);
    const res = await restore(target, targetAdmin, backup);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ importedCount: backup.data.length + 6, notRestoredCount: 0 });
    for (const id of [seed.a, seed.b, seed.replications.alex, seed.replications.suez]) {
      expect(await spread(target, targetAdmin, id), id).toEqual(await spread(source, sourceAdmin, id));
    }
    const restored = await spread(target, targetAdmin, seed.a);
    expect(
      restored.targets.map((x: { factoryBusinessUnit: { name: { en: string } }; state: string }) => [
        x.factoryBusinessUnit.name.en,
        x.state,
      ]),
    ).toEqual([
      ['Alexandria works', 'implemented'],
      ['Suez works', 'declined'],
      ['Aswan works', 'proposed'],
    ]);
    expect(restored.targets[0].areaSection.name.en).toBe('Alexandria line 2');
    expect(restored.targets[1]).toMatchObject({ reason: 'Different machine', declineNote: 'Our capper is older' });
    expect(restored.totalSavings).toBe(40000);
    // a unit already proposed is still refused on the restored original
    const again = await target.request({
      method: 'POST',
      url: `/v1/idea-crud/${seed.a}/replications`,
      token: targetAdmin,
      payload: { targets: [{ factoryBusinessUnit: seed.plants.suez }] },
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(withoutTimestamp(await download(target, targetAdmin))).toEqual(withoutTimestamp(backup));
  });

  it('restoring again changes nothing; a link lost here is put back and counted as an update', async () => {
    const backup = await download(source, sourceAdmin);
    const same = await restore(target, targetAdmin, backup);
    expect(same.json()).toMatchObject({
      importedCount: 0,
      updatedCount: 0,
      ignoredCount: (backup.masterData as unknown[]).length + backup.data.length,
    });
    await target.db.query('delete from idea_replications where replication_id = $1', [seed.replications.suez]);
    expect((await spread(target, targetAdmin, seed.a)).targets).toHaveLength(2);
    const res = await restore(target, targetAdmin, backup);
    expect(res.json()).toMatchObject({ importedCount: 0, updatedCount: 1 });
    expect(await spread(target, targetAdmin, seed.a)).toEqual(await spread(source, sourceAdmin, seed.a));
  });

  it('all or nothing: a unit given two replications of one idea refuses the whole file, naming the rows', async () => {
    const backup = await download(source, sourceAdmin);
    const edited = structuredClone(backup);
    const row = edited.data.findIndex((i) => i._id === seed.replications.aswan);
    (edited.data[row].replication as { targetUnit: string }).targetUnit = seed.plants.alex;
    const other = edited.data.find((i) => i._id === seed.d)!;
    other.ideaText = 'Changed in the refused file';
    const res = await restore(target, targetAdmin, edited);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual([
      expect.objectContaining({
        row: row + 1,
        column: 'replication.targetUnit',
        message: 'Another replication in this backup has the same original idea and unit',
      }),
    ]);
    const [{ idea_text }] = await target.db.query<{ idea_text: string }>('select idea_text from ideas where id = $1', [seed.d]);
    expect(idea_text).not.toBe('Changed in the refused file');
    expect(await spread(target, targetAdmin, seed.a)).toEqual(await spread(source, sourceAdmin, seed.a));
  });

  it("a replication whose unit here already has another replication of the idea is refused with that one's number", async () => {
    const backup = await download(source, sourceAdmin);
    const edited = structuredClone(backup);
    const copy = edited.data.find((i) => i._id === seed.replications.alex)!;
    copy._id = '00000000-0000-4000-8000-000000000032';
    copy.ideaNumber = 990032;
    copy.history = [];
    const res = await restore(target, targetAdmin, edited);
    expect(res.statusCode, res.body).toBe(422);
    const alexNumber = byId(backup, seed.replications.alex).ideaNumber;
    expect(res.json().errors[0].message).toBe(
      `This unit already has another replication of the original idea here: idea ${alexNumber}`,
    );
    expect(await countIdeas(target.db)).toBe(backup.data.length);
  });

  it("a replication whose original is in neither the file nor the database keeps the original's number, not its id", async () => {
    await withFreshTestContext(async (fresh) => {
      const admin = (await fresh.login('ADMIN')).token;
      const backup = await download(source, sourceAdmin);
      const res = await restore(fresh, admin, { ...backup, data: backup.data.filter((i) => i._id !== seed.a) });
      expect(res.statusCode, res.body).toBe(200);
      const links = res.json().notRestored.filter((n: { column: string }) => n.column.startsWith('replication'));
      expect(links).toEqual(
        ['alex', 'suez', 'aswan'].map(() =>
          expect.objectContaining({ column: 'replication.originalId', code: 'ORIGINAL_NOT_FOUND', value: seed.a }),
        ),
      );
      const origin = (await spread(fresh, admin, seed.replications.alex)).origin;
      expect(origin).toMatchObject({ _id: null, ideaNumber: byId(backup, seed.a).ideaNumber, note: 'Same capper on every line' });
    });
  });
});
