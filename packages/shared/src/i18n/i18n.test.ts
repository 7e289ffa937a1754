import { describe, expect, it } from 'vitest';
import { catalogs, NAMESPACES, translate } from './index.js';

function keys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

/** A plural family counts once: Arabic has six forms (zero, one, two, few, many, other) where English has two. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const families = (list: string[]) => [...new Set(list.map((k) => k.replace(PLURAL, '')))].sort();

describe('translation catalogs', () => {
  it.each(NAMESPACES)('namespace %s has the same keys in Arabic and English, none empty', (ns) => {
    const en = families(keys(catalogs.en[ns]));
    const ar = families(keys(catalogs.ar[ns]));
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

  it('has every plural form Arabic needs wherever a key is plural', () => {
    for (const ns of NAMESPACES) {
      const ar = keys(catalogs.ar[ns]);
      const plural = families(ar.filter((k) => PLURAL.test(k)));
      for (const k of plural) {
        for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) expect(ar, `ar ${ns}:${k}`).toContain(`${k}_${form}`);
      }
    }
  });

  it('interpolates and falls back to the key', () => {
    expect(translate('en', 'common:session.welcome', { name: 'Mona' })).toBe('Welcome, Mona');
    expect(translate('ar', 'common:missing.key')).toBe('common:missing.key');
  });
});
