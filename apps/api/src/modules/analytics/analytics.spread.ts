import { type IdeaStatus, type SpreadFigures, spreadStateOf } from '@fikra/shared';
import type { Database } from '../../db/client.js';
import type { AnalyticsCriteria } from './analytics.queries.js';

interface SpreadRow {
  original_id: string;
  original_savings: number;
  replication_id: string | null;
  unit_id: string | null;
  unit_en: string | null;
  unit_ar: string | null;
  status: IdeaStatus | null;
  savings: number | null;
  proposed_at: Date | string | null;
}

/**
 * The dashboard's Spread view (issue 32, decision 032), part of its read model: the ideas implemented in the
 * period that can be replicated (replications themselves aside), within the company / unit filters and the
 * caller's unit scope, which apply to the ORIGINAL's unit, and each of their replications with its state. One
 * statement; the states come from the shared rule (spreadStateOf) so the page and the dashboard agree.
 */
const SPREAD_SQL = `
  with originals as (
    select id, savings from ideas
     where progress >= 3
       and (status->'evaluated'->>'canBeReplicated' = 'true' or status->'approved'->>'canBeReplicated' = 'true')
       and not exists (select 1 from idea_replications x where x.replication_id = ideas.id)
       and implemented_at >= $1::timestamptz and implemented_at < $2::timestamptz
       and ($3::uuid is null or company_id = $3::uuid)
       and ($4::uuid is null or factory_business_unit_id = $4::uuid)
       and ($5::uuid is null or factory_business_unit_id = $5::uuid))
  select o.id as original_id, o.savings::float8 as original_savings, r.id as replication_id,
         r.factory_business_unit_id as unit_id, u.name_en as unit_en, u.name_ar as unit_ar,
         r.status, r.savings::float8 as savings, l.proposed_at
    from originals o
    left join idea_replications l on l.original_id = o.id
    left join ideas r on r.id = l.replication_id
    left join master_data u on u.id = r.factory_business_unit_id`;

const rate = (part: number, whole: number) => (whole ? part / whole : null);

/** The originals and replications of the period (no rows without criteria: a caller who may see no unit). */
export const spreadRows = (db: Database, c: AnalyticsCriteria | null) =>
  c ? db.query<SpreadRow>(SPREAD_SQL, [c.start, c.end, c.company, c.unit, c.scopeUnit]) : Promise.resolve([]);

/** The Spread view's figures from its rows. */
export function spreadFigures(rows: SpreadRow[]): SpreadFigures {
  const originals = new Map<string, { savings: number; proposed: boolean }>();
  const units = new Map<string, SpreadFigures['units'][number]>();
  let implemented = 0;
  let declined = 0;
  let addedSavings = 0;
  const days: number[] = [];
  for (const row of rows) {
    const original = originals.get(row.original_id) ?? { savings: Number(row.original_savings), proposed: false };
    originals.set(row.original_id, original);
    if (!row.replication_id || !row.status) continue;
    original.proposed = true;
    const key = row.unit_id ?? '';
    const unit = units.get(key) ?? {
      unit: row.unit_id ? { _id: row.unit_id, name: { en: row.unit_en ?? '', ar: row.unit_ar ?? '' } } : null,
      proposed: 0,
      implemented: 0,
      declined: 0,
      adoptionRate: null,
      savings: 0,
    };
    units.set(key, unit);
    unit.proposed++;
    const state = spreadStateOf(row.status);
    if (state === 'implemented') {
      implemented++;
      unit.implemented++;
      const savings = Number(row.savings ?? 0);
      unit.savings += savings;
      addedSavings += savings;
      const at = row.status.implemented.date;
      if (at && row.proposed_at) days.push((Date.parse(at) - new Date(row.proposed_at).getTime()) / 86_400_000);
    } else if (state === 'declined') {
      declined++;
      unit.declined++;
    }
  }
  const replications = [...units.values()].reduce((n, u) => n + u.proposed, 0);
  const proposedOriginals = [...originals.values()].filter((o) => o.proposed);
  return {
    replicable: originals.size,
    proposedIdeas: proposedOriginals.length,
    replications,
    implemented,
    declined,
    adoptionRate: rate(implemented, replications),
    averageDaysToImplement: days.length ? days.reduce((a, b) => a + b, 0) / days.length : null,
    originalSavings: proposedOriginals.reduce((sum, o) => sum + o.savings, 0),
    addedSavings,
    units: [...units.values()]
      .map((u) => ({ ...u, adoptionRate: rate(u.implemented, u.proposed) }))
      .sort((a, b) => b.proposed - a.proposed || (a.unit?.name.en ?? '').localeCompare(b.unit?.name.en ?? '')),
  };
}
