import { beforeAll, describe, expect, it } from 'vitest';
import { insertMasterData, useTestContext } from '../../../test/factories.js';

const t = useTestContext();
let fbuId: string;
let companyId: string;

beforeAll(async () => {
  companyId = await insertMasterData(t, 'company', 'Delta Mills', 'مطاحن الدلتا');
  fbuId = await insertMasterData(t, 'factoryBusinessUnit', 'Tanta Mill', 'مطحن طنطا');
});

describe('ADMIN edit-user rules (spec §5)', () => {
  it('the factory business unit cannot be cleared ("This is required"); the company can', async () => {
    const admin = await t.login('ADMIN');
    const target = await t.createUser('USER', { factoryBusinessUnitId: fbuId });
    await t.db.query('update users set company_id = $1 where id = $2', [companyId, target.id]);
    const cleared = await t.request({
      method: 'PUT',
      url: `/v1/User/${target.id}`,
      token: admin.token,
      payload: { factoryBusinessUnit: null, version: 0 },
    });
    expect(cleared.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'This is required',
      details: [{ path: 'factoryBusinessUnit', message: 'This is required' }],
    });
    const noCompany = await t.request({
      method: 'PUT',
      url: `/v1/User/${target.id}`,
      token: admin.token,
      payload: { company: null, version: 0 },
    });
    expect(noCompany.statusCode).toBe(200);
    expect(noCompany.json()).toMatchObject({ company: null, factoryBusinessUnit: { _id: fbuId } });
  });

  it('a CONSULTANT reads the users list and a user, but cannot edit or delete', async () => {
    const consultant = await t.login('CONSULTANT');
    const target = await t.createUser('USER', { factoryBusinessUnitId: fbuId });
    expect((await t.request({ method: 'GET', url: '/v1/User/all', token: consultant.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/v1/User/${target.id}`, token: consultant.token })).statusCode).toBe(200);
    const edit = await t.request({
      method: 'PUT',
      url: `/v1/User/${target.id}`,
      token: consultant.token,
      payload: { userType: 'ADMIN', version: 0 },
    });
    expect(edit.statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/v1/User/${target.id}`, token: consultant.token })).statusCode).toBe(403);
  });
});
