import type { EmailPreference } from '@fikra/shared';
import type { Tx } from '../db/client.js';

/** A user who is told about an idea: in the app, and by e-mail as they chose, in their language. */
export interface Addressee {
  id: string;
  username: string;
  email: string;
  lang: 'ar' | 'en';
  emailPreference: EmailPreference;
}

interface AddresseeRow {
  id: string;
  username: string;
  email: string;
  default_lang: string;
  email_pref: EmailPreference | null;
}

const SELECT = `select u.id, u.username, u.email, u.default_lang, p.email as email_pref
  from users u left join notification_preferences p on p.user_id = u.id`;

const toAddressee = (r: AddresseeRow): Addressee => ({
  id: r.id,
  username: r.username,
  email: r.email,
  lang: r.default_lang === 'en' ? 'en' : 'ar',
  emailPreference: r.email_pref ?? 'immediate',
});

/** Who the notifications reach, from the users table (the users repository owns its writes). */
export function usersNotifyQueries(q: Tx) {
  return {
    /** Users of the roles that decide on ideas: `everywhere` roles in any unit, `inUnit` roles only in the idea's unit. */
    async deciders(roles: { everywhere: string[]; inUnit: string[] }, unitId: string | null): Promise<Addressee[]> {
      const rows = await q.query<AddresseeRow>(
        `${SELECT} where u.user_type = any($1::text[]) or (u.user_type = any($2::text[]) and u.factory_business_unit_id = $3)
         order by u.username, u.id`,
        [roles.everywhere, roles.inUnit, unitId],
      );
      return rows.map(toAddressee);
    },

    /** Users whose user code or name (any letter case) is one of `names`: the evaluation's responsible people, the presenter. */
    async byNameOrCode(names: string[], codesOnly = false): Promise<Addressee[]> {
      const wanted = [...new Set(names.map((n) => n.trim().toLowerCase()).filter(Boolean))];
      if (!wanted.length) return [];
      const rows = await q.query<AddresseeRow>(
        `${SELECT} where lower(u.user_code) = any($1::text[]) ${codesOnly ? '' : 'or lower(u.username) = any($1::text[])'}
         order by u.username, u.id`,
        [wanted],
      );
      return rows.map(toAddressee);
    },

    async findMany(ids: string[]): Promise<Addressee[]> {
      if (!ids.length) return [];
      return (await q.query<AddresseeRow>(`${SELECT} where u.id = any($1::uuid[])`, [ids])).map(toAddressee);
    },

    /** Users who chose the daily digest. */
    async digestReaders(): Promise<Addressee[]> {
      return (await q.query<AddresseeRow>(`${SELECT} where p.email = 'digest' order by u.id`)).map(toAddressee);
    },
  };
}
