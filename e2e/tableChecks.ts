import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A table never clips (issue 26): no cell's content spills out of its cell (a long text is cut at its end
 * instead); the first and last cell of every row (what the row is, and its actions: fixed at the edges) lie
 * inside the table's visible box; every other cell comes fully into view between them at some scroll position
 * of the table (none is hidden under a fixed column for good); and the page itself never scrolls sideways.
 * antd draws a fixed column's shadow as a 30 px ::after beside the cell: it counts in scrollWidth but is no
 * content, so it is hidden while the cells are measured.
 */
export async function expectTableInside(table: Locator) {
  const found = await table.evaluate((root) => {
    const noShadow = document.createElement('style');
    noShadow.textContent = 'td::before, td::after, th::before, th::after { display: none !important; }';
    document.head.append(noShadow);
    const box = (root.querySelector('.ant-table-content') ?? root.querySelector('.ant-table-container')) as HTMLElement;
    const edge = box.getBoundingClientRect();
    const rows = [...root.querySelectorAll<HTMLElement>('thead tr, tbody tr.ant-table-row')].map((tr) => [
      ...tr.querySelectorAll<HTMLElement>(':scope > th, :scope > td'),
    ]);
    const name = (c: HTMLElement) => (c.textContent ?? '').trim().slice(0, 40) || c.className;
    const cells = rows.flat();
    const spilled = cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map(name);
    const rtl = getComputedStyle(box).direction === 'rtl';
    const range = box.scrollWidth - box.clientWidth;
    const seen = new Set<HTMLElement>();
    const edgesOutside = new Set<string>();
    for (let s = 0; ; s = Math.min(range, s + box.clientWidth / 3)) {
      box.scrollLeft = rtl ? -s : s;
      for (const row of rows) {
        const ends = [row[0], row[row.length - 1]].map((c) => c.getBoundingClientRect());
        for (const [i, r] of ends.entries()) {
          if (r.left < edge.left - 1 || r.right > edge.right + 1) edgesOutside.add(name(row[i === 0 ? 0 : row.length - 1]));
        }
        // the window between the fixed ends, in screen terms
        const left = rtl ? ends[1] : ends[0];
        const right = rtl ? ends[0] : ends[1];
        const from = Math.max(edge.left, left.right);
        const to = Math.min(edge.right, right.left);
        for (const c of row.slice(1, -1)) {
          const r = c.getBoundingClientRect();
          if (r.left >= from - 1 && r.right <= to + 1) seen.add(c);
        }
      }
      if (s >= range) break;
    }
    box.scrollLeft = 0;
    noShadow.remove();
    return {
      cells: cells.length,
      edgesOutside: [...edgesOutside],
      neverSeen: rows
        .flatMap((row) => row.slice(1, -1))
        .filter((c) => !seen.has(c))
        .map(name),
      spilled,
      sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
  expect(found.cells).toBeGreaterThan(0);
  expect(found.edgesOutside, 'first or last cells outside the table').toEqual([]);
  expect(found.neverSeen, 'cells never fully in view').toEqual([]);
  expect(found.spilled, 'cells whose content spills out').toEqual([]);
  expect(found.sideways, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/**
 * A text cut at its end: shown in its own direction (an English text in an Arabic table keeps its first words),
 * wider than its box, and the whole text in a tooltip on hover.
 */
export async function expectCutAtEnd(page: Page, cell: Locator, whole: string, direction: 'ltr' | 'rtl') {
  await expect(cell).toHaveAttribute('dir', 'auto');
  const shape = await cell.evaluate((el) => ({
    direction: getComputedStyle(el).direction,
    overflow: getComputedStyle(el).textOverflow,
    cut: el.scrollWidth > el.clientWidth,
  }));
  expect(shape).toEqual({ direction, overflow: 'ellipsis', cut: true });
  await cell.hover();
  await expect(page.getByRole('tooltip').filter({ hasText: whole })).toBeVisible();
  await page.mouse.move(0, 0);
}
