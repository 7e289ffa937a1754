import { initialIdeaStatus } from '@fikra/shared';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/factories.js';
import { multipart, SAMPLES } from '../../../test/multipart.js';
import { deleteUnreferencedFiles } from './files.cleanup.js';

const t = useTestContext();

async function newFile(name: string, ageHours: number) {
  const res = await t.request({
    method: 'POST',
    url: '/v1/file/upload?purpose=image',
    ...multipart([{ filename: name, content: SAMPLES.png }]),
  });
  const [{ _id }] = res.json();
  await t.db.query(`update files set created_at = now() - make_interval(hours => $2) where id = $1`, [_id, ageHours]);
  return _id as string;
}
const ref = (id: string) => ({ _id: id, filename: 'x.png', contentType: 'image/png' });
const exists = async (id: string) => (await t.db.query('select 1 from files where id = $1', [id])).length === 1;

describe('unreferenced-file cleanup', () => {
  it('deletes old files no record uses, keeps used ones and young ones', async () => {
    const orphan = await newFile('orphan.png', 25);
    const young = await newFile('young.png', 1);
    const related = await newFile('related.png', 48);
    const operator = await newFile('operator.png', 48);
    const before = await newFile('before.png', 48);
    const after = await newFile('after.png', 48);
    const avatar = await newFile('avatar.png', 48);
    const sheetFile = await newFile('sheet.png', 48);

    const status = initialIdeaStatus();
    status.implemented.before = [ref(before)];
    status.implemented.after = [ref(after)];
    await t.db.query(
      `insert into ideas (idea_text, idea_desc, idea_presenter_type, employee_name, employee_code, quarter, year, kaizen_type,
                          files_related, operator_img, status)
       values ('Reduce waste on line 3 now', 'Reduce waste on line 3 by reusing trims', 'Visitor', 'Mona Hassan', 'V-1001',
               'Q1', 2026, 'Quality', $1, $2, $3)`,
      [JSON.stringify([ref(related)]), JSON.stringify([ref(operator)]), JSON.stringify(status)],
    );
    const { id: userId } = await t.createUser('USER');
    await t.db.query('update users set image = $1 where id = $2', [`/v1/file/${avatar}`, userId]);
    await t.db.query('insert into employee_sheets (file_id) values ($1)', [sheetFile]);

    expect(await deleteUnreferencedFiles(t.db)).toBe(1);
    expect(await exists(orphan)).toBe(false);
    expect(await t.db.query('select 1 from file_chunks where file_id = $1', [orphan])).toEqual([]);
    for (const id of [young, related, operator, before, after, avatar, sheetFile]) expect(await exists(id)).toBe(true);

    // once the records stop using them, they go too
    await t.db.query('delete from ideas');
    await t.db.query('update users set image = null');
    await t.db.query('delete from employee_sheets');
    expect(await deleteUnreferencedFiles(t.db)).toBe(6);
    expect(await exists(young)).toBe(true);
    expect(await deleteUnreferencedFiles(t.db, 0)).toBe(1);
  });

  it('runs on demand through POST /v1/file/cleanup for uploads.manage', async () => {
    const orphan = await newFile('orphan.png', 30);
    expect((await t.request({ method: 'POST', url: '/v1/file/cleanup' })).statusCode).toBe(401);
    const { token: user } = await t.login('USER');
    expect((await t.request({ method: 'POST', url: '/v1/file/cleanup', token: user })).statusCode).toBe(403);
    const { token } = await t.login('CONSULTANT');
    const res = await t.request({ method: 'POST', url: '/v1/file/cleanup', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 1 });
    expect(await exists(orphan)).toBe(false);
  });
});
