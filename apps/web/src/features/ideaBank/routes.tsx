import type { RouteObject } from 'react-router';
import { lazyGuarded } from '../../components/lazyGuarded';
import { menuOf, paths } from '../../config/paths';

const printIdeas = (report: 'journal' | 'knowledge') =>
  lazyGuarded(async () => {
    const { PrintIdeasPage } = await import('./pages/PrintIdeasPage');
    return () => <PrintIdeasPage report={report} />;
  }, 'ideas.list');

const bank = (source: 'submitted' | 'imported') =>
  lazyGuarded(async () => {
    const { IdeaBankPage } = await import('./pages/IdeaBankPage');
    return () => <IdeaBankPage source={source} />;
  }, 'ideas.list');

/** The idea banks (spec §2 kaizenTemplate, kaizenTemplateImported), for the roles of the ideas pages. */
export const adminRoutes: RouteObject[] = [
  { path: paths.admin.kaizenTemplate.path, handle: menuOf(paths.admin.kaizenTemplate), lazy: bank('submitted') },
  { path: paths.admin.kaizenTemplateImported.path, handle: menuOf(paths.admin.kaizenTemplateImported), lazy: bank('imported') },
];

/** The kaizen journal and knowledge report print views (paths relative to /admin, without the admin shell). */
export const printRoutes: RouteObject[] = [
  { path: paths.admin.printJournal.path, lazy: printIdeas('journal') },
  { path: paths.admin.printJournals.path, lazy: printIdeas('journal') },
  { path: paths.admin.printKnowledge.path, lazy: printIdeas('knowledge') },
];
