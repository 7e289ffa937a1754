/**
 * The demo plant, built through the API on an empty database: the organisation and its people, a year of ideas
 * in every stage, and something on every other screen (imported ideas, scores, documents, videos, QR posters,
 * the records of every kind, notifications). Deterministic: the same seed and day give the same demo.
 */
import type { FastifyInstance } from 'fastify';
import { usersRepository } from '../../src/data/users.repository.js';
import type { Database } from '../../src/db/client.js';
import { createNotifyRuntime } from '../../src/modules/notifications/runtime.js';
import { type AssetCache, assetCache } from './assets.js';
import { backdater } from './backdate.js';
import { demoApi } from './client.js';
import type { DemoContext } from './context.js';
import { buildMedia } from './documents.js';
import { connectErp, importPaperIdeas, printPosters } from './extras.js';
import { planIdeas } from './ideaPlan.js';
import { runIdeas } from './ideaRun.js';
import { buildOrganisation } from './org.js';
import { DEMO_USERS, employees as makeEmployees } from './people.js';
import { demoClock, seededRandom } from './random.js';
import { buildRecords } from './records.js';
import { spreadIdeas } from './spread.js';
import { phases } from './timing.js';

export interface DemoOptions {
  /** the day the demo is built for: the last twelve months lead up to it (default today) */
  today?: Date;
  seed?: number;
  ideas?: number;
  /** seconds of each how-to video (default 3) */
  videoSeconds?: number;
  /** where pictures, PDFs and videos are kept between builds (default assets.ts's directory) */
  assets?: AssetCache;
  /** progress lines (default none) */
  log?: (line: string) => void;
}

export const DEMO_SEED = 20_260_101;
export const DEMO_IDEAS = 300;

/** Builds the demo once; false when its accounts are already there (nothing is changed then). */
export async function buildDemo(app: FastifyInstance, db: Database, opts: DemoOptions = {}): Promise<boolean> {
  if (await usersRepository(db).findByEmail(DEMO_USERS[0].email)) return false;
  const log = opts.log ?? (() => {});
  const timing = phases(log);
  const since = new Date();
  const rnd = seededRandom(opts.seed ?? DEMO_SEED);
  const api = demoApi(app, timing);
  const employees = makeEmployees(rnd);
  const runtime = createNotifyRuntime({ ...app.config, SMTP_URL: undefined, SMS_GATEWAY_URL: undefined }, db, app.log);
  const timed: Database = { ...db, query: (text, params) => timing.tally('SQL backdate', () => db.query(text, params)) };
  try {
    const org = await buildOrganisation(api, db, employees);
    timing.done(`organisation: 2 companies, 3 plants, ${employees.length} employee codes, ${DEMO_USERS.length} accounts`);
    const ctx: DemoContext = {
      api,
      db,
      rnd,
      clock: demoClock(opts.today ?? new Date()),
      backdate: backdater(timed, since),
      drain: () => timing.tally('notifications fan-out', async () => void (await runtime.dispatcher.drain())),
      timing,
      assets: opts.assets ?? assetCache(),
      employees,
      ...org,
    };
    const plans = planIdeas(rnd, employees, opts.ideas ?? DEMO_IDEAS);
    await runIdeas(ctx, plans);
    timing.done(`ideas: ${plans.length}`);
    const spread = await spreadIdeas(ctx, plans);
    timing.done(
      `spread: ${spread.originals} ideas to ${spread.replications} plants${spread.closed ? ', one spread closed' : ''}`,
    );
    const imported = await importPaperIdeas(ctx);
    timing.done(`imported ideas: ${imported}`);
    await buildRecords(ctx);
    await printPosters(ctx);
    await connectErp(ctx);
    timing.done('records of every kind, QR posters, the ERP webhook');
    const media = await buildMedia(ctx, { videoSeconds: opts.videoSeconds });
    timing.done(media ? 'documents (PDF) and videos' : 'no Chromium found: the demo has no PDF documents and no videos');
    for (const line of timing.report()) log(line);
    return true;
  } finally {
    await runtime.close();
  }
}
