import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { adminRoutes } from '../../features/workflow/routes';
import { selectedMenuKey } from './selectedMenuKey';

const ideaPage = adminRoutes.find((r) => r.path === paths.admin.editIdea.path)!;
const shell = { menuKey: paths.admin.dashboard.path };

describe('the menu entry of the page shown (issue 26)', () => {
  it('the idea page opened from the list belongs to the submitted ideas', () => {
    expect(selectedMenuKey([undefined, shell, ideaPage.handle], new URLSearchParams())).toBe(paths.admin.ideas.path);
  });

  it('the idea page opened from the queue belongs to "Waiting for me", whatever the stage filter', () => {
    for (const q of ['queue=all', 'queue=approved', 'queue=']) {
      expect(selectedMenuKey([shell, ideaPage.handle], new URLSearchParams(q))).toBe(paths.admin.queue.path);
    }
  });

  it('a page naming no entry falls back to the dashboard; the deepest naming route wins', () => {
    expect(selectedMenuKey([undefined, {}], new URLSearchParams('queue=all'))).toBe(paths.admin.dashboard.path);
    expect(selectedMenuKey([{ menuKey: 'a' }, { menuKey: 'b' }], new URLSearchParams())).toBe('b');
  });
});
