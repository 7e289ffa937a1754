import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Hierarchy, seedHierarchy, validIdea } from '../../../test/factories.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';

let t: TestContext;
let h: Hierarchy;

beforeAll(async () => {
  t = await createTestContext();
  h = await seedHierarchy(t);
});
afterAll(() => t.close());

async function submit(ideaText: string, unit: 'factory' | 'otherFactory' = 'factory') {
  const area = unit === 'factory' ? h.area : h.otherArea;
  const res = await t.request({
    method: 'POST',
    url: '/v1/idea-crud',
    payload: validIdea(h, { ideaText, factoryBusinessUnit: h[unit], areaSection: area, company: undefined }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; ideaNumber: number };
}

const similar = (text: string, unit: string, token?: string, extra = '') =>
  t.request({
    method: 'GET',
    url: `/v1/idea-crud/similar?text=${encodeURIComponent(text)}&factoryBusinessUnit=${unit}${extra}`,
    token,
  });

describe('fikra_normalize: the folding similar ideas are compared in', () => {
  const same: [string, string][] = [
    ['إنتاج', 'انتاج'],
    ['أمان', 'امان'],
    ['آلة', 'الة'],
    ['ٱلصيانة', 'الصيانه'],
    ['على', 'علي'],
    ['مسؤول', 'مسوول'],
    ['شاطئ', 'شاطي'],
    ['مُحَرِّكٌ', 'محرك'],
    ['تـــحـسين', 'تحسين'],
    ['٣ خطوط', '3 خطوط'],
    ['خط ۴', 'خط 4'],
    ['Reduce WASTE', 'reduce waste'],
    ['خط-التعبئة!!', '  خط التعبئة '],
  ];
  const different: [string, string][] = [
    ['قلم', 'علم'],
    ['خط', 'حط'],
    ['مصنع', 'مصنعة'],
    ['تبريد', 'تبرير'],
    ['line 3', 'line 8'],
  ];
  const fold = async (a: string, b: string) =>
    (await t.db.query<{ same: boolean }>('select fikra_normalize($1) = fikra_normalize($2) as same', [a, b]))[0].same;

  it.each(same)('folds %s and %s together', async (a, b) => {
    expect(await fold(a, b)).toBe(true);
  });
  it.each(different)('keeps %s and %s apart', async (a, b) => {
    expect(await fold(a, b)).toBe(false);
  });
});

describe('GET /v1/idea-crud/similar', () => {
  it('finds an Arabic idea written with other letter forms and digits, and only in the same unit', async () => {
    const original = await submit('تقليل الفاقد في خط الإنتاج رقم ٣ عن طريق الصيانة الدورية');
    await submit('تقليل الفاقد في خط الإنتاج رقم ٣ عن طريق الصيانة الدورية', 'otherFactory');
    await submit('إضافة مظلة لموقف الدراجات أمام البوابة');
    const res = await similar('تقليل الفاقد فى خط الانتاج رقم 3 عن طريق الصيانه', h.factory);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(1);
    expect(data[0]).toEqual({
      ideaNumber: original.ideaNumber,
      ideaText: 'تقليل الفاقد في خط الإنتاج رقم ٣ عن طريق الصيانة الدورية',
      stage: 'submitted',
      createdAt: expect.any(String),
      similarity: expect.any(Number),
    });
    expect(data[0].similarity).toBeGreaterThan(0.5);
  });

  it('shows the public only number, title, stage and date; staff also get the id', async () => {
    const idea = await submit('Reduce compressed air leaks on the filling line');
    const anonymous = (await similar('reduce compressed-air LEAKS on filling line', h.factory)).json().data;
    expect(Object.keys(anonymous[0]).sort()).toEqual(['createdAt', 'ideaNumber', 'ideaText', 'similarity', 'stage']);
    const { token } = await t.login('ADMIN');
    const staff = (await similar('reduce compressed air leaks', h.factory, token)).json().data;
    expect(staff[0]._id).toBe(idea._id);
    const without = (await similar('reduce compressed air leaks', h.factory, token, `&exclude=${idea._id}`)).json().data;
    expect(without.map((d: { _id: string }) => d._id)).not.toContain(idea._id);
  });

  it('gives at most five, most similar first', async () => {
    for (let i = 0; i < 7; i += 1) await submit(`Label the spare parts shelves in row ${i} of the store`);
    const { data } = (await similar('Label the spare parts shelves in row 1 of the store', h.factory)).json();
    expect(data).toHaveLength(5);
    const scores = data.map((d: { similarity: number }) => d.similarity);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it("keeps a unit lead to their own unit's ideas", async () => {
    const lead = await t.login('MBUL', { factoryBusinessUnitId: h.otherFactory });
    expect((await similar('anything at all', h.factory, lead.token)).statusCode).toBe(403);
    expect((await similar('anything at all', h.otherFactory, lead.token)).statusCode).toBe(200);
  });

  it("walks the unit's titles nearest first in the GiST index of migration 0010 (btree_gist is loaded too)", async () => {
    const plan = await t.db.withSession(async (s) => {
      await s.exec('set enable_seqscan = off');
      const rows = await s.query<{ 'QUERY PLAN': string }>(
        `explain select id from ideas where factory_business_unit_id = $1 and idea_text_norm % fikra_normalize($2)
         order by idea_text_norm <-> fikra_normalize($2) limit 5`,
        [h.factory, 'reduce compressed air leaks'],
      );
      await s.exec('reset enable_seqscan');
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Scan using ideas_similar_knn/);
    expect(plan).toContain('Order By');
  });

  it('refuses a missing unit, a short text and a bad token', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/idea-crud/similar?text=hello' })).statusCode).toBe(400);
    expect((await similar('ab', h.factory)).statusCode).toBe(400);
    expect((await similar('hello there', h.factory, 'not-a-token')).statusCode).toBe(401);
  });
});
