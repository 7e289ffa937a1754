import type { FileRef, MasterDataRecord } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertIdea, uniqueName, useTestContext } from '../../../test/factories.js';
import { multipart, SAMPLES } from '../../../test/multipart.js';

const t = useTestContext();
let token: string;
beforeAll(async () => {
  ({ token } = await t.login('ADMIN'));
});

/** Uploads a file as the form does; answers its reference. */
async function upload(name: string, content: Buffer, purpose = 'image'): Promise<FileRef> {
  const res = await t.request({
    method: 'POST',
    url: `/v1/file/upload?purpose=${purpose}`,
    token,
    ...multipart([{ filename: name, content }]),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()[0];
}

const write = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  t.request({ method, url: `/v1/${url}`, token, payload });
const read = async (url: string) => (await t.request({ method: 'GET', url: `/v1/${url}`, token })).json();

async function createCompany(logo?: unknown): Promise<MasterDataRecord> {
  const res = await write('POST', 'company', { name: uniqueName('Logo Co'), ...(logo === undefined ? {} : { logo }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Pretends the files were uploaded long ago, then runs the unreferenced-file cleanup (as an admin can). */
async function cleanUpNow() {
  await t.db.query(`update files set created_at = now() - interval '2 days'`);
  const res = await t.request({ method: 'POST', url: '/v1/file/cleanup', token });
  expect(res.statusCode, res.body).toBe(200);
}
const exists = async (id: string) => (await t.db.query('select 1 from files where id = $1', [id])).length === 1;

describe('a company logo', () => {
  it('is stored on create and read back as the file reference, in the record and the list', async () => {
    const logo = await upload('acme.png', SAMPLES.png);
    const company = await createCompany(logo._id);
    expect(company.logo).toEqual(logo);
    expect(await read(`company/${company._id}`)).toEqual(company);
    const list = await read(`company/all?search=${encodeURIComponent(company.name.en)}`);
    expect(list.data).toEqual([company]);
  });

  it('is null on a company without one, and a PUT of what the GET returned changes nothing', async () => {
    const company = await createCompany();
    expect(company.logo).toBeNull();
    const withLogo = await write('PUT', `company/${company._id}`, { ...company, logo: await upload('a.png', SAMPLES.png) });
    expect(withLogo.statusCode, withLogo.body).toBe(200);
    const record = withLogo.json();
    const again = await write('PUT', `company/${company._id}`, record);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ logo: record.logo, version: record.version + 1 });
  });

  it('is replaced by an edit, and the old file is released to the cleanup', async () => {
    const first = await upload('first.png', SAMPLES.png);
    const company = await createCompany(first._id);
    const second = await upload('second.gif', SAMPLES.gif);
    const res = await write('PUT', `company/${company._id}`, { name: company.name, logo: second._id, version: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().logo).toEqual(second);
    await cleanUpNow();
    expect(await exists(first._id)).toBe(false);
    expect(await exists(second._id)).toBe(true);
  });

  it('stays when an edit leaves it out, and goes with null or an empty string', async () => {
    const logo = await upload('keep.png', SAMPLES.png);
    const company = await createCompany(logo._id);
    const kept = await write('PUT', `company/${company._id}`, { name: uniqueName('Renamed Co'), version: 0 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().logo).toEqual(logo);
    const removed = await write('PUT', `company/${company._id}`, { name: company.name, logo: null, version: 1 });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().logo).toBeNull();
    await cleanUpNow();
    expect(await exists(logo._id)).toBe(false);

    const other = await createCompany((await upload('other.png', SAMPLES.png))._id);
    const emptied = await write('PUT', `company/${other._id}`, { name: other.name, logo: '', version: 0 });
    expect(emptied.json().logo).toBeNull();
  });

  it('is released when its company is deleted, and a file in use as a logo cannot be deleted by hand', async () => {
    const logo = await upload('gone.png', SAMPLES.png);
    const company = await createCompany(logo._id);
    const refused = await t.request({ method: 'DELETE', url: `/v1/file/delete/${logo._id}`, token });
    expect(refused.statusCode).toBe(409);
    const res = await t.request({ method: 'DELETE', url: `/v1/company/${company._id}`, token });
    expect(res.statusCode, res.body).toBe(200);
    await cleanUpNow();
    expect(await exists(logo._id)).toBe(false);
  });

  it('must be an image: the upload refuses other bytes, and a stored non-image is refused as a logo', async () => {
    const renamed = await t.request({
      method: 'POST',
      url: '/v1/file/upload?purpose=image',
      token,
      ...multipart([{ filename: 'logo.png', content: SAMPLES.pdf }]),
    });
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe('This type of file is not accepted');

    const pdf = await upload('brochure.pdf', SAMPLES.pdf, 'attachment');
    const res = await write('POST', 'company', { name: uniqueName('Pdf Co'), logo: pdf._id });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'UNSUPPORTED_FILE',
      message: 'This type of file is not accepted',
      details: [{ path: 'logo', message: 'This type of file is not accepted' }],
    });
    const company = await createCompany();
    const edit = await write('PUT', `company/${company._id}`, { name: company.name, logo: { _id: pdf._id }, version: 0 });
    expect(edit.statusCode).toBe(415);
    expect((await read(`company/${company._id}`)).logo).toBeNull();
  });

  it('refuses an unknown file and an id that is not one', async () => {
    const missing = await write('POST', 'company', { name: uniqueName('Ghost Co'), logo: crypto.randomUUID() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([
      { path: 'logo', message: 'File not found', key: 'notFound', params: { label: 'File' } },
    ]);
    const invalid = await write('POST', 'company', { name: uniqueName('Bad Co'), logo: 'not-an-id' });
    expect(invalid.statusCode).toBe(400);
  });

  it('is ignored on the other kinds, as any field a kind does not know', async () => {
    const logo = await upload('unit.png', SAMPLES.png);
    const company = await createCompany();
    const res = await write('POST', 'factory-businessUnit', {
      name: uniqueName('Logo Plant'),
      companies: [company._id],
      logo: logo._id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).not.toHaveProperty('logo');
    const [row] = await t.db.query<{ logo_file_id: string | null }>('select logo_file_id from master_data where id = $1', [
      res.json()._id,
    ]);
    expect(row.logo_file_id).toBeNull();
  });

  it("comes with the idea's company (its file id) for the printed journal", async () => {
    const logo = await upload('journal.png', SAMPLES.png);
    const company = await createCompany(logo._id);
    const bare = await createCompany();
    const { id } = await insertIdea(t, { company: company._id });
    const { id: plainId } = await insertIdea(t, { company: bare._id });
    const { id: orphanId } = await insertIdea(t, { company: null });
    expect((await read(`idea-crud/${id}`)).company).toEqual({ _id: company._id, name: company.name, logo: logo._id });
    expect((await read(`idea-crud/${plainId}`)).company).toEqual({ _id: bare._id, name: bare.name, logo: null });
    expect((await read(`idea-crud/${orphanId}`)).company).toBeNull();
  });
});
