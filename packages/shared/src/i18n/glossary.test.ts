import { describe, expect, it } from 'vitest';
import glossary from './glossary.json';
import { catalogs } from './index.js';

interface Concept {
  id: string;
  en: string[];
  ar: string[];
  avoidEn?: string[];
  avoidAr?: string[];
  exact?: boolean;
  keys: string[];
}

/** The catalog's own text at "ns:a.b" (no fallback to the key, as translate has). */
function textAt(lang: 'en' | 'ar', key: string): string | undefined {
  const [ns, path] = key.split(':');
  let node: unknown = (catalogs[lang] as Record<string, unknown>)[ns];
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

const has = (text: string, word: string) => text.toLowerCase().includes(word.toLowerCase());

describe('the glossary: one name for one thing in each language (issue 30)', () => {
  it.each((glossary.concepts as Concept[]).map((c) => [c.id, c] as const))('%s is named the same everywhere', (_id, c) => {
    for (const lang of ['en', 'ar'] as const) {
      const words = c[lang];
      const avoid = (lang === 'en' ? c.avoidEn : c.avoidAr) ?? [];
      for (const key of c.keys) {
        const text = textAt(lang, key);
        expect(text, `${lang} ${key} exists`).toBeDefined();
        if (c.exact) expect(words, `${lang} ${key}`).toContain(text);
        else
          expect(
            words.some((w) => has(text ?? '', w)),
            `${lang} ${key}: "${text}" uses ${words.join(' / ')}`,
          ).toBe(true);
        for (const word of avoid) expect(has(text ?? '', word), `${lang} ${key}: "${text}" avoids "${word}"`).toBe(false);
      }
    }
  });

  it('no two concepts share a word in the same language', () => {
    for (const lang of ['en', 'ar'] as const) {
      const words = (glossary.concepts as Concept[]).flatMap((c) => c[lang].map((w) => w.toLowerCase()));
      expect(new Set(words).size, lang).toBe(words.length);
    }
  });
});
