import type { Tx } from '../db/client.js';

/**
 * Where records keep file ids. Columns with a foreign key to files(id) (employee_sheets.file_id and any
 * later table that uses one) are found from the catalog; ids kept in jsonb lists or text are listed here.
 * A feature that keeps file ids in jsonb or text adds its line below, or its files are cleaned up.
 */
const jsonList = (table: string, expr: string) =>
  `select coalesce(e->>'_id', e #>> '{}') as id from ${table}
   cross join lateral jsonb_array_elements(case jsonb_typeof(${expr}) when 'array' then ${expr} else '[]'::jsonb end) e`;

const UUID_PATTERN = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

const NON_FK_REFERENCES = [
  jsonList('ideas', 'files_related'),
  jsonList('ideas', 'operator_img'),
  jsonList('ideas', `status->'implemented'->'before'`),
  jsonList('ideas', `status->'implemented'->'after'`),
  `select lower(substring(image from '${UUID_PATTERN}')) as id from users where image is not null`,
];

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A query listing every referenced file id (as text), for use as a CTE. */
export async function referencedFilesQuery(db: Tx): Promise<string> {
  const fks = await db.query<{ tbl: string; col: string }>(
    `select c.conrelid::regclass::text as tbl, a.attname as col
       from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'files'::regclass and c.conrelid <> 'file_chunks'::regclass`,
  );
  const fkQueries = fks.map(
    ({ tbl, col }) => `select ${quoteIdent(col)}::text as id from ${tbl} where ${quoteIdent(col)} is not null`,
  );
  return [...NON_FK_REFERENCES, ...fkQueries].join('\n union all\n');
}

export async function isFileReferenced(db: Tx, id: string): Promise<boolean> {
  const [row] = await db.query<{ used: boolean }>(
    `with referenced as (${await referencedFilesQuery(db)}) select exists (select 1 from referenced where id = $1) as used`,
    [id],
  );
  return row.used;
}
