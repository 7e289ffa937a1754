import { ADMIN_ROLE, type ListEnvelope, type UserOutput } from '@fikra/shared';
import type { Tx } from '../db/client.js';
import { iso, likePattern, pageClause } from './sql.js';

const USER_SELECT = `
  select u.*, c.name_en as company_en, c.name_ar as company_ar, f.name_en as fbu_en, f.name_ar as fbu_ar
  from users u
  left join master_data c on c.id = u.company_id
  left join master_data f on f.id = u.factory_business_unit_id`;

export interface UserRow {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  user_code: string | null;
  mobile: string | null;
  user_type: string;
  company_id: string | null;
  factory_business_unit_id: string | null;
  company_en: string | null;
  company_ar: string | null;
  fbu_en: string | null;
  fbu_ar: string | null;
  image: string | null;
  default_lang: string;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

export function toUser(r: UserRow): UserOutput {
  return {
    _id: r.id,
    username: r.username,
    email: r.email,
    userCode: r.user_code,
    mobile: r.mobile,
    userType: r.user_type,
    company: r.company_id ? { _id: r.company_id, name: { en: r.company_en ?? '', ar: r.company_ar ?? '' } } : null,
    factoryBusinessUnit: r.factory_business_unit_id
      ? { _id: r.factory_business_unit_id, name: { en: r.fbu_en ?? '', ar: r.fbu_ar ?? '' } }
      : null,
    image: r.image,
    defaultLang: r.default_lang,
    version: r.version,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

/** The `users` table. */
export function usersRepository(db: Tx) {
  return {
    async findById(id: string) {
      const [row] = await db.query<UserRow>(`${USER_SELECT} where u.id = $1`, [id]);
      return row;
    },
    async findByEmail(email: string) {
      const [row] = await db.query<UserRow>(`${USER_SELECT} where u.email = $1`, [email.toLowerCase()]);
      return row;
    },
    async findByCode(code: string) {
      const [row] = await db.query<UserRow>(`${USER_SELECT} where u.user_code = $1 order by u.created_at limit 1`, [code]);
      return row;
    },
    async list(opts: { page: number; limit: number; search?: string }): Promise<ListEnvelope<UserOutput>> {
      const params: unknown[] = [];
      let where = '';
      if (opts.search) {
        params.push(likePattern(opts.search));
        where = 'where u.username ilike $1 or u.email ilike $1 or u.user_code ilike $1 or u.mobile ilike $1';
      }
      const [{ count }] = await db.query<{ count: string }>(`select count(*) from users u ${where}`, params);
      const rows = await db.query<UserRow>(
        `${USER_SELECT} ${where} order by u.created_at desc, u.id ${pageClause(opts.page, opts.limit)}`,
        params,
      );
      return { data: rows.map(toUser), total: Number(count), page: opts.page, limit: opts.limit };
    },
    async listCodes() {
      return db.query<{ _id: string; username: string; userCode: string }>(
        `select id as "_id", username, user_code as "userCode" from users where user_code is not null order by user_code`,
      );
    },
    async countAdmins() {
      const [{ count }] = await db.query<{ count: string }>('select count(*) from users where user_type = $1', [ADMIN_ROLE]);
      return Number(count);
    },
    /**
     * Locks every ADMIN row until the transaction ends and returns their ids: two transactions that each
     * demote or delete an ADMIN queue here, so the second one counts what the first one left.
     */
    async lockAdmins(): Promise<string[]> {
      const rows = await db.query<{ id: string }>('select id from users where user_type = $1 order by id for update', [
        ADMIN_ROLE,
      ]);
      return rows.map((r) => r.id);
    },
    async count() {
      const [{ count }] = await db.query<{ count: string }>('select count(*) from users');
      return Number(count);
    },
    async emailTaken(email: string, exceptId?: string) {
      const rows = await db.query('select 1 from users where email = $1 and id <> coalesce($2::uuid, gen_random_uuid())', [
        email,
        exceptId ?? null,
      ]);
      return rows.length > 0;
    },
    async insert(u: {
      username: string;
      email: string;
      passwordHash: string;
      userCode?: string | null;
      mobile?: string | null;
      userType: string;
      companyId?: string | null;
      factoryBusinessUnitId?: string | null;
      defaultLang?: string;
    }) {
      const [row] = await db.query<{ id: string }>(
        `insert into users (username, email, password_hash, user_code, mobile, user_type, company_id, factory_business_unit_id, default_lang)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9) returning id`,
        [
          u.username,
          u.email,
          u.passwordHash,
          u.userCode ?? null,
          u.mobile ?? null,
          u.userType,
          u.companyId ?? null,
          u.factoryBusinessUnitId ?? null,
          u.defaultLang ?? 'en',
        ],
      );
      return row.id;
    },
    /** Updates the given columns if the version still matches; returns false when it was stale. */
    async update(id: string, version: number, fields: Record<string, unknown>) {
      const cols = Object.keys(fields);
      const sets = cols.map((c, i) => `${c} = $${i + 3}`);
      const rows = await db.query(
        `update users set ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')}
         where id = $1 and version = $2 returning id`,
        [id, version, ...cols.map((c) => fields[c])],
      );
      return rows.length > 0;
    },
    async remove(id: string) {
      await db.query('delete from users where id = $1', [id]);
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
