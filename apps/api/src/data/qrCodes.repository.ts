import { randomBytes } from 'node:crypto';
import type { Tx } from '../db/client.js';

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

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 10 base-62 characters (about 59 bits): short enough to type from a poster, too many to guess. */
function newToken(): string {
  return Array.from(randomBytes(10), (b) => BASE62[b % 62]).join('');
}

/** The qr_codes table, and the master-data reads a poster needs (records with their parents, by id or parent). */
export function qrCodesRepository(q: Tx) {
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

    /** The token of a record printed along `path` (top-down ids), created the first time. */
    async tokenFor(masterDataId: string, path: string[]): Promise<string> {
      await q.query(
        `insert into qr_codes (token, master_data_id, path) values ($1, $2, $3::jsonb)
         on conflict (master_data_id, path) do nothing`,
        [newToken(), masterDataId, JSON.stringify(path)],
      );
      const [row] = await q.query<{ token: string }>(
        'select token from qr_codes where master_data_id = $1 and path = $2::jsonb',
        [masterDataId, JSON.stringify(path)],
      );
      return row.token;
    },

    async findByToken(token: string): Promise<{ masterDataId: string; path: string[] } | undefined> {
      const [row] = await q.query<{ master_data_id: string; path: string[] }>(
        'select master_data_id, path from qr_codes where token = $1',
        [token],
      );
      return row && { masterDataId: row.master_data_id, path: row.path };
    },
  };
}
