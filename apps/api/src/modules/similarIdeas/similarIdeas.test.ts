import { beforeAll, describe, expect, it } from 'vitest';
import { type Hierarchy, seedHierarchy, useTestContext, validIdea } from '../../../test/factories.js';

const t = useTestContext();
let h: Hierarchy;

beforeAll(async () => {
  h = await seedHierarchy(t);
});

/** Submits an idea through the public route; it is made two days old (the public form sees only those) unless `young`. */
async function submit(ideaText: string, unit: 'factory' | 'otherFactory' = 'factory', young = false) {
  const area = unit === 'factory' ? h.area : h.otherArea;
  const res = await t.request({
    method: 'POST',
    url: '/v1/idea-crud',
    payload: validIdea(h, { ideaText, factoryBusinessUnit: h[unit], areaSection: area, company: undefined }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const idea = res.json() as { _id: string; ideaNumber: number };
  if (!young) await t.db.query(`update ideas set created_at = now() - interval '2 days' where id = $1`, [idea._id]);
  return idea;
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

  it('shows visitors only ideas older than a day, by title, never the description; staff see the new ones too', async () => {
    const young = await submit('Fit a drip tray under the glue station of line four', 'factory', true);
    const visitor = await similar('fit a drip tray under the glue station', h.factory);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().data).toEqual([]);
    const { token } = await t.login('CONSULTANT');
    const staff = (await similar('fit a drip tray under the glue station', h.factory, token)).json().data;
    expect(staff.map((d: { _id: string }) => d._id)).toEqual([young._id]);
    // a day later the visitor sees its title, and nothing of the description
    await t.db.query(`update ideas set created_at = now() - interval '25 hours' where id = $1`, [young._id]);
    const later = await similar('fit a drip tray under the glue station', h.factory);
    expect(later.json().data.map((d: { ideaNumber: number }) => d.ideaNumber)).toEqual([young.ideaNumber]);
    expect(later.body).not.toContain('Collect the final rinse water');
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

  it('limits visitors per address (120 a minute) and all together (1,200 a minute); staff are not held by either', async () => {
    const from = (ip: string, token?: string) =>
      t.request({
        method: 'GET',
        url: `/v1/idea-crud/similar?text=anything&factoryBusinessUnit=${h.factory}`,
        remoteAddress: ip,
        token,
      });
    const codes: number[] = [];
    for (let i = 0; i < 125; i++) codes.push((await from('10.77.0.1')).statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(120);
    expect(codes.slice(120).every((c) => c === 429)).toBe(true);
    expect((await from('10.77.0.2')).statusCode).toBe(200);
    // visitors together: the route's counter full (as 1,200 requests from many addresses leave it)
    await t.app.counters.hit([{ key: 'route-wide GET /v1/idea-crud/similar|all', windowMs: 60_000, n: 1200 }]);
    const busy = await from('10.77.0.3');
    expect(busy.statusCode).toBe(429);
    expect(busy.json().message).toBe('This lookup is busy, please try again in a minute');
    const { token } = await t.login('CONSULTANT');
    expect((await from('10.77.0.3', token)).statusCode).toBe(200);
  });

  it('refuses a missing unit, a short text and a bad token', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/idea-crud/similar?text=hello' })).statusCode).toBe(400);
    expect((await similar('ab', h.factory)).statusCode).toBe(400);
    expect((await similar('hello there', h.factory, 'not-a-token')).statusCode).toBe(401);
  });
});
