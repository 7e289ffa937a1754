import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCompact, formatCountWithShare, formatNumber, formatPercent, OTHER_DIGITS, placeSeparator } from './numbers';

const visible = (s: string) => s.replace(/[\u200e\u200f\u061c]/g, '');

describe('one digit system per language (decision 036)', () => {
  it('writes Western digits in both languages, with each language’s signs', () => {
    for (const lang of ['ar', 'en'] as const) {
      for (const text of [
        formatNumber(lang, 12500.5),
        formatPercent(lang, 0.625),
        formatCountWithShare(lang, 5, 0.625),
        formatCompact(lang, 12_000),
      ]) {
        expect(OTHER_DIGITS.test(text), `${lang}: ${text}`).toBe(false);
        expect(text, `${lang}: ${text}`).toMatch(/\d/);
      }
    }
    expect(formatNumber('en', 12500.5)).toBe('12,500.5');
    expect(visible(formatNumber('ar', 2500))).toBe('2,500');
  });

  it('shows a count and its share as "5 (62.5%)", never with a dot between them', () => {
    expect(formatCountWithShare('en', 5, 0.625)).toBe('5 (62.5%)');
    expect(visible(formatCountWithShare('ar', 5, 0.625))).toBe('5 (62.5%)');
    expect(formatCountWithShare('ar', 5, 0.625)).not.toContain('·');
  });

  it('points the place separator the way each language reads', () => {
    expect(placeSeparator('en')).toBe(' › ');
    expect(placeSeparator('ar')).toBe(' ‹ ');
  });
});

/** Every file of the web app, but this one and the tests. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('numbers are formatted in one place', () => {
  it('no other file of the web app formats numbers by hand', () => {
    const root = join(import.meta.dirname, '..');
    const offenders = sources(root)
      .filter((f) => !f.endsWith(join('lib', 'numbers.ts')))
      .filter((f) => /new Intl\.NumberFormat|\.toLocaleString\(|toLocaleString\('|nu-arab/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f));
    expect(offenders).toEqual([]);
  });
});
