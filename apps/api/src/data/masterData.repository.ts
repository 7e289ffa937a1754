import type { FileRef, MasterDataKindDef, MasterDataName, MasterDataRecord, NamedRef } from '@fikra/shared';
import type { Tx } from '../db/client.js';
import { IDEA_REFS } from './ideas.row.js';
import { iso, likePattern, pageClause } from './sql.js';

/** A master_data row with its parents (id and both names) gathered as JSON. */
interface MasterDataRow {
  id: string;
  name_en: string;
  name_ar: string;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
  parents: NamedRef[];
  logo: FileRef | null;
}

const RECORD_SELECT = `
  select m.id, m.name_en, m.name_ar, m.version, m.created_at, m.updated_at,
    coalesce((
      select json_agg(json_build_object('_id', p.id, 'name', json_build_object('en', p.name_en, 'ar', p.name_ar))
                      order by p.name_en)
      from master_data_parents l join master_data p on p.id = l.parent_id
      where l.child_id = m.id
    ), '[]'::json) as parents,
    (select json_build_object('_id', f.id, 'filename', f.filename, 'contentType', f.content_type)
       from files f where f.id = m.logo_file_id) as logo
  from master_data m`;

/** The record shape of DESIGN §5: the kind's parent field (kinds with a parent) and logo (kinds with a logo). */
export function toMasterData(row: MasterDataRow, def: Pick<MasterDataKindDef, 'parent' | 'hasLogo'>): MasterDataRecord {
  return {
    _id: row.id,
    name: { en: row.name_en, ar: row.name_ar },
    ...(def.parent ? { [def.parent.field]: row.parents } : {}),
    ...(def.hasLogo ? { logo: row.logo } : {}),
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export interface ListOptions {
  page: number;
  limit: number;
  search?: string;
  parentId?: string;
  /** only this record (a unit lead's list of factories is their own) */
  id?: string;
}

/** A master-data record as a place in the hierarchy: its kind, names and parent ids. */
export interface PlaceNode {
  id: string;
  kind: string;
  name: { en: string; ar: string };
  parents: string[];
}

interface PlaceRow {
  id: string;
  kind: string;
  name_en: string;
  name_ar: string;
  parents: string[] | null;
  via?: string;
}

const toPlace = (r: PlaceRow): PlaceNode => ({
  id: r.id,
  kind: r.kind,
  name: { en: r.name_en, ar: r.name_ar },
  parents: r.parents ?? [],
});

const PLACE_SELECT = `
  select m.id, m.kind, m.name_en, m.name_ar,
    (select array_agg(l.parent_id::text order by p.created_at, p.id)
       from master_data_parents l join master_data p on p.id = l.parent_id where l.child_id = m.id) as parents
  from master_data m`;

/** The `master_data` and `master_data_parents` tables. Pass the database or a transaction. */
export function masterDataRepository(q: Tx) {
  return {
    async places(ids: string[]): Promise<Map<string, PlaceNode>> {
      if (!ids.length) return new Map();
      const rows = await q.query<PlaceRow>(`${PLACE_SELECT} where m.id = any($1::uuid[])`, [ids]);
      return new Map(rows.map((r) => [r.id, toPlace(r)]));
    },

    /** Records of `kind` under any of `parentIds`, each with the parent it was reached through. */
    async childrenOf(parentIds: string[], kind: string): Promise<(PlaceNode & { via: string })[]> {
      if (!parentIds.length) return [];
      const rows = await q.query<PlaceRow & { via: string }>(
        `select c.*, f.parent_id::text as via from (${PLACE_SELECT} where m.kind = $2) c
           join master_data_parents f on f.child_id = c.id and f.parent_id = any($1::uuid[])
          order by lower(c.name_en), c.id`,
        [parentIds, kind],
      );
      return rows.map((r) => ({ ...toPlace(r), via: r.via }));
    },

    async list(kind: string, opts: ListOptions) {
      const params: unknown[] = [kind];
      const where = ['m.kind = $1'];
      if (opts.search) {
        params.push(likePattern(opts.search));
        where.push(`(m.name_en ilike $${params.length} or m.name_ar ilike $${params.length})`);
      }
      if (opts.id) {
        params.push(opts.id);
        where.push(`m.id = $${params.length}`);
      }
      if (opts.parentId) {
        params.push(opts.parentId);
        where.push(`exists (select 1 from master_data_parents f where f.child_id = m.id and f.parent_id = $${params.length})`);
      }
      const filter = `where ${where.join(' and ')}`;
      const [{ count }] = await q.query<{ count: string }>(`select count(*) from master_data m ${filter}`, params);
      const rows = await q.query<MasterDataRow>(
        `${RECORD_SELECT} ${filter} order by m.created_at desc, m.id ${pageClause(opts.page, opts.limit)}`,
        params,
      );
      return { rows, total: Number(count) };
    },

    /** The kind of a record, or undefined when there is none. */
    async kindOf(id: string): Promise<string | undefined> {
      const [row] = await q.query<{ kind: string }>('select kind from master_data where id = $1', [id]);
      return row?.kind;
    },

    /** Records with their kind and parent ids (the hierarchy rule). */
    async nodes(ids: string[]) {
      if (!ids.length) return [];
      return q.query<{ id: string; kind: string; parents: string[] }>(
        `select m.id, m.kind, coalesce(array_agg(p.parent_id::text) filter (where p.parent_id is not null), '{}') as parents
           from master_data m left join master_data_parents p on p.child_id = m.id
          where m.id = any($1::uuid[]) group by m.id, m.kind`,
        [ids],
      );
    },

    /** The first parent of the given kind (oldest first), or null. */
    async firstParentOfKind(childId: string, kind: string): Promise<string | null> {
      const [row] = await q.query<{ id: string }>(
        `select p.parent_id as id from master_data_parents p join master_data m on m.id = p.parent_id
          where p.child_id = $1 and m.kind = $2 order by m.created_at, m.id limit 1`,
        [childId, kind],
      );
      return row?.id ?? null;
    },

    /** Every record of the kind, oldest first to the millisecond a backup writes (see masterData.restore.ts). */
    async all(kind: string) {
      return q.query<MasterDataRow>(
        `${RECORD_SELECT} where m.kind = $1 order by date_trunc('milliseconds', m.created_at), m.id`,
        [kind],
      );
    },

    async findById(kind: string, id: string) {
      const [row] = await q.query<MasterDataRow>(`${RECORD_SELECT} where m.kind = $1 and m.id = $2`, [kind, id]);
      return row;
    },

    /** Every record of a kind as `{ _id, name }` (plus parent ids), sorted by English name. */
    async names(kind: string, withParents: boolean, parentId?: string): Promise<MasterDataName[]> {
      const rows = await q.query<{ id: string; name_en: string; name_ar: string; parent_ids: string[] | null }>(
        `select m.id, m.name_en, m.name_ar,
           (select array_agg(l.parent_id::text order by l.parent_id) from master_data_parents l where l.child_id = m.id) as parent_ids
         from master_data m
         where m.kind = $1
           and ($2::uuid is null or exists (select 1 from master_data_parents f where f.child_id = m.id and f.parent_id = $2::uuid))
         order by lower(m.name_en), m.id`,
        [kind, parentId ?? null],
      );
      return rows.map((r) => ({
        _id: r.id,
        name: { en: r.name_en, ar: r.name_ar },
        ...(withParents ? { parentIds: r.parent_ids ?? [] } : {}),
      }));
    },

    /** Another record of the kind already named like this (English ignoring letter case, Arabic exactly). */
    async findNameClash(kind: string, name: { en: string; ar: string }, exceptId?: string) {
      const [row] = await q.query<{ name_en: string; name_ar: string }>(
        `select name_en, name_ar from master_data
         where kind = $1 and (lower(name_en) = lower($2) or name_ar = $3) and id <> coalesce($4::uuid, gen_random_uuid())
         limit 1`,
        [kind, name.en, name.ar, exceptId ?? null],
      );
      return row;
    },

    /** How many of the given ids are records of the given kind. */
    async countOfKind(kind: string, ids: string[]) {
      const [{ count }] = await q.query<{ count: string }>(
        'select count(*) from master_data where kind = $1 and id = any($2::uuid[])',
        [kind, ids],
      );
      return Number(count);
    },

    async insert(kind: string, name: { en: string; ar: string }, logoFileId: string | null = null) {
      const [row] = await q.query<{ id: string }>(
        'insert into master_data (kind, name_en, name_ar, logo_file_id) values ($1, $2, $3, $4) returning id',
        [kind, name.en, name.ar, logoFileId],
      );
      return row.id;
    },

    /**
     * Renames the record (and sets its logo's file id, unless `logoFileId` is undefined) if its version still
     * matches; false when it is missing or stale.
     */
    async update(kind: string, id: string, version: number, name: { en: string; ar: string }, logoFileId?: string | null) {
      const rows = await q.query(
        `update master_data set name_en = $4, name_ar = $5, version = version + 1, updated_at = now(),
           logo_file_id = case when $6 then $7::uuid else logo_file_id end
         where kind = $1 and id = $2 and version = $3 returning id`,
        [kind, id, version, name.en, name.ar, logoFileId !== undefined, logoFileId ?? null],
      );
      return rows.length > 0;
    },

    async replaceParents(childId: string, parentIds: string[]) {
      await q.query('delete from master_data_parents where child_id = $1', [childId]);
      if (parentIds.length) {
        await q.query('insert into master_data_parents (child_id, parent_id) select $1, unnest($2::uuid[])', [
          childId,
          parentIds,
        ]);
      }
    },

    /** What still refers to a record: child records by kind, users, ideas. */
    async usage(id: string) {
      const children = await q.query<{ kind: string; count: string }>(
        `select c.kind, count(*) from master_data_parents l join master_data c on c.id = l.child_id
         where l.parent_id = $1 group by c.kind order by c.kind`,
        [id],
      );
      const [{ count: users }] = await q.query<{ count: string }>(
        'select count(*) from users where company_id = $1 or factory_business_unit_id = $1',
        [id],
      );
      const [{ count: ideas }] = await q.query<{ count: string }>(
        `select count(*) from ideas where ${IDEA_REFS.map(([, column]) => `${column} = $1`).join(' or ')}`,
        [id],
      );
      return {
        children: children.map((c) => ({ kind: c.kind, count: Number(c.count) })),
        users: Number(users),
        ideas: Number(ideas),
      };
    },

    async remove(kind: string, id: string) {
      const rows = await q.query('delete from master_data where kind = $1 and id = $2 returning id', [kind, id]);
      return rows.length > 0;
    },
  };
}
