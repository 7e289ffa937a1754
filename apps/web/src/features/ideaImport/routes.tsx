import type { RouteObject } from 'react-router';
import { lazyGuarded } from '../../components/lazyGuarded';
import { menuOf, paths } from '../../config/paths';

/**
 * /admin/imported-idea (spec §2 Imported ideas): everyone who lists ideas (MBUL and KEY_OWNER their unit's, and
 * they delete there, spec §6); the import itself is for ideas.import (ADMIN, CONSULTANT).
 */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.importedIdea.path,
    handle: menuOf(paths.admin.importedIdea),
    lazy: lazyGuarded(async () => (await import('./pages/ImportedIdeasPage')).ImportedIdeasPage, 'ideas.list'),
  },
];
