import type { NamedRef, RecordKindDef, RecordOutput } from '@fikra/shared';
import type { Tx } from '../db/client.js';
import { iso, likePattern } from './sql.js';

/** A `records` row (any kind); `username` is the addressee's, joined for notifications. */
export interface RecordRow {
  id: string;
  kind: string;
  name_en: string;
  name_ar: string;
  data: Record<string, unknown>;
  user_id: string | null;
  username: string | null;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

/** One reference of a record with the referenced record's names. */
export interface RecordRefRow {
  record_id: string;
  field: string;
  target_id: string;
  name_en: string;
  name_ar: string;
}

/** What a write stores: the display name in columns, the other fields in `data`, references in record_refs. */
export interface RecordWrite {
  name: { en: string; ar: string };
  uniqueName: boolean;
  data: Record<string, unknown>;
  searchText: string;
  userId: string | null;
}

export interface StoredAnswer {
  question: string;
  offeredAnswer: string;
  subAnswers: string[];
  note?: string;
}

/** The API shape of a record: references resolved to `{ _id, name }` from its reference rows. */
export function toRecord(def: RecordKindDef, row: RecordRow, refs: RecordRefRow[]): RecordOutput {
  const named = new Map(refs.map((r) => [r.target_id, { _id: r.target_id, name: { en: r.name_en, ar: r.name_ar } }]));
  const nameOf = (id: string): NamedRef => named.get(id) ?? { _id: id, name: { en: '', ar: '' } };
  const out: RecordOutput = { _id: row.id, version: row.version, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) };
  for (const field of def.fields) {
    const value = row.data[field.key];
    if (field.key === def.nameField) out[field.key] = { en: row.name_en, ar: row.name_ar };
    else if (field.type === 'ref') out[field.key] = typeof value === 'string' ? nameOf(value) : null;
    else if (field.type === 'user') out[field.key] = { _id: row.user_id, username: row.username ?? '' };
    else if (field.type === 'boolean') out[field.key] = value === true;
    else if (field.type === 'answers') {
      out[field.key] = ((value as StoredAnswer[] | undefined) ?? []).map((a) => ({
        question: nameOf(a.question),
        offeredAnswer: nameOf(a.offeredAnswer),
        subAnswers: a.subAnswers.map(nameOf),
        note: a.note ?? null,
      }));
    } else out[field.key] = value ?? null;
  }
  return out;
}

export interface RecordListOptions {
  page: number;
  limit: number;
  search?: string;
  /** a column of sortKeys(def) */
  sort?: string;
  order?: 'asc' | 'desc';
  /** reference filters: [field, target id] */
  refs: [string, string][];
  /** only the records addressed to this user */
  userId?: string;
}

const SELECT = `select r.id, r.kind, r.name_en, r.name_ar, r.data, r.user_id, u.username, r.version, r.created_at, r.updated_at
  from records r left join users u on u.id = r.user_id`;

/** Builds `where` for one kind with the optional addressee and reference filters. */
function filter(kind: string, opts: { userId?: string; refs?: [string, string][]; search?: string }) {
  const params: unknown[] = [kind];
  const where = ['r.kind = $1'];
  if (opts.userId) {
    params.push(opts.userId);
    where.push(`r.user_id = $${params.length}`);
  }
  for (const [field, target] of opts.refs ?? []) {
    params.push(field, target);
    where.push(
      `exists (select 1 from record_refs f where f.record_id = r.id and f.field = $${params.length - 1} and f.target_id = $${params.length})`,
    );
  }
  if (opts.search) {
    params.push(likePattern(opts.search));
    where.push(`r.search_text ilike $${params.length}`);
  }
  return { params, where: `where ${where.join(' and ')}` };
}

/** The ORDER BY expression of a sort key; data fields are passed as a parameter, never spliced in. */
function orderBy(def: RecordKindDef, sort: string | undefined, params: unknown[]): string {
  if (!sort || sort === 'createdAt') return 'r.created_at';
  if (sort === 'updatedAt') return 'r.updated_at';
  if (sort.endsWith('.en')) return 'lower(r.name_en)';
  if (sort.endsWith('.ar')) return 'r.name_ar';
  params.push(sort);
  const type = def.fields.find((f) => f.key === sort)?.type;
  const value = `r.data->>$${params.length}`;
  return type === 'number' ? `(${value})::numeric` : type === 'boolean' ? `(${value})::boolean` : `lower(${value})`;
}

/** Records SQL. Pass the database or a transaction; every query is scoped to one kind. */
export function recordsRepository(q: Tx) {
  return {
    async list(def: RecordKindDef, opts: RecordListOptions) {
      const { params, where } = filter(def.kind, opts);
      const [{ count }] = await q.query<{ count: string }>(`select count(*) from records r ${where}`, params);
      const order = orderBy(def, opts.sort, params);
      const direction = opts.order ?? (opts.sort ? 'asc' : 'desc');
      const rows = await q.query<RecordRow>(
        `${SELECT} ${where} order by ${order} ${direction} nulls last, r.id
         limit ${opts.limit} offset ${(opts.page - 1) * opts.limit}`,
        params,
      );
      return { rows, total: Number(count) };
    },

    async findById(kind: string, id: string, userId?: string) {
      const { params, where } = filter(kind, { userId });
      params.push(id);
      const [row] = await q.query<RecordRow>(`${SELECT} ${where} and r.id = $${params.length}`, params);
      return row;
    },

    /** The references of the given records, with the names of what they point at. */
    async refsOf(recordIds: string[]) {
      if (!recordIds.length) return [];
      return q.query<RecordRefRow>(
        `select f.record_id, f.field, f.target_id, t.name_en, t.name_ar
         from record_refs f join records t on t.id = f.target_id where f.record_id = any($1::uuid[])`,
        [recordIds],
      );
    },

    /** Every record of a kind as `{ _id, name }` (optionally filtered), sorted by English name. */
    async names(kind: string, opts: { userId?: string; refs: [string, string][] }): Promise<NamedRef[]> {
      const { params, where } = filter(kind, opts);
      const rows = await q.query<{ id: string; name_en: string; name_ar: string }>(
        `select r.id, r.name_en, r.name_ar from records r ${where} order by lower(r.name_en), r.id limit 5000`,
        params,
      );
      return rows.map((r) => ({ _id: r.id, name: { en: r.name_en, ar: r.name_ar } }));
    },

    /** Records of a kind among the ids (with their data, for consistency checks). */
    async findMany(kind: string, ids: string[]) {
      if (!ids.length) return [];
      return q.query<{ id: string; data: Record<string, unknown> }>(
        'select id, data from records where kind = $1 and id = any($2::uuid[])',
        [kind, ids],
      );
    },

    async userExists(id: string) {
      const rows = await q.query('select 1 from users where id = $1', [id]);
      return rows.length > 0;
    },

    /** Another record of the kind named like this (English ignoring letter case, Arabic exactly). */
    async findNameClash(kind: string, name: { en: string; ar: string }, exceptId?: string) {
      const [row] = await q.query<{ name_en: string; name_ar: string }>(
        `select name_en, name_ar from records
         where kind = $1 and (lower(name_en) = lower($2) or name_ar = $3) and id <> coalesce($4::uuid, gen_random_uuid())
         limit 1`,
        [kind, name.en, name.ar, exceptId ?? null],
      );
      return row;
    },

    async insert(kind: string, w: RecordWrite) {
      const [row] = await q.query<{ id: string }>(
        `insert into records (kind, name_en, name_ar, unique_name, data, search_text, user_id)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [kind, w.name.en, w.name.ar, w.uniqueName, JSON.stringify(w.data), w.searchText, w.userId],
      );
      return row.id;
    },

    /** Several records of one kind in one statement (the dispatcher's in-app notifications). */
    async insertMany(kind: string, writes: RecordWrite[]) {
      if (!writes.length) return;
      await q.query(
        `insert into records (kind, name_en, name_ar, unique_name, data, search_text, user_id)
         select $1, * from unnest($2::text[], $3::text[], $4::boolean[], $5::jsonb[], $6::text[], $7::uuid[])`,
        [
          kind,
          writes.map((w) => w.name.en),
          writes.map((w) => w.name.ar),
          writes.map((w) => w.uniqueName),
          writes.map((w) => JSON.stringify(w.data)),
          writes.map((w) => w.searchText),
          writes.map((w) => w.userId),
        ],
      );
    },

    /** How many notifications addressed to the user are unread (the bell). */
    async countUnread(userId: string): Promise<number> {
      const [row] = await q.query<{ count: string }>(
        `select count(*) from records where kind = 'notification' and user_id = $1
           and coalesce((data->>'read')::boolean, false) = false`,
        [userId],
      );
      return Number(row.count);
    },

    /** Marks every notification of the user read; returns how many changed. */
    async markAllRead(userId: string): Promise<number> {
      const rows = await q.query(
        `update records set data = data || '{"read": true}'::jsonb, version = version + 1, updated_at = now()
         where kind = 'notification' and user_id = $1 and coalesce((data->>'read')::boolean, false) = false returning id`,
        [userId],
      );
      return rows.length;
    },

    /** Rewrites the record if its version still matches; false when it is missing or stale. */
    async update(kind: string, id: string, version: number, w: RecordWrite) {
      const rows = await q.query(
        `update records set name_en = $4, name_ar = $5, data = $6, search_text = $7, user_id = $8,
           version = version + 1, updated_at = now()
         where kind = $1 and id = $2 and version = $3 returning id`,
        [kind, id, version, w.name.en, w.name.ar, JSON.stringify(w.data), w.searchText, w.userId],
      );
      return rows.length > 0;
    },

    async replaceRefs(recordId: string, refs: { field: string; targetId: string }[]) {
      await q.query('delete from record_refs where record_id = $1', [recordId]);
      if (!refs.length) return;
      await q.query(
        `insert into record_refs (record_id, field, target_id)
         select $1, f, t from unnest($2::text[], $3::uuid[]) as x(f, t) on conflict do nothing`,
        [recordId, refs.map((r) => r.field), refs.map((r) => r.targetId)],
      );
    },

    /** What refers to a record, counted by the referring kind. */
    async usage(id: string) {
      const rows = await q.query<{ kind: string; count: string }>(
        `select r.kind, count(distinct r.id) as count from record_refs f join records r on r.id = f.record_id
         where f.target_id = $1 group by r.kind order by r.kind`,
        [id],
      );
      return rows.map((r) => ({ kind: r.kind, count: Number(r.count) }));
    },

    async remove(kind: string, id: string) {
      const rows = await q.query('delete from records where kind = $1 and id = $2 returning id', [kind, id]);
      return rows.length > 0;
    },

    /** How many records of a kind exist (the analytics counts). */
    async count(kind: string) {
      const [{ count }] = await q.query<{ count: string }>('select count(*) from records where kind = $1', [kind]);
      return Number(count);
    },
  };
}

export type RecordsRepository = ReturnType<typeof recordsRepository>;
