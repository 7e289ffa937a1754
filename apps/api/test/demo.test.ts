import { existsSync } from 'node:fs';
import {
  DECLINE_REASONS,
  type IdeaStatus,
  MASTER_DATA_KINDS,
  RECORD_KINDS,
  REJECTION_REASONS,
  type SpreadFigures,
  STATUS_KEYS,
  spreadStateOf,
} from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDemo, DEMO_IDEAS, DEMO_SEED } from '../scripts/demo/buildDemo.js';
import { planIdeas } from '../scripts/demo/ideaPlan.js';
import { DEMO_PASSWORD, DEMO_USERS, employees } from '../scripts/demo/people.js';
import { seededRandom } from '../scripts/demo/random.js';
import { useTestContext } from './factories.js';

const ARABIC = /[\u0600-\u06ff]/;
const LATIN = /[A-Za-z]/;
/** Latin acronyms an Arabic text uses as they are */
const ACRONYMS = /\b(5S|SAP|AIC|PQCDSM|ERP|MWh)\b/g;
const DECLINE_PREFIX = new RegExp(`^(${DECLINE_REASONS.join('|')}): `);
const scriptOf = (text: string): 'ar' | 'en' | 'none' | 'mixed' => {
  const plain = text.replace(ACRONYMS, '');
  const ar = ARABIC.test(plain);
  const en = LATIN.test(plain);
  return ar && en ? 'mixed' : ar ? 'ar' : en ? 'en' : 'none';
};

/** The build below plays a part of the demo's ideas (npm test stays quick); the whole plan is checked on its own. */
const IDEAS = 100;
const t = useTestContext();
let built: boolean;
const chromium = existsSync('/usr/bin/chromium');

beforeAll(async () => {
  built = await buildDemo(t.app, t.db, { today: new Date('2026-06-15T00:00:00Z'), ideas: IDEAS, videoSeconds: 2 });
}, 600_000);

const count = async (sql: string, params: unknown[] = []) => Number((await t.db.query<{ n: string }>(sql, params))[0].n);

describe('the demo plant (npm run demo, npm run seed:demo)', { timeout: 60_000 }, () => {
  it('plans about 300 ideas over a year, in both languages, reaching every stage and outcome', () => {
    const rnd = seededRandom(DEMO_SEED);
    const plans = planIdeas(rnd, employees(rnd), DEMO_IDEAS);
    expect(plans).toHaveLength(300);
    expect(new Set(plans.map((p) => Math.floor(p.submittedDaysAgo / 30.5))).size).toBeGreaterThanOrEqual(12);
    expect(new Set(plans.map((p) => p.lang))).toEqual(new Set(['ar', 'en']));
    const steps = plans.flatMap((p) => p.steps);
    for (const key of ['evaluated', 'approved', 'implemented', 'rewarded'] as const) {
      for (const outcome of ['accepted', 'hold', 'rejected'] as const) {
        if (key === 'rewarded' && outcome === 'rejected') continue;
        expect(
          steps.some((s) => s.key === key && s.outcome === outcome),
          `${key} ${outcome}`,
        ).toBe(true);
      }
    }
    for (const reason of REJECTION_REASONS)
      expect(
        steps.some((s) => s.reason === reason),
        reason,
      ).toBe(true);
    expect(plans.filter((p) => p.steps.length === 0).length).toBeGreaterThan(0);
  });

  it('builds once: two companies, three plants, a few hundred employee codes, every role with a photo', async () => {
    expect(built).toBe(true);
    expect(await buildDemo(t.app, t.db)).toBe(false);
    expect(await count(`select count(*) as n from master_data where kind = 'company'`)).toBe(2);
    expect(await count(`select count(*) as n from master_data where kind = 'factoryBusinessUnit'`)).toBe(3);
    for (const def of MASTER_DATA_KINDS)
      expect(await count('select count(*) as n from master_data where kind = $1', [def.kind])).toBeGreaterThan(0);
    expect(await count('select count(*) as n from employee_codes')).toBeGreaterThanOrEqual(300);
    const users = await t.db.query<{ user_type: string; image: string | null; factory_business_unit_id: string | null }>(
      'select user_type, image, factory_business_unit_id from users',
    );
    for (const role of ['ADMIN', 'CONSULTANT', 'MBUL', 'KEY_OWNER', 'USER'])
      expect(users.some((u) => u.user_type === role)).toBe(true);
    expect(users.filter((u) => u.user_type === 'MBUL').map((u) => u.factory_business_unit_id)).toHaveLength(3);
    expect(users.every((u) => u.image)).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: DEMO_USERS[1].email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });

  it('plays the ideas over twelve months in every stage and outcome, and imported ideas with history', async () => {
    expect(
      await count(
        'select count(*) as n from ideas where not imported and id not in (select replication_id from idea_replications)',
      ),
    ).toBe(IDEAS);
    expect(await count('select count(*) as n from ideas where imported')).toBe(24);
    expect(
      await count(`select count(distinct to_char(created_at, 'YYYY-MM')) as n from ideas where not imported`),
    ).toBeGreaterThanOrEqual(12);
    expect(await count(`select count(*) as n from ideas where created_at > '2026-06-15'`)).toBe(0);
    // a part of the plan: every stage accepted somewhere, held and rejected ideas with their reasons, replications
    for (const key of ['evaluated', 'approved', 'implemented', 'rewarded']) {
      expect(
        await count(
          `select count(*) as n from ideas where status->$1->>'accepted' = 'true' and (status->$1->>'value')::boolean`,
          [key],
        ),
        key,
      ).toBeGreaterThan(0);
    }
    const decided = (decision: string) =>
      count(`select count(*) as n from ideas, jsonb_each(status) s where s.value->>'accepted' = $1 and s.key <> 'replicated'`, [
        decision,
      ]);
    expect(await decided('hold')).toBeGreaterThan(0);
    expect(await decided('false')).toBeGreaterThan(2);
    expect(
      await count(`select count(*) as n from ideas, jsonb_each(status) s where s.value->>'reasonOfHold' <> ''`),
    ).toBeGreaterThan(0);
    expect(await count('select count(*) as n from ideas where replicated_value')).toBeGreaterThan(0);
    expect(await count(`select count(*) as n from ideas where not evaluated_value and not imported`)).toBeGreaterThan(0);
    expect(await count('select count(*) as n from idea_scores')).toBeGreaterThan(0);
    expect(await count(`select count(*) as n from ideas where jsonb_array_length(operator_img) > 0`)).toBeGreaterThan(IDEAS / 2);
    // history by several people on several days, imported ideas included
    expect(await count('select count(distinct user_name) as n from idea_history')).toBeGreaterThanOrEqual(5);
    expect(await count(`select count(distinct date_trunc('day', at)) as n from idea_history`)).toBeGreaterThan(IDEAS / 2);
    expect(
      await count('select count(*) as n from idea_history h join ideas i on i.id = h.idea_id where i.imported'),
    ).toBeGreaterThan(0);
    const [late] = await t.db.query<{ n: string }>(
      `select count(*) as n from idea_history h join ideas i on i.id = h.idea_id where h.at < i.created_at or h.at >= '2026-06-15'`,
    );
    expect(Number(late.n)).toBe(0);
  });

  it('spreads a few implemented ideas to the other plants: implemented with savings, declined with a reason, waiting', async () => {
    const links = await t.db.query<{
      status: IdeaStatus;
      original_id: string;
      target_unit_id: string;
      unit: string;
      original_unit: string;
      proposed_at: Date;
      created_at: Date;
      decline_reason: string | null;
      declined_at: Date | null;
    }>(
      `select i.status, r.original_id, r.target_unit_id, i.factory_business_unit_id as unit, o.factory_business_unit_id as original_unit,
              r.proposed_at, i.created_at, r.decline_reason, r.declined_at
         from idea_replications r join ideas i on i.id = r.replication_id join ideas o on o.id = r.original_id`,
    );
    expect(links.length).toBeGreaterThanOrEqual(5);
    expect(links.length).toBeLessThanOrEqual(12);
    const states = links.map((l) => spreadStateOf(l.status));
    expect(states).toContain('implemented');
    expect(states).toContain('declined');
    expect(states.some((s) => s !== 'implemented' && s !== 'declined')).toBe(true);
    for (const l of links) {
      expect(l.unit).toBe(l.target_unit_id);
      expect(l.unit).not.toBe(l.original_unit);
      // backdated like the ideas: proposed in the past, the replication made on that day
      expect(l.proposed_at.getTime()).toBeLessThan(Date.parse('2026-06-15'));
      expect(l.created_at.getTime()).toBe(l.proposed_at.getTime());
      if (spreadStateOf(l.status) === 'declined') {
        expect(l.decline_reason).toBeTruthy();
        expect(l.declined_at!.getTime()).toBeGreaterThan(l.proposed_at.getTime());
      }
      if (spreadStateOf(l.status) === 'implemented') expect(Number(l.status.implemented.savings)).toBeGreaterThan(0);
    }
    const { token } = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: DEMO_USERS[1].email, password: DEMO_PASSWORD },
      })
    ).json<{ token: string }>();
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/analytics/spread?from=2025-06-16&to=2026-06-15',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const figures = res.json<SpreadFigures>();
    expect(figures.proposedIdeas).toBeGreaterThan(0);
    expect(figures.replications).toBeGreaterThan(0);
    expect(figures.replications).toBeLessThanOrEqual(links.length);
    expect(figures.implemented).toBeGreaterThan(0);
    expect(figures.declined).toBeGreaterThan(0);
    expect(figures.addedSavings).toBeGreaterThan(0);
    expect(figures.averageDaysToImplement).toBeGreaterThan(0);
  });

  it('shows every implemented idea with before and after photos and a knowledge table', async () => {
    const implemented = await t.db.query<{
      status: { implemented: { before: unknown[]; after: unknown[] } };
      opl: { rows: unknown[] } | null;
    }>(
      `select status, opl from ideas where (status->'implemented'->>'value')::boolean and status->'implemented'->>'accepted' = 'true'`,
    );
    expect(implemented.length).toBeGreaterThan(IDEAS / 5);
    for (const idea of implemented) {
      expect(idea.status.implemented.before.length).toBeGreaterThan(0);
      expect(idea.status.implemented.after.length).toBeGreaterThan(0);
      expect(idea.opl?.rows.length).toBeGreaterThan(0);
    }
  });

  it('writes each idea in one language, and names every place in Arabic and in English without mixing', async () => {
    const ideas = await t.db.query<{
      idea_number: string;
      idea_text: string;
      idea_desc: string;
      status: Record<string, Record<string, unknown>>;
      opl: { rows: { kpi: string; note: string }[]; report: string } | null;
    }>('select idea_number, idea_text, idea_desc, status, opl from ideas');
    const languages = new Set<string>();
    for (const idea of ideas) {
      const { evaluated, approved, implemented, rewarded } = idea.status;
      const texts = [
        idea.idea_text,
        idea.idea_desc,
        // a replication's decline is saved as "<reason code>: <the unit's note>" (decision 032); the code aside
        ...[evaluated, approved, implemented, rewarded].flatMap((s) => [
          s.reasonOfHold,
          typeof s.reasonOfDenial === 'string' ? s.reasonOfDenial.replace(DECLINE_PREFIX, '') : s.reasonOfDenial,
        ]),
        implemented.equipmentName,
        implemented.singlePointLesson,
        implemented.ideaText,
        rewarded.eventName,
        ...(idea.opl ? [idea.opl.report, ...idea.opl.rows.flatMap((r) => [r.kpi, r.note])] : []),
      ].filter((v): v is string => typeof v === 'string' && v !== '' && !(REJECTION_REASONS as readonly string[]).includes(v));
      const scripts = new Set(texts.map(scriptOf).filter((s) => s !== 'none'));
      expect([...scripts], `idea ${idea.idea_number}: ${texts.join(' | ')}`).toHaveLength(1);
      expect(scripts.has('mixed'), `idea ${idea.idea_number}`).toBe(false);
      languages.add([...scripts][0]);
    }
    expect([...languages].sort()).toEqual(['ar', 'en']);
    const names = await t.db.query<{ name_en: string; name_ar: string }>(
      `select name_en, name_ar from master_data union all select name_en, name_ar from records where kind <> 'notification'
       union all select name_en, name_ar from videos`,
    );
    for (const n of names) {
      expect(scriptOf(n.name_en), n.name_en).toBe('en');
      expect(scriptOf(n.name_ar), n.name_ar).toBe('ar');
    }
    const recordTexts = await t.db.query<{ v: string }>(
      `select value as v from records, jsonb_each_text(data) where kind <> 'notification' and key in ('description', 'address', 'contactName')`,
    );
    for (const { v } of recordTexts) expect(scriptOf(v), v).not.toBe('mixed');
    const people = await t.db.query<{ name: string }>('select name from employee_codes union all select username from users');
    for (const { name } of people) expect(scriptOf(name), name).not.toBe('mixed');
  });

  it('has at least one row on every list page', async () => {
    const { token } = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: DEMO_USERS[0].email, password: DEMO_PASSWORD },
      })
    ).json<{ token: string }>();
    const lead = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: DEMO_USERS[2].email, password: DEMO_PASSWORD },
      })
    ).json<{ token: string }>().token;
    const totalOf = async (method: 'GET' | 'POST', url: string, as = token) => {
      const res = await t.app.inject({
        method,
        url: `/v1${url}`,
        headers: { authorization: `Bearer ${as}` },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      const body = res.json<{ total?: number; data?: unknown[] }>();
      return body.total ?? body.data?.length ?? 0;
    };
    const lists: [method: 'GET' | 'POST', url: string, as?: string][] = [
      ['GET', '/idea-crud/all'],
      ['POST', '/idea-crud/bank/submitted'],
      ['POST', '/idea-crud/bank/imported'],
      ['GET', '/idea-crud/allImported'],
      ['GET', '/idea-crud/queue', lead],
      ['GET', '/idea-score/all'],
      ['GET', '/User/all'],
      ['GET', '/User/code/all'],
      ['GET', '/webhooks'],
      ['GET', '/notification/all', lead],
      ...MASTER_DATA_KINDS.map((def) => ['GET', `/${def.path}/all`] as ['GET', string]),
      ...RECORD_KINDS.filter((def) => def.kind !== 'notification').map((def) => ['GET', `/${def.path}/all`] as ['GET', string]),
      ...(chromium ? (['/reward-and-recognition', '/sap-codes', '/video'].map((url) => ['GET', url]) as ['GET', string][]) : []),
    ];
    for (const [method, url, as] of lists) expect(await totalOf(method, url, as), url).toBeGreaterThan(0);
    expect(await count(`select count(*) as n from qr_codes`)).toBeGreaterThan(3);
    expect(
      await count(`select count(*) as n from records where kind = 'notification' and not (data->>'read')::boolean`),
    ).toBeGreaterThan(0);
    expect(STATUS_KEYS).toContain('replicated');
  });

  it.runIf(chromium)(
    'makes the documents as PDFs with their fonts embedded (Arabic included), and the videos as WebM',
    async () => {
      const files = await t.db.query<{ content_type: string; data: Buffer }>(
        `select f.content_type, string_agg(c.data, ''::bytea order by c.n) as data from files f join file_chunks c on c.file_id = f.id
        where f.id in (select file_id from media_documents union all select file_id from videos) group by f.id, f.content_type`,
      );
      const pdfs = files.filter((f) => f.content_type === 'application/pdf');
      expect(pdfs).toHaveLength(2);
      for (const pdf of pdfs) {
        const text = Buffer.from(pdf.data).toString('latin1');
        expect(text.startsWith('%PDF-')).toBe(true);
        expect(text).toContain('/FontFile2');
        expect(text).toMatch(/\/BaseFont\s*\/[A-Z]{6}\+NotoSansArabic/);
      }
      const videos = files.filter((f) => f.content_type === 'video/webm');
      expect(videos).toHaveLength(3);
      for (const v of videos) expect(Buffer.from(v.data).subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    },
  );
});
