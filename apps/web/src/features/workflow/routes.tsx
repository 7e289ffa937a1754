import type { Action } from '@fikra/shared';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';

/** A lazily loaded page behind a permission (the server checks again). */
const guarded = (action: Action, load: () => Promise<ComponentType>) => async () => {
  const Page = await load();
  return {
    element: (
      <RequirePermission action={action}>
        <Page />
      </RequirePermission>
    ),
  };
};

export const adminRoutes: RouteObject[] = [
  { path: 'editIdea/:id', lazy: guarded('ideas.editStatus', async () => (await import('./pages/EditIdeaPage')).EditIdeaPage) },
  { path: 'editOPLtable/:id', lazy: guarded('ideas.editOpl', async () => (await import('./pages/EditOplPage')).EditOplPage) },
  { path: 'addScore/:id', lazy: guarded('ideas.score', async () => (await import('./pages/AddScorePage')).AddScorePage) },
  { path: 'idea-score', lazy: guarded('ideas.score', async () => (await import('./pages/IdeaScoresPage')).IdeaScoresPage) },
];
