import type { NamedRef } from '@fikra/shared';
import type { Tx } from '../db/client.js';
import { iso } from './sql.js';

/**
 * Master data in backups (issue 12), part of the master-data repository: every record of every kind for the
 * ideas backup, and the statements that put records back by id.
 */

/** A master-data record as the ideas backup holds it: its kind, parents (with names) and logo's file id. */
export interface BackupMasterData {
  _id: string;
  kind: string;
  name: { en: string; ar: string };
  parents: NamedRef[];
  logo: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A record to put back: what the backup says, with the ids already resolved in this database. */
export interface RestoredMasterData {
  id: string;
  kind: string;
  name: { en: string; ar: string };
  /** undefined: the backup says nothing about a logo (a master-data backup), the current one stays */
  logo?: string | null;
  version?: number;
  createdAt?: string;
  updatedAt?: string;
}

export function masterDataRestoreRepository(q: Tx) {
  return {
    /** Every record, kinds in the given order (parents before children), then oldest first. */
    async backupRecords(kindOrder: readonly string[]): Promise<BackupMasterData[]> {
      const rows = await q.query<{
        id: string;
        kind: string;
        name_en: string;
        name_ar: string;
        logo_file_id: string | null;
        version: number;
        created_at: Date | string;
        updated_at: Date | string;
        parents: NamedRef[];
      }>(
        `select m.id, m.kind, m.name_en, m.name_ar, m.logo_file_id, m.version, m.created_at, m.updated_at,
           coalesce((select json_agg(json_build_object('_id', p.id, 'name', json_build_object('en', p.name_en, 'ar', p.name_ar))
                                     order by p.name_en, p.id)
                       from master_data_parents l join master_data p on p.id = l.parent_id where l.child_id = m.id), '[]'::json) as parents
         from master_data m
         -- to the millisecond a backup writes: records created within one millisecond keep the same order
         -- after a restore (which stores the written times) as before it
         order by array_position($1::text[], m.kind), date_trunc('milliseconds', m.created_at), m.id`,
        [kindOrder],
      );
      return rows.map((r) => ({
        _id: r.id,
        kind: r.kind,
        name: { en: r.name_en, ar: r.name_ar },
        parents: r.parents,
        logo: r.logo_file_id,
        version: r.version,
        createdAt: iso(r.created_at),
        updatedAt: iso(r.updated_at),
      }));
    },

    /** The kind of each of the ids that exist. */
    async kinds(ids: string[]): Promise<Map<string, string>> {
      if (!ids.length) return new Map();
      const rows = await q.query<{ id: string; kind: string }>('select id, kind from master_data where id = any($1::uuid[])', [
        ids,
      ]);
      return new Map(rows.map((r) => [r.id, r.kind]));
    },

    /** Another record of the kind with this English (any letter case) or Arabic name: its id. */
    async sameName(kind: string, name: { en: string; ar: string }, exceptId: string): Promise<string | undefined> {
      const [row] = await q.query<{ id: string }>(
        `select id from master_data where kind = $1 and (lower(name_en) = lower($2) or name_ar = $3) and id <> $4 limit 1`,
        [kind, name.en, name.ar, exceptId],
      );
      return row?.id;
    },

    async insert(r: RestoredMasterData) {
      await q.query(
        `insert into master_data (id, kind, name_en, name_ar, logo_file_id, version, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, coalesce($7::timestamptz, now()), coalesce($8::timestamptz, $7::timestamptz, now()))`,
        [r.id, r.kind, r.name.en, r.name.ar, r.logo ?? null, r.version ?? 0, r.createdAt ?? null, r.updatedAt ?? null],
      );
    },

    /** Writes the record as the backup has it; false when it already was exactly so. */
    async update(r: RestoredMasterData): Promise<boolean> {
      const rows = await q.query(
        `update master_data set name_en = $2, name_ar = $3, logo_file_id = case when $8 then $4::uuid else logo_file_id end,
           version = coalesce($5, version), created_at = coalesce($6::timestamptz, created_at),
           updated_at = coalesce($7::timestamptz, updated_at)
         where id = $1 and (name_en, name_ar, logo_file_id, version, created_at, updated_at) is distinct from
           ($2, $3, case when $8 then $4::uuid else logo_file_id end, coalesce($5, version),
            coalesce($6::timestamptz, created_at), coalesce($7::timestamptz, updated_at))
         returning id`,
        [
          r.id,
          r.name.en,
          r.name.ar,
          r.logo ?? null,
          r.version ?? null,
          r.createdAt ?? null,
          r.updatedAt ?? null,
          r.logo !== undefined,
        ],
      );
      return rows.length > 0;
    },

    /** Sets the record's parents; false when they already were these. */
    async setParents(childId: string, parentIds: string[]): Promise<boolean> {
      const current = await q.query<{ parent_id: string }>('select parent_id from master_data_parents where child_id = $1', [
        childId,
      ]);
      const want = [...new Set(parentIds)].sort();
      const have = current.map((r) => r.parent_id).sort();
      if (want.length === have.length && want.every((id, n) => id === have[n])) return false;
      await q.query('delete from master_data_parents where child_id = $1', [childId]);
      if (want.length) {
        await q.query('insert into master_data_parents (child_id, parent_id) select $1, unnest($2::uuid[])', [childId, want]);
      }
      return true;
    },
  };
}
