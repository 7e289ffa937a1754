import { describe, expect, it } from 'vitest';
import { MESSAGES, type MessageKey } from '../messages.js';
import arMessages from './ar/messages.json';
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

  it('has an Arabic text for every message of the catalogue (messages.ts), with no parameter English lacks', () => {
    const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const ar = arMessages as Record<string, string>;
    // `<key>_<label>`: the Arabic wording of one label (i18next context), allowed where the English has a {{label}}
    const base = (k: string) => k.split('_')[0] as MessageKey;
    expect(
      Object.keys(MESSAGES).filter((k) => !(k in ar)),
      'keys without Arabic',
    ).toEqual([]);
    expect(
      Object.keys(ar).filter((k) => !(base(k) in MESSAGES)),
      'Arabic keys of no message',
    ).toEqual([]);
    for (const [k, text] of Object.entries(ar)) {
      const english = MESSAGES[base(k)];
      expect(text.trim(), k).not.toBe('');
      if (k.includes('_')) expect(english, k).toContain('{{label}}');
      for (const p of params(text)) expect(params(english), `${k}: {{${p}}}`).toContain(p);
    }
  });
});
