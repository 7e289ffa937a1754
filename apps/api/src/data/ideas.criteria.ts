import { setImmediate } from 'node:timers/promises';
import {
  type BankSpreadFilter,
  type IdeaBankSource,
  type IdeaFilter,
  type IdeaSort,
  replicationTypesOf,
  STATUS_KEYS,
} from '@fikra/shared';
import type { Tx } from '../db/client.js';
import { IDEA_REFS } from './ideas.row.js';
import { likePattern } from './sql.js';

/** What narrows a list, an export or a count: the filter body, a search and the caller's unit scope. */
export interface IdeaCriteria {
  filter: IdeaFilter;
  search?: string;
  /** undefined: every unit; a string: only that factory business unit; null: a unit-scoped user without one */
  unit?: string | null;
  /** an idea bank: implemented and accepted ideas, submitted through the form or imported (issue 11) */
  bank?: IdeaBankSource;
  /** submitted ideas only (false: the admin list and its export) or imported ones only (true: allImported) */
  imported?: boolean;
  /**
   * the idea banks' spread filter (decision 032): replications proposed to the unit, or the unit's ideas spread
   * to others (unit null: any unit)
   */
  spread?: { side: BankSpreadFilter; unit: string | null };
}

/** Each level of the place filters its own column (each has an index: 0001_init.sql, 0002_ideas_indexes.sql). */
const IN_FILTERS = IDEA_REFS.map(([field, column]) => [`${field}._id` as const, column] as const);

/** The table a list's count and page ids are read from: `ideas`, or the narrow search table of 0018. */
export type IdeaSource = 'ideas' | 'idea_search';

/** What idea_search (0018_idea_search.sql) holds besides the searched text. */
const SEARCH_TABLE_COLUMNS = new Set(['id', 'imported', 'factory_business_unit_id', 'created_at']);

/**
 * SQL conditions on `<source> i` with numbered parameters, and the source. Empty `in` lists are ignored (spec
 * §5). A search matches the lower-cased text of idea_search with LIKE (what ILIKE does on every row, done once
 * when the idea is written), or the idea number when the search is a number. For a page in `pageSort` order, a
 * search whose other conditions and order need no more than idea_search holds reads that narrow table alone
 * (decision 022); otherwise, and without `pageSort` (a walk reading the ideas' own columns), the source is
 * `ideas`, where a search is a semi-join on idea_search.
 */
export function ideaConditions(c: IdeaCriteria, pageSort?: IdeaSort) {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const columns = new Set<string>();
  const param = (v: unknown) => `$${params.push(v)}`;
  const col = (name: string) => {
    columns.add(name);
    return `i.${name}`;
  };
  if (c.unit === null) clauses.push('false');
  else if (c.unit !== undefined) clauses.push(`${col('factory_business_unit_id')} = ${param(c.unit)}::uuid`);
  // literal, not a parameter: the partial list indexes of 0014_imported_ideas.sql are chosen on it
  if (c.imported !== undefined) clauses.push(c.imported ? col('imported') : `not ${col('imported')}`);
  // the same predicate as the partial index ideas_bank of 0008_idea_bank.sql
  if (c.bank)
    clauses.push(
      `(${col('implemented_value')} and (${col('status')}->'implemented'->>'accepted') = 'true' and ${col('imported')} = ${param(c.bank === 'imported')})`,
    );
  if (c.spread) {
    const link = c.spread.side === 'proposedToMyUnit' ? 'replication_id' : 'original_id';
    clauses.push(`exists (select 1 from idea_replications l where l.${link} = ${col('id')})`);
    if (c.spread.unit) clauses.push(`${col('factory_business_unit_id')} = ${param(c.spread.unit)}::uuid`);
  }
  for (const [key, column] of IN_FILTERS) {
    const ids = c.filter[key]?.in ?? [];
    // one id as "=" keeps the (unit, created_at) index order usable for the page
    if (ids.length === 1) clauses.push(`${col(column)} = ${param(ids[0])}::uuid`);
    else if (ids.length > 1) clauses.push(`${col(column)} = any(${param(ids)}::uuid[])`);
  }
  for (const key of STATUS_KEYS) {
    const value = c.filter[`status.${key}.value`];
    if (value !== undefined) clauses.push(`${col(`${key}_value`)} = ${param(value)}`);
  }
  const replication = replicationTypesOf(c.filter['status.replicated.type']);
  if (replication.length === 1) clauses.push(`${col('replication_type')} = ${param(replication[0])}`);
  else if (replication.length > 1) clauses.push(`${col('replication_type')} = any(${param(replication)}::text[])`);
  if (c.filter.createdAt?.gte) clauses.push(`${col('created_at')} >= ${param(c.filter.createdAt.gte)}::timestamptz`);
  if (c.filter.createdAt?.lte) clauses.push(`${col('created_at')} <= ${param(endOfDay(c.filter.createdAt.lte))}::timestamptz`);
  const search = c.search?.trim();
  const narrow =
    !!search &&
    pageSort !== undefined &&
    sortParts(pageSort).keys.length === 2 &&
    [...columns].every((column) => SEARCH_TABLE_COLUMNS.has(column));
  const source: IdeaSource = narrow ? 'idea_search' : 'ideas';
  if (search) {
    const like = `lower(${param(likePattern(search))})`;
    const number = /^\d{1,15}$/.test(search) ? param(Number(search)) : undefined;
    if (source === 'idea_search') {
      const byNumber = number ? ` or i.id = any(array(select n.id from ideas n where n.idea_number = ${number}))` : '';
      clauses.push(`(i.search_text like ${like}${byNumber})`);
    } else {
      const byNumber = number ? ` or i.idea_number = ${number}` : '';
      clauses.push(`(i.id in (select s.id from idea_search s where s.search_text like ${like})${byNumber})`);
    }
  }
  return { where: clauses.length ? `where ${clauses.join(' and ')}` : '', params, source };
}

/** A bare date as the upper bound means "until the end of that day" (UTC). */
function endOfDay(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : value;
}

/**
 * Each sort: its leading key and direction. Ties break on (created_at, id) in the same direction, which
 * gives a unique order that an export can walk in batches (keyset) without holding a transaction open.
 */
const SORT_KEYS: Record<string, string> = {
  createdAt: '',
  ideaNumber: 'i.idea_number',
  priority: "(i.priority = 'High')",
  totalTicks: 'i.total_ticks',
  savings: 'i.savings',
};

export function sortParts(sort: IdeaSort) {
  const desc = sort.startsWith('-');
  const key = SORT_KEYS[desc ? sort.slice(1) : sort];
  const keys = [...(key ? [key] : []), 'i.created_at', 'i.id'];
  const dir = desc ? 'desc' : 'asc';
  return { keys, dir, orderBy: `order by ${keys.map((k) => `${k} ${dir}`).join(', ')}` };
}

/**
 * Walks every idea matching in the requested order, `batchSize` rows of `columns` at a time. Each batch is its
 * own query that continues after the last row of the one before (keyset), so memory stays bounded and nothing
 * is held open between batches (PGlite serves other requests meanwhile); the next batch is read while the
 * caller works on the current one.
 */
export async function* walk(db: Tx, c: IdeaCriteria, sort: IdeaSort, batchSize: number, columns: string) {
  const { keys, dir, orderBy } = sortParts(sort);
  const fetchAfter = (after?: string[]) => {
    const { where, params } = ideaConditions(c);
    let keyset = '';
    if (after) {
      const bounds = after.map((v, n) => `$${params.push(v)}::${keyType(keys[n])}`);
      keyset = `${where ? 'and' : 'where'} (${keys.join(', ')}) ${dir === 'desc' ? '<' : '>'} (${bounds.join(', ')})`;
    }
    // the cursor travels as text: a timestamptz has microseconds that a JS Date would lose
    return db.query<BatchRow>(
      `select ${columns}, ${keys.map((k, n) => `${k}::text as k_cursor${n}`).join(', ')} from ideas i ${where} ${keyset} ${orderBy} limit ${Number(batchSize)}`,
      params,
    );
  };
  let next: Promise<BatchRow[]> | undefined = fetchAfter();
  while (next) {
    const rows: BatchRow[] = await next;
    const last = rows[rows.length - 1];
    next = rows.length === batchSize ? fetchAfter(keys.map((_, n) => last[`k_cursor${n}`] as string)) : undefined;
    next?.catch(() => {}); // if the download is abandoned meanwhile, nobody awaits it: no unhandled rejection
    if (rows.length === 0) return;
    yield rows;
    // let the event loop breathe between batches: on PGlite queries never leave it, and without this the
    // response would not flush (nor other requests run) until the whole walk is done
    await setImmediate();
  }
}

type BatchRow = Record<string, unknown> & { id?: string };

function keyType(key: string): string {
  if (key === 'i.id') return 'uuid';
  if (key === 'i.created_at') return 'timestamptz';
  if (key.startsWith('(')) return 'boolean';
  return key === 'i.savings' ? 'numeric' : 'bigint';
}

/**
 * The total and one page of rows in ONE statement (one round trip, one pool connection): the count and the
 * page's ids are planned separately on the ideas table alone (index-only scans for the usual filters) or, for a
 * plain search, on the search table alone (see ideaConditions); then only the page's rows are read, `columns`
 * of `ideas i` (and of `joins`), in the requested order.
 */
export async function pageRows<Row extends { id: string | null }>(
  db: Tx,
  c: IdeaCriteria,
  sort: IdeaSort,
  page: number,
  limit: number,
  columns: string,
  joins = '',
): Promise<{ rows: Row[]; total: number }> {
  const { where, params, source } = ideaConditions(c, sort);
  const { keys, dir, orderBy } = sortParts(sort);
  const offset = (Number(page) - 1) * Number(limit);
  // the page's sort keys travel with its ids, so the rows keep their order whatever columns are read
  const sortKeys = keys.map((k, n) => `${k} as page_k${n}`).join(', ');
  const rows = await db.query<Row & { total: number }>(
    `select t.total, p.* from (select count(*)::int as total from ${source} i ${where}) t
     left join lateral (
       select ${keys.map((_, n) => `ids.page_k${n}`).join(', ')}, ${columns} from ideas i ${joins}
       join (select i.id as page_id, ${sortKeys} from ${source} i ${where} ${orderBy} limit ${Number(limit)} offset ${offset}) ids
         on ids.page_id = i.id
     ) p on true
     order by ${keys.map((_, n) => `p.page_k${n} ${dir}`).join(', ')}`,
    params,
  );
  return { rows: rows.filter((r) => r.id !== null), total: rows[0]?.total ?? 0 };
}
