import { inRecordsModule, MESSAGES, RECORD_KINDS } from '@fikra/shared';
import ar from '@fikra/shared/i18n/ar/messages.json' with { type: 'json' };
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, useTestContext } from '../../../test/factories.js';
import { recordFactory } from '../../../test/recordFactory.js';

/** The optional records module (decision 030): off on a new plant, its routes refuse; on, they answer again. */
const t = useTestContext();
let admin: Awaited<ReturnType<TestContext['login']>>;
let employee: string;

beforeAll(async () => {
  admin = await t.login('ADMIN');
  employee = (await t.login('EMPLOYEE')).token;
});

const MODULE_KINDS = RECORD_KINDS.filter(inRecordsModule);
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.request({ method, url: `/v1${url}`, token, ...(payload ? { payload } : {}) });

const settings = async (recordsEnabled: boolean) => {
  const current = (await call('GET', '/plant-settings', admin.token)).json();
  const res = await call('PUT', '/plant-settings', admin.token, { ...current, recordsEnabled });
  expect(res.statusCode, res.body).toBe(200);
};

const routesOf = (path: string): [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string][] => [
  ['POST', `/${path}`],
  ['GET', `/${path}/all`],
  ['GET', `/${path}/names`],
  ['GET', `/${path}/${SOME_ID}`],
  ['PUT', `/${path}/${SOME_ID}`],
  ['DELETE', `/${path}/${SOME_ID}`],
];

describe('the records module, off (a new plant)', () => {
  it('is every record kind but the notifications', () => {
    expect(MODULE_KINDS).toHaveLength(RECORD_KINDS.length - 1);
    expect(RECORD_KINDS.filter((k) => !inRecordsModule(k)).map((k) => k.kind)).toEqual(['notification']);
  });

  it('every route of its kinds answers 404 MODULE_OFF with the catalogue message, in both languages', async () => {
    for (const def of MODULE_KINDS) {
      for (const [method, url] of routesOf(def.path)) {
        // a body that would be refused: the module answers before the request is read
        const res = await call(method, url, admin.token, method === 'POST' || method === 'PUT' ? { nonsense: 1 } : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json(), `${method} ${url}`).toMatchObject({
          code: 'MODULE_OFF',
          key: 'recordsModuleOff',
          message: MESSAGES.recordsModuleOff,
        });
      }
    }
    expect((ar as Record<string, string>).recordsModuleOff).toMatch(/السجلات/);
  });

  it('still asks for a sign-in and the permission first', async () => {
    expect((await call('GET', '/country/all')).statusCode).toBe(401);
    expect((await call('POST', '/country', employee, { name: { en: 'X', ar: 'س' } })).statusCode).toBe(403);
  });

  it("every user's own notifications answer whatever the setting", async () => {
    const res = await call('GET', '/notification/all', employee);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('turning the module on and off', () => {
  it('on, the records answer; off again, they are kept but refused; on again, they are all back', async () => {
    await settings(true);
    const make = recordFactory(t, admin.token, admin.id);
    const client = await make.create('client');
    expect((await call('GET', `/client/${client._id}`, admin.token)).statusCode).toBe(200);

    await settings(false);
    const off = await call('GET', `/client/${client._id}`, admin.token);
    expect(off.statusCode).toBe(404);
    expect(off.json().code).toBe('MODULE_OFF');
    expect((await call('GET', '/client/all', admin.token)).json().code).toBe('MODULE_OFF');

    await settings(true);
    const back = await call('GET', `/client/${client._id}`, admin.token);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ _id: client._id, name: client.name, version: client.version });
    expect((await call('GET', '/client/all', admin.token)).json().total).toBe(1);
  });

  it('the test helper turns it off as the settings page does', async () => {
    await t.setRecordsModule(false);
    expect((await call('GET', '/country/names', admin.token)).statusCode).toBe(404);
    await t.setRecordsModule(true);
    expect((await call('GET', '/country/names', admin.token)).statusCode).toBe(200);
  });
});
