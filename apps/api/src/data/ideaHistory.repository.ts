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
    async append(entry: NewHistoryEntry) {
      await q.query(
        'insert into idea_history (idea_id, user_id, user_name, stage, decision, changes) values ($1,$2,$3,$4,$5,$6)',
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
