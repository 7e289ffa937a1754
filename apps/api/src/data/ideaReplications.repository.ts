import type { IdeaStatus } from '@fikra/shared';
import type { Tx } from '../db/client.js';
import { iso, isoOrNull, num } from './sql.js';

/** A replication's link to its original (migration 0030). */
export interface ReplicationLink {
  replicationId: string;
  originalId: string | null;
  originalNumber: number;
  originalText: string;
  originalUnitId: string | null;
  targetUnitId: string;
  note: string;
  proposedBy: string | null;
  proposedAt: string;
  decline: { reason: string; note: string; by: string | null; at: string | null } | null;
}

/** A replication of an original with what its idea row says now. */
export interface ReplicationTargetRow {
  replicationId: string;
  ideaNumber: number;
  unitId: string | null;
  areaId: string | null;
  status: IdeaStatus;
  savings: number;
  declineReason: string | null;
  declineNote: string;
  proposedAt: string;
}

/** A row of `idea_replications` as read with its original's number, text and unit (the backup reads it too). */
export interface LinkRow {
  replication_id: string;
  original_id: string | null;
  original_number: string | number;
  original_text: string | null;
  original_unit_id: string | null;
  target_unit_id: string;
  note: string;
  proposed_by: string | null;
  proposed_at: Date | string;
  decline_reason: string | null;
  decline_note: string;
  declined_by: string | null;
  declined_at: Date | string | null;
}

const toLink = (r: LinkRow): ReplicationLink => ({
  replicationId: r.replication_id,
  originalId: r.original_id,
  originalNumber: num(r.original_number),
  originalText: r.original_text ?? '',
  originalUnitId: r.original_unit_id,
  targetUnitId: r.target_unit_id,
  note: r.note,
  proposedBy: r.proposed_by,
  proposedAt: iso(r.proposed_at),
  decline: r.decline_reason
    ? { reason: r.decline_reason, note: r.decline_note, by: r.declined_by, at: isoOrNull(r.declined_at) }
    : null,
});

/** The `idea_replications` table: which idea replicates which, in which unit, and a unit's decline. */
export function ideaReplicationsRepository(q: Tx) {
  return {
    async insert(link: {
      replicationId: string;
      originalId: string;
      originalNumber: number;
      targetUnitId: string;
      note: string;
      proposedBy: string;
    }) {
      await q.query(
        `insert into idea_replications (replication_id, original_id, original_number, target_unit_id, note, proposed_by)
         values ($1, $2, $3, $4, $5, $6)`,
        [link.replicationId, link.originalId, link.originalNumber, link.targetUnitId, link.note, link.proposedBy],
      );
    },

    /** The units among these that already have a replication of the original. */
    async unitsAlreadyTargeted(originalId: string, unitIds: string[]): Promise<string[]> {
      const rows = await q.query<{ unit: string }>(
        `select target_unit_id as unit from idea_replications where original_id = $1 and target_unit_id = any($2::uuid[])`,
        [originalId, unitIds],
      );
      return rows.map((r) => r.unit);
    },

    /** The link of a replication (with its original's title and unit while the original exists), or undefined. */
    async linkOf(replicationId: string): Promise<ReplicationLink | undefined> {
      const [row] = await q.query<LinkRow>(
        `select l.*, o.idea_text as original_text, o.factory_business_unit_id as original_unit_id
           from idea_replications l left join ideas o on o.id = l.original_id
          where l.replication_id = $1`,
        [replicationId],
      );
      return row ? toLink(row) : undefined;
    },

    /** The replications of an original, oldest proposal first; `unit`: only those of that unit. */
    async targetsOf(originalId: string, unit?: string): Promise<ReplicationTargetRow[]> {
      const rows = await q.query<{
        replication_id: string;
        idea_number: string | number;
        unit_id: string | null;
        area_id: string | null;
        status: IdeaStatus;
        savings: string | number;
        decline_reason: string | null;
        decline_note: string;
        proposed_at: Date | string;
      }>(
        `select l.replication_id, r.idea_number, r.factory_business_unit_id as unit_id, r.area_section_id as area_id,
                r.status, r.savings, l.decline_reason, l.decline_note, l.proposed_at
           from idea_replications l join ideas r on r.id = l.replication_id
          where l.original_id = $1 and ($2::uuid is null or r.factory_business_unit_id = $2::uuid)
          order by l.proposed_at, r.idea_number`,
        [originalId, unit ?? null],
      );
      return rows.map((r) => ({
        replicationId: r.replication_id,
        ideaNumber: num(r.idea_number),
        unitId: r.unit_id,
        areaId: r.area_id,
        status: r.status,
        savings: num(r.savings),
        declineReason: r.decline_reason,
        declineNote: r.decline_note,
        proposedAt: iso(r.proposed_at),
      }));
    },

    async decline(replicationId: string, decline: { reason: string; note: string; by: string }) {
      await q.query(
        `update idea_replications set decline_reason = $2, decline_note = $3, declined_by = $4, declined_at = now()
          where replication_id = $1`,
        [replicationId, decline.reason, decline.note, decline.by],
      );
    },
  };
}
