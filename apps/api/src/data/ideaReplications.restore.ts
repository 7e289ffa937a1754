import type { BackupReplicationLink } from '@fikra/shared';
import type { Tx } from '../db/client.js';
import type { LinkRow as ReplicationRow } from './ideaReplications.repository.js';
import { iso, isoOrNull, num } from './sql.js';

/**
 * The `idea_replications` table in the JSON backup (issue 32, decisions 019 and 032), part of its repository:
 * each replication's link read for the backup, and written back by a restore. A restore upserts by the
 * replication's id and leaves a link that is already as the backup has it untouched, so restoring the same file
 * twice changes nothing.
 */

/** A link to write: the backup's, with the target unit as this database knows it. */
export type RestoredLink = BackupReplicationLink & { replicationId: string };

type LinkRow = Omit<ReplicationRow, 'original_text' | 'original_unit_id'>;

const toBackupLink = (r: LinkRow): BackupReplicationLink => ({
  originalId: r.original_id,
  originalNumber: num(r.original_number),
  targetUnit: r.target_unit_id,
  note: r.note,
  proposedBy: r.proposed_by,
  proposedAt: iso(r.proposed_at),
  decline: r.decline_reason
    ? {
        reason: r.decline_reason as NonNullable<BackupReplicationLink['decline']>['reason'],
        note: r.decline_note,
        by: r.declined_by,
        at: isoOrNull(r.declined_at),
      }
    : null,
});

const COLUMNS = [
  'original_id',
  'original_number',
  'target_unit_id',
  'note',
  'proposed_by',
  'proposed_at',
  'decline_reason',
  'decline_note',
  'declined_by',
  'declined_at',
];
const RECORD = `r(replication_id uuid, original_id uuid, original_number bigint, target_unit_id uuid, note text,
  proposed_by text, proposed_at timestamptz, decline_reason text, decline_note text, declined_by text, declined_at timestamptz)`;

/*
 * The original's number is the one it has here (a restore may have renumbered it), else the backup's. The
 * original's id is kept only when that idea is here: a link to an original that is gone is a link to a deleted
 * original, as the table keeps one (set null).
 */
const UPSERT = `
  insert into idea_replications (replication_id, ${COLUMNS.join(', ')})
  select r.replication_id, o.id, coalesce(o.idea_number, r.original_number), r.target_unit_id, r.note, r.proposed_by,
         r.proposed_at, r.decline_reason, r.decline_note, r.declined_by, r.declined_at
    from jsonb_to_recordset($1::jsonb) as ${RECORD}
    left join ideas o on o.id = r.original_id
  on conflict (replication_id) do update set ${COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')}
  where (${COLUMNS.map((c) => `idea_replications.${c}`).join(', ')}) is distinct from (${COLUMNS.map((c) => `excluded.${c}`).join(', ')})
  returning replication_id`;

const asRecord = (l: RestoredLink) => ({
  replication_id: l.replicationId,
  original_id: l.originalId,
  original_number: l.originalNumber,
  target_unit_id: l.targetUnit,
  note: l.note,
  proposed_by: l.proposedBy,
  proposed_at: l.proposedAt,
  decline_reason: l.decline?.reason ?? null,
  decline_note: l.decline?.note ?? '',
  declined_by: l.decline?.by ?? null,
  declined_at: l.decline?.at ?? null,
});

export function ideaReplicationsRestoreRepository(q: Tx) {
  return {
    /** The links of these ideas that are replications, by replication id (the backup, one batch at a time). */
    async linksOf(ids: string[]): Promise<Map<string, BackupReplicationLink>> {
      if (!ids.length) return new Map();
      const rows = await q.query<LinkRow>('select * from idea_replications where replication_id = any($1::uuid[])', [ids]);
      return new Map(rows.map((r) => [r.replication_id, toBackupLink(r)]));
    },

    /** The originals among these ids that are not ideas of this database. */
    async missingOriginals(ids: string[]): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await q.query<{ id: string }>(
        'select x.id from unnest($1::uuid[]) as x(id) where not exists (select 1 from ideas i where i.id = x.id)',
        [ids],
      );
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Links here that hold the place (original, unit) one of these links would take: another replication of the
     * same original in the same unit (a unit gets one replication of an idea). Answers the restored link's
     * replication id with the number of the replication already there.
     */
    async placesTaken(links: RestoredLink[]): Promise<Map<string, number>> {
      const placed = links.filter((l) => l.originalId);
      if (!placed.length) return new Map();
      const rows = await q.query<{ restored: string; idea_number: string | number }>(
        `select r.replication_id as restored, i.idea_number
           from jsonb_to_recordset($1::jsonb) as r(replication_id uuid, original_id uuid, target_unit_id uuid)
           join idea_replications l on l.original_id = r.original_id and l.target_unit_id = r.target_unit_id
                                   and l.replication_id <> r.replication_id
           join ideas i on i.id = l.replication_id`,
        [JSON.stringify(placed.map(asRecord))],
      );
      return new Map(rows.map((r) => [r.restored, num(r.idea_number)]));
    },

    /** Upserts the links by replication id; returns the replication ids whose link was written (new or changed). */
    async upsert(links: RestoredLink[]): Promise<string[]> {
      if (!links.length) return [];
      const rows = await q.query<{ replication_id: string }>(UPSERT, [JSON.stringify(links.map(asRecord))]);
      return rows.map((r) => r.replication_id);
    },
  };
}
