import type { RouteObject } from 'react-router';
import { lazyGuarded } from '../../components/lazyGuarded';
import { menuOf, paths } from '../../config/paths';

/** The status, knowledge-table and score pages of an idea, and the scores list (spec §2). */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.editIdea.path,
    handle: menuOf(paths.admin.ideas),
    lazy: lazyGuarded(async () => (await import('./pages/EditIdeaPage')).EditIdeaPage, 'ideas.editStatus'),
  },
  {
    path: paths.admin.editOpl.path,
    handle: menuOf(paths.admin.ideas),
    lazy: lazyGuarded(async () => (await import('./pages/EditOplPage')).EditOplPage, 'ideas.editOpl'),
  },
  {
    path: paths.admin.addScore.path,
    handle: menuOf(paths.admin.ideaScores),
    lazy: lazyGuarded(async () => (await import('./pages/AddScorePage')).AddScorePage, 'ideas.score'),
  },
  {
    path: paths.admin.ideaScores.path,
    handle: menuOf(paths.admin.ideaScores),
    lazy: lazyGuarded(async () => (await import('./pages/IdeaScoresPage')).IdeaScoresPage, 'ideas.score'),
  },
];
