import { unitScopeOf } from '@fikra/shared';
import type { IdeaCriteria } from '../data/ideas.repository.js';
import type { AuthUser } from '../plugins/auth.js';

/**
 * What a user may list of ideas: the given criteria inside the user's unit scope (MBUL and KEY_OWNER only ever
 * see their own unit's ideas; policies.ts `unitScopeOf`). The ideas list, its export and backup, the idea banks
 * and the imported list all narrow through here.
 */
export function scopedCriteria(user: AuthUser, criteria: Omit<IdeaCriteria, 'unit'>): IdeaCriteria {
  return { ...criteria, unit: unitScopeOf(user) };
}
