import { type HierarchyField, hierarchyMismatch, hierarchyNotFound, IDEA_HIERARCHY, type IdeaSubmission } from '@fikra/shared';
import { validationFailed } from '../plugins/errors.js';
import type { Database, Tx } from './client.js';

/** Master-data records with their kind and parent ids. */
async function hierarchyNodes(db: Database | Tx, ids: string[]) {
  if (!ids.length) return [];
  return db.query<{ id: string; kind: string; parents: string[] }>(
    `select m.id, m.kind, coalesce(array_agg(p.parent_id::text) filter (where p.parent_id is not null), '{}') as parents
       from master_data m left join master_data_parents p on p.child_id = m.id
      where m.id = any($1::uuid[]) group by m.id, m.kind`,
    [ids],
  );
}

/** The first company a factory business unit belongs to, or null. */
export async function firstCompanyOf(db: Database | Tx, factoryBusinessUnitId: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `select p.parent_id as id from master_data_parents p join master_data m on m.id = p.parent_id
      where p.child_id = $1 and m.kind = 'company' order by m.created_at, m.id limit 1`,
    [factoryBusinessUnitId],
  );
  return row?.id ?? null;
}

const LABELS = Object.fromEntries(IDEA_HIERARCHY.map((l) => [l.field, l.label])) as Record<HierarchyField, string>;

/**
 * Each chosen level must exist, be of its kind, and sit under the chosen level above it (an area section
 * under the chosen factory business unit, a stage under the chosen department...). Without a company, the
 * factory business unit's company is used.
 */
export async function resolveHierarchy(db: Database | Tx, input: IdeaSubmission): Promise<Record<HierarchyField, string | null>> {
  const chosen = Object.fromEntries(IDEA_HIERARCHY.map((l) => [l.field, (input[l.field] as string | undefined) ?? null]));
  const nodes = new Map(
    (
      await hierarchyNodes(
        db,
        Object.values(chosen).filter((id): id is string => !!id),
      )
    ).map((n) => [n.id, n]),
  );
  for (const level of IDEA_HIERARCHY) {
    const id = chosen[level.field];
    if (!id) continue;
    const node = nodes.get(id);
    if (!node || node.kind !== level.kind) throw validationFailed(level.field, hierarchyNotFound(level.label));
    if (!('parent' in level)) continue;
    const parentId = chosen[level.parent];
    const optionalParent = level.field === 'factoryBusinessUnit';
    if (parentId ? !node.parents.includes(parentId) : !optionalParent) {
      throw validationFailed(level.field, hierarchyMismatch(level.label, LABELS[level.parent]));
    }
  }
  const factory = chosen.factoryBusinessUnit as string;
  return { ...chosen, company: chosen.company ?? (await firstCompanyOf(db, factory)) } as Record<HierarchyField, string | null>;
}
