import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/factories.js';

const t = useTestContext();
let admin: string;
let consultant: string;
let user: string;

beforeAll(async () => {
  admin = (await t.login('ADMIN')).token;
  consultant = (await t.login('CONSULTANT')).token;
  user = (await t.login('USER')).token;
});

const get = (token?: string) => t.request({ method: 'GET', url: '/v1/plant-settings', token });
const put = (payload: object, token = admin) => t.request({ method: 'PUT', url: '/v1/plant-settings', payload, token });

describe('plant settings', () => {
  it('a new plant shows savings in Egyptian pounds and has the record kinds turned off', async () => {
    const res = await get(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ currency: 'EGP', recordsEnabled: false, version: 0 });
  });

  it('only signed-in users read them', async () => {
    expect((await get()).statusCode).toBe(401);
  });

  it('an administrator sends back what GET returned, changed, and every reader sees the change', async () => {
    const before = (await get(admin)).json();
    const saved = await put({ ...before, currency: 'SAR', recordsEnabled: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ currency: 'SAR', recordsEnabled: true, version: before.version + 1 });
    expect((await get(user)).json()).toMatchObject({ currency: 'SAR', recordsEnabled: true });
  });

  it('a stale version changes nothing', async () => {
    const current = (await get(admin)).json();
    const res = await put({ ...current, version: current.version - 1, currency: 'USD' });
    expect(res.statusCode).toBe(409);
    expect((await get(admin)).json()).toEqual(current);
  });

  it('refuses a currency it does not know, in the catalogue words, and changes nothing', async () => {
    const current = (await get(admin)).json();
    const res = await put({ ...current, currency: 'XYZ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ path: 'currency', key: 'notAllowedValue' });
    expect((await get(admin)).json()).toEqual(current);
  });

  it('only an administrator changes them', async () => {
    const current = (await get(admin)).json();
    expect((await put({ ...current, recordsEnabled: false }, consultant)).statusCode).toBe(403);
    expect((await put({ ...current, recordsEnabled: false }, user)).statusCode).toBe(403);
  });
});
