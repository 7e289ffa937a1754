import type { RouteObject } from 'react-router';
import { lazyGuarded } from '../../components/lazyGuarded';
import { menuOf, paths } from '../../config/paths';

const ideaPage = (focus?: 'fields' | 'opl' | 'score') => async () => {
  const { IdeaDetailPage } = await import('./pages/IdeaDetailPage');
  return () => <IdeaDetailPage focus={focus} />;
};

/**
 * The decider's queue, the idea's one page (at the spec's status address, and at editIdeaFields, editOPLtable
 * and addScore, each opening its section) and the scores list (spec §2, issue 26).
 */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.queue.path,
    handle: menuOf(paths.admin.queue),
    lazy: lazyGuarded(async () => (await import('./pages/QueuePage')).QueuePage, 'ideas.editStatus'),
  },
  {
    path: paths.admin.editIdea.path,
    // opened from the queue (fromQueueHref adds ?queue=), the page stays under "Waiting for me" in the menu
    handle: { ...menuOf(paths.admin.ideas), via: { param: 'queue', menuKey: paths.admin.queue.path } },
    lazy: lazyGuarded(ideaPage(), 'ideas.list'),
  },
  {
    path: paths.admin.editIdeaFields.path,
    handle: menuOf(paths.admin.ideas),
    lazy: lazyGuarded(ideaPage('fields'), 'ideas.editFields'),
  },
  { path: paths.admin.editOpl.path, handle: menuOf(paths.admin.ideas), lazy: lazyGuarded(ideaPage('opl'), 'ideas.editOpl') },
  {
    path: paths.admin.addScore.path,
    handle: menuOf(paths.admin.ideaScores),
    lazy: lazyGuarded(ideaPage('score'), 'ideas.score'),
  },
  {
    path: paths.admin.ideaScores.path,
    handle: menuOf(paths.admin.ideaScores),
    lazy: lazyGuarded(async () => (await import('./pages/IdeaScoresPage')).IdeaScoresPage, 'ideas.score'),
  },
];
