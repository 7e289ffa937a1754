import { describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../src/bootstrap.js';
import { useTestContext } from './factories.js';

const t = useTestContext({ ADMIN_PASSWORD: 'First#Admin2026' });

describe('the first ADMIN', () => {
  it('is created once when several processes start together on an empty database, and none of them fails', async () => {
    const started = await Promise.all([1, 2, 3].map(() => ensureFirstAdmin(t.db, t.config)));
    expect(started.filter(Boolean)).toHaveLength(1);
    const [{ n }] = await t.db.query<{ n: number }>("select count(*)::int as n from users where user_type = 'ADMIN'");
    expect(n).toBe(1);
    // a later start finds it
    expect(await ensureFirstAdmin(t.db, t.config)).toBeNull();
  });
});
