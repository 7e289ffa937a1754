import type { Tx } from '../db/client.js';

export interface PushSubscriptionRow {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: 'ar' | 'en';
}

/** The `push_subscriptions` table and the ideas each phone follows (`push_subscription_ideas`). */
export function pushSubscriptionsRepository(q: Tx) {
  return {
    /** Stores the phone's subscription (or renews its keys and language) and adds the ideas that exist to it. */
    async upsert(s: { endpoint: string; p256dh: string; auth: string; lang: string }, ideaIds: string[]) {
      const [row] = await q.query<{ id: string }>(
        `insert into push_subscriptions (endpoint, p256dh, auth, lang) values ($1, $2, $3, $4)
         on conflict (endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth, lang = excluded.lang
         returning id`,
        [s.endpoint, s.p256dh, s.auth, s.lang],
      );
      await q.query(
        `insert into push_subscription_ideas (subscription_id, idea_id)
         select $1, i.id from ideas i where i.id = any($2::uuid[]) on conflict do nothing`,
        [row.id, ideaIds],
      );
      return row.id;
    },
    async removeByEndpoint(endpoint: string) {
      await q.query('delete from push_subscriptions where endpoint = $1', [endpoint]);
    },
    async remove(id: string) {
      await q.query('delete from push_subscriptions where id = $1', [id]);
    },
    async forIdea(ideaId: string): Promise<PushSubscriptionRow[]> {
      return q.query<PushSubscriptionRow>(
        `select s.id, s.endpoint, s.p256dh, s.auth, s.lang from push_subscriptions s
         join push_subscription_ideas i on i.subscription_id = s.id where i.idea_id = $1 order by s.id`,
        [ideaId],
      );
    },
    async findById(id: string): Promise<PushSubscriptionRow | undefined> {
      const [row] = await q.query<PushSubscriptionRow>(
        'select id, endpoint, p256dh, auth, lang from push_subscriptions where id = $1',
        [id],
      );
      return row;
    },
  };
}
