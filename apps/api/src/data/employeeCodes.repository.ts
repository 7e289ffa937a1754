import type { EmployeeCodeRow, EmployeeSheetOutput } from '@fikra/shared';
import type { Tx } from '../db/client.js';
import { iso, likePattern, pageClause } from './sql.js';

interface SheetRow {
  id: string;
  file_id: string | null;
  filename: string | null;
  content_type: string | null;
  row_count: number;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const SHEET_SELECT = `select s.*, f.filename, f.content_type from employee_sheets s left join files f on f.id = s.file_id`;

export const toSheetOutput = (r: SheetRow): EmployeeSheetOutput => ({
  _id: r.id,
  fileId: r.file_id,
  file: r.file_id ? { _id: r.file_id, filename: r.filename ?? '', contentType: r.content_type ?? '' } : null,
  rowCount: r.row_count,
  version: r.version,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

/** The `employee_sheets` and `employee_codes` tables. */
export function employeeCodesRepository(db: Tx) {
  return {
    /** The sheet in force: the newest one. */
    async current() {
      const [row] = await db.query<SheetRow>(`${SHEET_SELECT} order by s.created_at desc, s.id desc limit 1`);
      return row ? toSheetOutput(row) : undefined;
    },
    async find(id: string) {
      const [row] = await db.query<SheetRow>(`${SHEET_SELECT} where s.id = $1`, [id]);
      return row ? toSheetOutput(row) : undefined;
    },
    async create(fileId: string | null): Promise<string> {
      const [row] = await db.query<{ id: string }>('insert into employee_sheets (file_id) values ($1) returning id', [fileId]);
      return row.id;
    },
    /** Changes the sheet's file if `version` is current; false when stale. */
    async setFile(id: string, version: number, fileId: string): Promise<boolean> {
      const rows = await db.query(
        `update employee_sheets set file_id = $3, version = version + 1, updated_at = now()
          where id = $1 and version = $2 returning id`,
        [id, version, fileId],
      );
      return rows.length > 0;
    },
    /** Deletes the sheet and, with it, its codes. */
    async remove(id: string): Promise<boolean> {
      return (await db.query('delete from employee_sheets where id = $1 returning id', [id])).length > 0;
    },
    /**
     * Replaces every code with the given rows under `sheetId` and drops the older sheets; call inside a
     * transaction so lookups see either the old codes or the new ones, never a mix.
     */
    /**
     * Serialises replacements: two uploads at once each inserted a sheet and then deleted the other's, a
     * deadlock on PostgreSQL. Taken first in the replacing transaction; readers are not blocked.
     */
    async lockForReplace() {
      await db.query('lock table employee_sheets in share row exclusive mode');
    },

    async replaceCodes(sheetId: string, rows: EmployeeCodeRow[]) {
      await db.query('delete from employee_codes');
      await db.query('delete from employee_sheets where id <> $1', [sheetId]);
      await db.query(
        `insert into employee_codes (code, name, mobile, sheet_id)
         select code, name, nullif(mobile, ''), $4 from unnest($1::text[], $2::text[], $3::text[]) as r(code, name, mobile)`,
        [rows.map((r) => r.code), rows.map((r) => r.name), rows.map((r) => r.mobile ?? ''), sheetId],
      );
      await db.query('update employee_sheets set row_count = $2, version = version + 1, updated_at = now() where id = $1', [
        sheetId,
        rows.length,
      ]);
    },
    /** A page of the codes in force, by code, those whose code or name contains `search` (the sheet page). */
    async listCodes(q: { page: number; limit: number; search?: string }) {
      const params: unknown[] = [];
      let where = '';
      if (q.search) {
        params.push(likePattern(q.search.toLowerCase()));
        where = `where lower(code) like $1 or lower(name) like $1`;
      }
      const rows = await db.query<{ code: string; name: string; mobile: string | null; total: string }>(
        `select code, name, mobile, count(*) over () as total from employee_codes ${where}
          order by code ${pageClause(q.page, q.limit)}`,
        params,
      );
      let total = rows.length ? Number(rows[0].total) : 0;
      if (!rows.length && q.page > 1) {
        const [count] = await db.query<{ n: string }>(`select count(*) as n from employee_codes ${where}`, params);
        total = Number(count.n);
      }
      return {
        data: rows.map((r) => ({ code: r.code, name: r.name, mobile: r.mobile ?? '' })),
        total,
        page: q.page,
        limit: q.limit,
      };
    },
    async findByCode(code: string) {
      const [row] = await db.query<{ name: string; mobile: string | null }>(
        'select name, mobile from employee_codes where code = $1',
        [code],
      );
      return row;
    },
  };
}
