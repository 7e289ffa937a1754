import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name) ? [path] : [];
  });
}

/**
 * One empty state (components/EmptyState.tsx): antd's own `<Empty>` and a table's plain-string `emptyText` draw
 * their sentence in a grey under 4.5:1 (the tour's axe check found it on the dashboard, deliveries and webhooks).
 */
describe('every empty list, table and section says so with EmptyState', () => {
  it("no screen draws antd's <Empty> or a bare string as a table's emptyText", () => {
    const offenders = sources(SRC)
      .filter((file) => !file.endsWith(join('components', 'EmptyState.tsx')))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${relative(SRC, file)}:${i + 1}` }))
          .filter(({ line }) => /<Empty[\s>/]|emptyText:\s*(t\(|['"`])/.test(line))
          .map(({ at }) => at),
      );
    expect(offenders).toEqual([]);
  });
});
