import type { RouteObject } from 'react-router';
import { lazyGuarded } from '../../components/lazyGuarded';
import { paths } from '../../config/paths';

const printIdeas = (report: 'journal' | 'knowledge') =>
  lazyGuarded(async () => {
    const { PrintIdeasPage } = await import('./pages/PrintIdeasPage');
    return () => <PrintIdeasPage report={report} />;
  }, 'ideas.list');

/** The kaizen journal and knowledge report print views (paths relative to /admin, without the admin shell). */
export const printRoutes: RouteObject[] = [
  { path: paths.admin.printJournal.path, lazy: printIdeas('journal') },
  { path: paths.admin.printJournals.path, lazy: printIdeas('journal') },
  { path: paths.admin.printKnowledge.path, lazy: printIdeas('knowledge') },
];
