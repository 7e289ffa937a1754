import { SESSION } from '@fikra/shared';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { periodicJobsRepository } from '../src/data/periodicJobs.repository.js';
import { sessionsRepository } from '../src/data/sessions.repository.js';
import { useTestContext } from './factories.js';

const t = useTestContext();

/** One session of each kind; returns their ids by name. */
async function seedSessions() {
  const { id: userId } = await t.createUser('USER');
  const add = async (createdHoursAgo: number, revokedHoursAgo: number | null) => {
    const [row] = await t.db.query<{ id: string }>(
      `insert into sessions (user_id, current_jti, created_at, revoked_at)
       values ($1, 'x', now() - make_interval(hours => $2),
               case when $3::int is null then null else now() - make_interval(hours => $3::int) end)
       returning id`,
      [userId, createdHoursAgo, revokedHoursAgo],
    );
    return row.id;
  };
  const max = SESSION.sessionMaxHours;
  return {
    revokedLongAgo: await add(72, 48),
    expiredLongAgo: await add(max + 25, null),
    revokedRecently: await add(5, 1),
    expiredRecently: await add(max + 2, null),
    live: await add(1, null),
  };
}

const remaining = async () => (await t.db.query<{ id: string }>('select id from sessions')).map((r) => r.id);

/** The test's own server purges once when it starts, in the background: done before a test seeds, due in an hour. */
const firstPurgeDone = () =>
  expect
    .poll(async () => (await periodicJobsRepository(t.db).list()).find((j) => j.name === 'ended-sessions')?.lastFinishedAt, {
      timeout: 10_000,
    })
    .toBeTruthy();

describe('ended sessions are purged a day after they end', () => {
  it('purgeEnded deletes sessions revoked or expired more than a day ago, and only those', async () => {
    await firstPurgeDone();
    await t.db.query('delete from sessions');
    const s = await seedSessions();
    expect(await sessionsRepository(t.db).purgeEnded(SESSION.sessionMaxHours, SESSION.purgeEndedAfterHours)).toBe(2);
    expect((await remaining()).sort()).toEqual([s.revokedRecently, s.expiredRecently, s.live].sort());
  });

  it('the server purges them when the job is due (at its first start on a database, then hourly)', async () => {
    await t.db.query('delete from sessions');
    const s = await seedSessions();
    // the test's own server ran the job when it started: an hour later it is due again
    await periodicJobsRepository(t.db).makeDue('ended-sessions');
    const app = await buildApp({ db: t.db, config: t.config });
    await app.ready();
    try {
      await expect.poll(remaining, { timeout: 5000 }).toHaveLength(3);
      expect(await remaining()).not.toContain(s.revokedLongAgo);
      expect(await remaining()).not.toContain(s.expiredLongAgo);
    } finally {
      await app.close();
    }
  });
});
