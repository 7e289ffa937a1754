import { backupHistoryEntry, backupIdea, backupMasterDataRecord, MAX_INT4, plainText } from '@fikra/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestContext } from './factories.js';
import {
  boundsOf,
  isIgnoredLeaf,
  isInteger,
  isStorableLeaf,
  type Leaf,
  leavesOf,
  pathText,
  routeSchemas,
  type Schema,
  typeOf,
} from './schemaWalk.js';

/**
 * Issue 29 item 5: every value a request (or a backup file) carries is checked by the shared types, so nothing
 * valid by its schema can make PostgreSQL fail. Every request schema of every route is walked, leaf by leaf:
 * - a text is a storable text (plainText, storableText, secretText, searchText: isStorableText refuses NUL, lone
 *   surrogates and control characters), a storable date (storableDate, calendarDay: isStorableDate refuses
 *   2026-02-30 and year 0000), an id, an email, an enum or an anchored pattern of listed characters;
 * - a number has both bounds, an integer within PostgreSQL's integer column (boundedInt), an amount within ±1e15;
 * - nothing is `z.unknown()` but a field sent back and ignored (ignoredField) or a value whose every text is
 *   checked for its jsonb column (storableJson).
 * A new route or field declared with a plain `z.string()` or `z.number()` fails here.
 */
const t = useTestContext();

const MAX_NUMBER = 1e15;

function problemOf(leaf: Leaf): string | undefined {
  const type = typeOf(leaf.node);
  if (type === 'string' && !isStorableLeaf(leaf))
    return 'a text without the storable text type (plainText, storableText, storableDate…)';
  if (type === 'number') {
    const bounds = boundsOf(leaf);
    if (!bounds) return 'a number without both bounds (boundedInt, .min().max())';
    if (isInteger(leaf) && (bounds.max > MAX_INT4 || bounds.min < -MAX_INT4 - 1))
      return `an integer beyond PostgreSQL's integer (${bounds.min}..${bounds.max}): use boundedInt`;
    if (Math.max(Math.abs(bounds.min), Math.abs(bounds.max)) > MAX_NUMBER) return `a number beyond ±${MAX_NUMBER}`;
  }
  if (['unknown', 'any', 'custom', 'bigint', 'date', 'file'].includes(type) && !leaf.jsonChecked && !isIgnoredLeaf(leaf))
    return `a ${type} that nothing checks (only ignoredField or storableJson may take anything)`;
  return undefined;
}

const problemsOf = (name: string, schema: Schema) =>
  leavesOf(schema).flatMap((leaf) => {
    const problem = problemOf(leaf);
    return problem ? [`${name} ${pathText(leaf.path)}: ${problem}`] : [];
  });

/** What a restore reads from a file: checked like a request body. */
const FILE_SCHEMAS: [string, Schema][] = [
  ['backup idea', backupIdea],
  ['backup history entry', backupHistoryEntry],
  ['backup master-data record', backupMasterDataRecord],
];

describe('the request schemas of every route (issue 29 item 5)', () => {
  it('store only what PostgreSQL stores: storable texts and dates, bounded numbers, nothing unchecked', () => {
    const routes = routeSchemas(t.app);
    expect(routes.length).toBeGreaterThan(150);
    const parts = routes.flatMap((r) =>
      Object.entries(r.schemas).map(([part, s]) => [`${r.method} ${r.url} ${part}`, s] as const),
    );
    expect(parts.length).toBeGreaterThan(150);
    const problems = [...parts, ...FILE_SCHEMAS].flatMap(([name, schema]) => problemsOf(name, schema as Schema));
    expect(problems).toEqual([]);
  });

  it('would catch a plain string, an unbounded number, an int8 and an unchecked value', () => {
    const careless = z.object({
      note: z.string().max(10),
      count: z.number().int().min(0),
      total: z
        .number()
        .int()
        .min(0)
        .max(2 ** 40),
      data: z.unknown(),
      list: z.array(z.object({ label: z.string().trim() })),
      fine: plainText(10),
    });
    expect(problemsOf('careless', careless).map((p) => p.split(':')[0])).toEqual([
      'careless note',
      'careless count',
      'careless total',
      'careless data',
      'careless list.0.label',
    ]);
  });
});
