import { describe, expect, it } from 'vitest';
import { catalogs, NAMESPACES, translate } from './index.js';

function keys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('translation catalogs', () => {
  it.each(NAMESPACES)('namespace %s has the same keys in Arabic and English, none empty', (ns) => {
    const en = keys(catalogs.en[ns]).sort();
    const ar = keys(catalogs.ar[ns]).sort();
    expect(
      ar.filter((k) => !en.includes(k)),
      'keys only in Arabic',
    ).toEqual([]);
    expect(
      en.filter((k) => !ar.includes(k)),
      'keys only in English',
    ).toEqual([]);
    for (const lang of ['en', 'ar'] as const) {
      for (const k of keys(catalogs[lang][ns])) expect(translate(lang, `${ns}:${k}`).trim(), `${lang} ${ns}:${k}`).not.toBe('');
    }
  });

  it('interpolates and falls back to the key', () => {
    expect(translate('en', 'common:session.welcome', { name: 'Mona' })).toBe('Welcome, Mona');
    expect(translate('ar', 'common:missing.key')).toBe('common:missing.key');
  });
});
