import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/factories.js';
import { implementReplication, propose, seedPlants, spreadableIdea } from '../../../test/scenarios/spread.js';
import { EXPORT_COLUMNS } from './ideas.export.js';

/** A spread in the idea banks' filter and the export (issue 32): replicatedFrom and the original's number. */
const t = useTestContext();
let admin: string;
let plants: Awaited<ReturnType<typeof seedPlants>>;
let original: Awaited<ReturnType<typeof spreadableIdea>>;
let replication: { _id: string; ideaNumber: number };

beforeAll(async () => {
  admin = (await t.login('ADMIN')).token;
  plants = await seedPlants(t);
  original = await spreadableIdea(t, admin, plants.cairo);
  await spreadableIdea(t, admin, plants.alex);
  [replication] = (await propose(t, admin, original.id, { targets: [{ factoryBusinessUnit: plants.alex }] })).json().data;
  // the bank holds implemented ideas: the replication is implemented in Alexandria too
  await implementReplication(t, admin, replication._id, 5000);
});

const bank = async (token: string, spread?: string) => {
  const res = await t.request({ method: 'POST', url: '/v1/idea-crud/bank/submitted', token, payload: spread ? { spread } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { ideaNumber: number }[]).map((i) => i.ideaNumber).sort();
};

describe('the idea banks filtered by the spread', () => {
  it("'proposed to my unit' and 'spread from my unit' follow the user's unit", async () => {
    const alexLead = (await t.login('MBUL', { factoryBusinessUnitId: plants.alex })).token;
    const cairoLead = (await t.login('MBUL', { factoryBusinessUnitId: plants.cairo })).token;
    expect(await bank(alexLead, 'proposedToMyUnit')).toEqual([replication.ideaNumber]);
    expect(await bank(alexLead, 'spreadFromMyUnit')).toEqual([]);
    expect(await bank(cairoLead, 'spreadFromMyUnit')).toEqual([original.ideaNumber]);
    expect(await bank(cairoLead, 'proposedToMyUnit')).toEqual([]);
    expect((await bank(alexLead)).length).toBe(2);
    const bad = await t.request({
      method: 'POST',
      url: '/v1/idea-crud/bank/submitted',
      token: admin,
      payload: { spread: 'mine' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the export', () => {
  it("carries replicatedFrom (the original's id) and the original's number", async () => {
    const res = await t.request({ method: 'POST', url: '/v1/idea-crud/export?lang=en', token: admin, payload: {} });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as never);
    const sheet = workbook.getWorksheet('Ideas')!;
    const column = (key: string) => EXPORT_COLUMNS.findIndex((c) => c.header === key) + 1;
    const rows = new Map<number, ExcelJS.Row>();
    sheet.eachRow((row, n) => n > 1 && rows.set(Number(row.getCell(column('enums:ideaFields.ideaNumber')).value), row));
    const row = rows.get(replication.ideaNumber)!;
    expect(row.getCell(column('enums:ideaFields.replicatedFrom')).value).toBe(original.id);
    expect(row.getCell(column('spread:originalNumber')).value).toBe(original.ideaNumber);
    expect(sheet.getRow(1).getCell(column('spread:originalNumber')).value).toBe('Original idea number');
    expect(rows.get(original.ideaNumber)!.getCell(column('spread:originalNumber')).value).toBeNull();
  });
});
