import type { IdeaHistoryEntry } from '@fikra/shared';
import type { Tx } from '../db/client.js';
import { iso } from './sql.js';

interface IdeaHistoryRow {
  id: string;
  idea_id: string;
  user_id: string | null;
  at: Date | string;
  user_name: string | null;
  stage: string;
  decision: string | null;
  changes: Record<string, unknown>;
}

export const toHistoryEntry = (h: IdeaHistoryRow): IdeaHistoryEntry => ({
  _id: h.id,
  at: iso(h.at),
  userName: h.user_name,
  stage: h.stage,
  decision: h.decision,
  changes: h.changes,
});

/** A history entry as a backup holds it: with the id of the user who acted. */
export type BackupHistoryEntry = IdeaHistoryEntry & { userId: string | null };

export interface NewHistoryEntry {
  ideaId: string;
  userId?: string | null;
  userName?: string | null;
  stage: string;
  decision?: string | null;
  changes: Record<string, unknown>;
}

/** The `idea_history` table: what changed in an idea, who changed it and when. */
export function ideaHistoryRepository(q: Tx) {
  return {
    async list(ideaId: string): Promise<IdeaHistoryEntry[]> {
      const rows = await q.query<IdeaHistoryRow>('select * from idea_history where idea_id = $1 order by at, id', [ideaId]);
      return rows.map(toHistoryEntry);
    },
    /** The history of each of the ideas, oldest first (the backup). */
    async forIdeas(ideaIds: string[]): Promise<Map<string, BackupHistoryEntry[]>> {
      const byIdea = new Map<string, BackupHistoryEntry[]>();
      if (!ideaIds.length) return byIdea;
      const rows = await q.query<IdeaHistoryRow>('select * from idea_history where idea_id = any($1::uuid[]) order by at, id', [
        ideaIds,
      ]);
      for (const row of rows) {
        const list = byIdea.get(row.idea_id) ?? [];
        list.push({ ...toHistoryEntry(row), userId: row.user_id });
        byIdea.set(row.idea_id, list);
      }
      return byIdea;
    },

    /** Puts back entries of a backup that are not here yet (history is only ever appended); returns the ideas that gained one. */
    async restore(entries: (BackupHistoryEntry & { ideaId: string })[]): Promise<string[]> {
      if (!entries.length) return [];
      const rows = await q.query<{ idea_id: string }>(
        `insert into idea_history (id, idea_id, at, user_id, user_name, stage, decision, changes)
         select id, idea_id, at, user_id, user_name, stage, decision, changes
           from jsonb_to_recordset($1::jsonb)
             as r(id uuid, idea_id uuid, at timestamptz, user_id uuid, user_name text, stage text, decision text, changes jsonb)
         on conflict (id) do nothing
         returning idea_id`,
        [
          JSON.stringify(
            entries.map((e) => ({
              id: e._id,
              idea_id: e.ideaId,
              at: e.at,
              user_id: e.userId,
              user_name: e.userName,
              stage: e.stage,
              decision: e.decision,
              changes: e.changes,
            })),
          ),
        ],
      );
      return [...new Set(rows.map((r) => r.idea_id))];
    },

    /** Appends an entry; its time is the clock's, so entries written in one transaction keep their order. */
    async append(entry: NewHistoryEntry) {
      await q.query(
        `insert into idea_history (idea_id, user_id, user_name, stage, decision, changes, at)
         values ($1,$2,$3,$4,$5,$6, clock_timestamp())`,
        [
          entry.ideaId,
          entry.userId ?? null,
          entry.userName ?? null,
          entry.stage,
          entry.decision ?? null,
          JSON.stringify(entry.changes),
        ],
      );
    },
  };
}
