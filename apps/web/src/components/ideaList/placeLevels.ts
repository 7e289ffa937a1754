import { type HierarchyField, IDEA_HIERARCHY, type MasterDataName } from '@fikra/shared';

type Places = Partial<Record<HierarchyField, string[]>>;

/**
 * After `changed` got a new choice: every level below it keeps only the records that are under one of the
 * records chosen on its parent level (a parent level with nothing chosen restricts nothing). `names` gives each
 * level's records with their parents; a level whose list is not known yet keeps its choice.
 */
export function keepUnderParents(
  places: Places,
  changed: HierarchyField,
  names: Partial<Record<HierarchyField, MasterDataName[]>>,
) {
  const next: Places = { ...places };
  const touched = new Set<HierarchyField>([changed]);
  // records dropped here: what was chosen under only them goes too, even when their level is left empty
  const dropped = new Set<string>();
  for (const level of IDEA_HIERARCHY) {
    if (!('parent' in level) || !touched.has(level.parent)) continue;
    const parentIds = next[level.parent] ?? [];
    const known = names[level.field];
    const chosen = next[level.field] ?? [];
    if (!known || !chosen.length) continue;
    const parentsOf = new Map(known.map((n) => [n._id, n.parentIds ?? []]));
    const kept = chosen.filter((id) => {
      const parents = parentsOf.get(id) ?? [];
      return parentIds.length
        ? parents.some((p) => parentIds.includes(p))
        : !parents.length || !parents.every((p) => dropped.has(p));
    });
    if (kept.length !== chosen.length) {
      for (const id of chosen) if (!kept.includes(id)) dropped.add(id);
      next[level.field] = kept;
      touched.add(level.field);
    }
  }
  return next;
}
