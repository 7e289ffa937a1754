import { type FormPlaces, IDEA_HIERARCHY, type RewardedIdea } from '@fikra/shared';
import { ideasPublicReads } from '../../data/ideas.public.js';
import { masterDataRepository } from '../../data/masterData.repository.js';
import type { Database } from '../../db/client.js';

/** At most this many rewarded ideas are listed on the landing page. */
export const REWARDED_ON_LANDING = 12;

/** The first instant of this month, in UTC (the landing's "this month"). */
export const startOfMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** What an operator's phone and the landing page read without an account (issues 27 and 28). */
export function createPublicIdeasService(db: Database, { showNames }: { showNames: boolean }) {
  const reads = ideasPublicReads(db);
  const places = masterDataRepository(db);
  return {
    /** The status of the ideas this phone sent; ids of no idea are left out. */
    statusOf: async (ids: string[]) => ({ data: await reads.statusSummaries([...new Set(ids.map((id) => id.toLowerCase()))]) }),

    /**
     * Every record of each place level, with its parents: the form hides a level with no records and cascades
     * the others on the phone, with no request per choice.
     */
    async places(): Promise<FormPlaces> {
      const lists = await Promise.all(IDEA_HIERARCHY.map((l) => places.names(l.kind, true)));
      return {
        data: Object.fromEntries(
          IDEA_HIERARCHY.map((l, i) => [
            l.kind,
            lists[i].map((n) => ({ _id: n._id, name: n.name, parentIds: n.parentIds ?? [] })),
          ]),
        ),
      };
    },

    /** This month's rewarded ideas; the presenter's name only when the plant turned LANDING_SHOWS_NAMES on. */
    rewarded: async (now = new Date()): Promise<{ data: RewardedIdea[] }> => ({
      data: await reads.rewardedSince(startOfMonth(now), REWARDED_ON_LANDING, showNames),
    }),
  };
}
