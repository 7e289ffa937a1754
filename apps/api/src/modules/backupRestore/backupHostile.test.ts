import { MAX_INT4, messageKeyOf } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { countIdeas, insertIdea, seedHierarchy, useTestContext } from '../../../test/factories.js';
import { multipart } from '../../../test/multipart.js';
import { withValueAt } from '../../../test/validBodies.js';
import { ideaHistoryRepository } from '../../data/ideaHistory.repository.js';

/**
 * Issue 29 items 5 and 6: a backup whose values PostgreSQL cannot store is refused with a report per row, never a
 * 500, and an idea number or version past PostgreSQL's integer is refused (an idea number past 2^53 made two new
 * ideas share a number). Every value of a real backup (an idea, its history, a master-data record) is replaced in
 * turn by a hostile one and restored.
 */
const t = useTestContext();
let admin: string;
type Backup = { data: Record<string, unknown>[]; masterData: Record<string, unknown>[] } & Record<string, unknown>;
let backup: Backup;

const restore = (content: object) => {
  const { payload, headers } = multipart([
    { filename: 'backup.json', content: JSON.stringify(content), contentType: 'application/json' },
  ]);
  return t.request({ method: 'POST', url: '/v1/idea-crud/backup', token: admin, payload, headers });
};

beforeAll(async () => {
  admin = (await t.login('ADMIN')).token;
  const h = await seedHierarchy(t);
  const { id } = await insertIdea(t, {
    company: h.company,
    factory: h.factory,
    area: h.area,
    done: ['evaluated', 'approved', 'implemented'],
    columns: {
      opl: JSON.stringify({ rows: [{ id: 1, kpi: 'Productivity' }], report: 'r', savedAt: '2026-03-06T10:00:00.000Z' }),
    },
  });
  await ideaHistoryRepository(t.db).append({
    ideaId: id,
    userName: 'Consultant',
    stage: 'evaluated',
    decision: 'accepted',
    changes: { value: true },
  });
  const res = await t.request({ method: 'GET', url: '/v1/idea-crud/backup', token: admin });
  backup = JSON.parse(res.body);
}, 180_000);

/** Every member of a JSON value with its path (leaves only). */
function leaves(value: unknown, path: (string | number)[] = []): [(string | number)[], unknown][] {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
    return entries.flatMap(([k, v]) => leaves(v, [...path, k]));
  }
  return [[path, value]];
}

const HOSTILE_TEXT = ['a\u0000b', 'x\ud800y', '0000-01-01T00:00:00Z', '2026-02-30T10:00:00.000Z'];
const HOSTILE_NUMBER = [2 ** 31, 2 ** 53 + 2, 1e308, -1];
const HOSTILE_OTHER = ['\u0000', 2 ** 31];
const hostileFor = (value: unknown) =>
  typeof value === 'string' ? HOSTILE_TEXT : typeof value === 'number' ? HOSTILE_NUMBER : HOSTILE_OTHER;

describe('a hostile backup (issue 29 items 5 and 6)', () => {
  it('refuses an idea number past 2^31 with its row and field, restores nothing, and numbers the next idea as before', async () => {
    const before = await countIdeas(t);
    for (const ideaNumber of [2 ** 53, 2 ** 31]) {
      const idea = { ...backup.data[0], _id: '0b7e6f1e-5d1c-4a57-9a57-1f0c9a3b8e11', ideaNumber };
      const res = await restore({ ...backup, data: [...backup.data, idea], count: 2 });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().code).toBe('IMPORT_REJECTED');
      const error = res.json().errors.find((e: { message: string }) => e.message === `Must be at most ${MAX_INT4}`);
      expect(error).toMatchObject({ row: 2, column: 'ideaNumber', code: 'INVALID_VALUE' });
      expect(messageKeyOf(error.message)).toEqual({ key: 'numberMax', params: { max: MAX_INT4 } });
    }
    const version = await restore({ ...backup, data: [{ ...backup.data[0], version: 2 ** 31 }] });
    expect(version.json().errors[0]).toMatchObject({ row: 1, column: 'version' });
    expect(await countIdeas(t)).toBe(before);
    const next = await insertIdea(t);
    expect(next.ideaNumber).toBeLessThan(1000);
  });

  it('answers every value of an idea, its history and a master-data record replaced by a hostile one with a 4xx or a 2xx', {
    timeout: 600_000,
  }, async () => {
    const failures: string[] = [];
    const targets: [string, (string | number)[]][] = [
      ...leaves(backup.data[0]).map(([p]) => ['data', [0, ...p]] as [string, (string | number)[]]),
      ...leaves(backup.masterData[1]).map(([p]) => ['masterData', [1, ...p]] as [string, (string | number)[]]),
    ];
    expect(targets.length).toBeGreaterThan(80);
    for (const [section, path] of targets) {
      const original = leaves(backup[section]).find(([p]) => p.join('.') === path.join('.'))?.[1];
      for (const value of hostileFor(original)) {
        // only the record under test: the rest of the backup would be restored (unchanged) every time
        const res = await restore({
          ...backup,
          masterData: [],
          data: [],
          count: section === 'data' ? 1 : 0,
          [section]: [(withValueAt(backup[section], path, value) as unknown[])[path[0] as number]],
        });
        if (res.statusCode >= 500) failures.push(`${section}.${path.join('.')}=${JSON.stringify(value)} -> ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
