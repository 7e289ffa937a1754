import { masterDataKind, QR_NOT_POSTER_KIND, QR_STALE } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext, withFreshTestContext } from '../../../test/factories.js';
import { masterDataKit } from '../../../test/scenarios/masterData.js';

const t = useTestContext();
let token: string;
let kit: ReturnType<typeof masterDataKit>;
const kind = (k: string) => masterDataKind(k)!;

beforeAll(async () => {
  ({ token } = await t.login('ADMIN'));
  kit = masterDataKit(t, token);
});

/** A unit with one area section and its AIC, and a department with a stage and a first cut. */
async function plant() {
  const unit = await kit.create(kind('factoryBusinessUnit'));
  const area = await kit.create(kind('areaSection'), { parents: [unit._id] });
  const aic = await kit.create(kind('AICMiniBusiness'), { parents: [area._id] });
  const department = await kit.create(kind('department'), { parents: [unit._id] });
  const stage = await kit.create(kind('stage'), { parents: [department._id] });
  const firstCut = await kit.create(kind('firstCut'), { parents: [stage._id] });
  return { unit, area, aic, department, stage, firstCut };
}

const poster = (id: string, auth: string | null = token) =>
  t.request({ method: 'GET', url: `/v1/qr/${id}`, token: auth ?? undefined });
const resolve = (code: string) => t.request({ method: 'GET', url: `/v1/qr/resolve/${code}` });
const ref = (r: { _id: string; name: unknown }) => ({ _id: r._id, name: r.name });

describe('GET /v1/qr/:masterDataId', () => {
  it('gives a short address whose token names the record and its parents, the same token every time', async () => {
    const p = await plant();
    const res = await poster(p.aic._id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(body.url).toBe(`http://localhost:80/q/${body.token}`);
    expect(body.printable).toBe(false);
    expect(body.record).toEqual({ ...ref(p.aic), kind: 'AICMiniBusiness' });
    expect(body.place).toEqual({ factoryBusinessUnit: ref(p.unit), areaSection: ref(p.area), AICMinibusiness: ref(p.aic) });
    expect((await poster(p.aic._id)).json().token).toBe(body.token);
    expect((await poster(p.firstCut._id)).json().place).toEqual({
      factoryBusinessUnit: ref(p.unit),
      department: ref(p.department),
      stage: ref(p.stage),
      firstCut: ref(p.firstCut),
    });
  });

  it('is for managers only', async () => {
    const p = await plant();
    expect((await poster(p.unit._id, null)).statusCode).toBe(401);
    const user = await t.login('USER');
    expect((await poster(p.unit._id, user.token)).statusCode).toBe(403);
    const consultant = await t.login('CONSULTANT');
    expect((await poster(p.unit._id, consultant.token)).statusCode).toBe(200);
  });

  it('refuses a company, an unknown record and a malformed id', async () => {
    const company = await kit.create(kind('company'));
    const res = await poster(company._id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(QR_NOT_POSTER_KIND);
    expect((await poster('5b1c8f0e-1111-4222-8333-944455556666')).statusCode).toBe(404);
    expect((await poster('not-an-id')).statusCode).toBe(400);
  });
});

describe('GET /v1/qr/resolve/:token (public)', () => {
  it('answers the place by the idea form field names, without signing in', async () => {
    const p = await plant();
    const { token: code } = (await poster(p.stage._id)).json();
    const res = await resolve(code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: { factoryBusinessUnit: ref(p.unit), department: ref(p.department), stage: ref(p.stage) },
    });
  });

  it('calls a tampered or unknown token stale, and a malformed one invalid', async () => {
    const p = await plant();
    const { token: code } = (await poster(p.area._id)).json();
    const tampered = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    const res = await resolve(tampered);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'QR_STALE', message: QR_STALE });
    expect((await resolve('../../etc')).statusCode).toBe(404);
    expect((await resolve('a-b')).statusCode).toBe(400);
  });

  it('calls a token stale once its record moved to another parent or was deleted', async () => {
    const p = await plant();
    const other = await kit.create(kind('department'), { parents: [p.unit._id] });
    const { token: code } = (await poster(p.stage._id)).json();
    const move = await t.request({
      method: 'PUT',
      url: `/v1/stage/${p.stage._id}`,
      token,
      payload: { name: p.stage.name, departments: [other._id], version: p.stage.version },
    });
    expect(move.statusCode, move.body).toBe(200);
    expect((await resolve(code)).json().code).toBe('QR_STALE');

    const { token: cutCode } = (await poster(p.firstCut._id)).json();
    expect((await resolve(cutCode)).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/v1/first-cut/${p.firstCut._id}`, token })).statusCode).toBe(200);
    expect((await resolve(cutCode)).json().code).toBe('QR_STALE');
  });
});

describe('GET /v1/qr/sheet/:factoryBusinessUnitId', () => {
  it('gives a poster for the unit and every place under it, each with its path', async () => {
    const p = await plant();
    const res = await t.request({ method: 'GET', url: `/v1/qr/sheet/${p.unit._id}`, token });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json().data as { record: { _id: string }; place: Record<string, unknown>; token: string }[];
    expect(sheet.map((s) => s.record._id).sort()).toEqual(
      [p.unit, p.area, p.aic, p.department, p.stage, p.firstCut].map((r) => r._id).sort(),
    );
    const cut = sheet.find((s) => s.record._id === p.firstCut._id)!;
    expect(Object.keys(cut.place)).toEqual(['factoryBusinessUnit', 'department', 'stage', 'firstCut']);
    expect((await resolve(cut.token)).json().data.firstCut).toEqual(ref(p.firstCut));
  });

  it('is for managers only and only for a factory business unit', async () => {
    const p = await plant();
    const user = await t.login('USER');
    expect((await t.request({ method: 'GET', url: `/v1/qr/sheet/${p.unit._id}`, token: user.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/v1/qr/sheet/${p.area._id}`, token })).statusCode).toBe(404);
  });
});

describe('the address a poster prints (issue 28)', () => {
  const from = (host: string, id: string) =>
    t.request({ method: 'GET', url: `/v1/qr/${id}`, token, headers: { host } }).then((r) => r.json());

  it('is not printable from a loopback name or a bare IP address when PUBLIC_URL is not set', async () => {
    const p = await plant();
    for (const host of ['localhost:3000', '127.0.0.1:3500', 'fikra.localhost', '10.1.2.3', '[::1]:3000', '[fe80::1]']) {
      const body = await from(host, p.area._id);
      expect(body.printable, host).toBe(false);
      expect(body.url, host).toBe(`http://${host}/q/${body.token}`);
    }
    const named = await from('fikra.plant.example:8080', p.area._id);
    expect(named).toMatchObject({ printable: true, url: `http://fikra.plant.example:8080/q/${named.token}` });
    const sheet = await t.request({ method: 'GET', url: `/v1/qr/sheet/${p.unit._id}`, token, headers: { host: '127.0.0.1' } });
    expect(sheet.json().data.every((x: { printable: boolean }) => !x.printable)).toBe(true);
  });

  it('is PUBLIC_URL whatever address the admin used', async () => {
    await withFreshTestContext({ PUBLIC_URL: 'https://fikra.plant.example/' }, async (withUrl) => {
      const admin = await withUrl.login('ADMIN');
      const unit = await masterDataKit(withUrl, admin.token).create(kind('factoryBusinessUnit'));
      const res = await withUrl.request({
        method: 'GET',
        url: `/v1/qr/${unit._id}`,
        token: admin.token,
        headers: { host: '127.0.0.1:3500' },
      });
      const body = res.json();
      expect(body).toMatchObject({ printable: true, url: `https://fikra.plant.example/q/${body.token}` });
      const sheet = await withUrl.request({ method: 'GET', url: `/v1/qr/sheet/${unit._id}`, token: admin.token });
      expect(sheet.json().data[0]).toMatchObject({ printable: true, url: `https://fikra.plant.example/q/${body.token}` });
    });
  });
});
