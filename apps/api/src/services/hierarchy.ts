import { type HierarchyField, hierarchyMismatch, IDEA_HIERARCHY, type IdeaSubmission } from '@fikra/shared';
import { masterDataRepository } from '../data/masterData.repository.js';
import type { Tx } from '../db/client.js';
import { catalogued, validationFailed } from '../plugins/errors.js';

/** The first company a factory business unit belongs to, or null. */
export function firstCompanyOf(q: Tx, factoryBusinessUnitId: string): Promise<string | null> {
  return masterDataRepository(q).firstParentOfKind(factoryBusinessUnitId, 'company');
}

const LABELS = Object.fromEntries(IDEA_HIERARCHY.map((l) => [l.field, l.label])) as Record<HierarchyField, string>;

/**
 * The hierarchy rule of an idea (submission and edit alike): each chosen level must exist, be of its kind, and
 * sit under the chosen level above it (an area section under the chosen factory business unit, a stage under
 * the chosen department...). Without a company, the factory business unit's company is used.
 */
export async function resolveHierarchy(q: Tx, input: IdeaSubmission): Promise<Record<HierarchyField, string | null>> {
  const chosen = Object.fromEntries(IDEA_HIERARCHY.map((l) => [l.field, (input[l.field] as string | undefined) ?? null]));
  const ids = Object.values(chosen).filter((id): id is string => !!id);
  const nodes = new Map((await masterDataRepository(q).nodes(ids)).map((n) => [n.id, n]));
  for (const level of IDEA_HIERARCHY) {
    const id = chosen[level.field];
    if (!id) continue;
    const node = nodes.get(id);
    if (!node || node.kind !== level.kind) throw validationFailed(level.field, 'notFound', { label: level.label });
    if (!('parent' in level)) continue;
    const parentId = chosen[level.parent];
    const optionalParent = level.field === 'factoryBusinessUnit';
    if (parentId ? !node.parents.includes(parentId) : !optionalParent) {
      throw validationFailed(level.field, catalogued(hierarchyMismatch(level.label, LABELS[level.parent])));
    }
  }
  const factory = chosen.factoryBusinessUnit as string;
  return { ...chosen, company: chosen.company ?? (await firstCompanyOf(q, factory)) } as Record<HierarchyField, string | null>;
}
