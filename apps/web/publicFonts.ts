/**
 * The shop floor's fonts (issue 28, decision 039): the phone's own Arabic and Latin fonts, no web font. A web font
 * added later must not cost a phone on weak Wi-Fi a whole Noto file: each `@font-face` serves only woff2 files,
 * cut to a `unicode-range` (a subset per script), and each file is preloaded by public.html so that it arrives
 * with the first request wave rather than after the stylesheet. Held by publicEntry.test.ts on the web app's own
 * HTML and CSS; `npm run bench` prints the font bytes a cold load of /auth/form downloads.
 */

export interface SourceText {
  file: string;
  text: string;
}

const FONT_FILE = /\.(woff2?|ttf|otf|eot)(\?[^)'"\s]*)?$/i;
const urlsIn = (text: string) => [...text.matchAll(/url\(\s*['"]?([^'")\s]+)['"]?\s*\)/g)].map((m) => m[1]);

/** The hrefs public.html preloads as woff2 fonts (rel=preload, as=font, type=font/woff2, crossorigin). */
export function preloadedFonts(html: string): Set<string> {
  const found = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attr = (name: string) => new RegExp(`\\b${name}(?:=["']?([^"'\\s>]*)["']?)?`, 'i').exec(tag);
    if (attr('rel')?.[1] !== 'preload' || attr('as')?.[1] !== 'font' || attr('type')?.[1] !== 'font/woff2') continue;
    if (!attr('crossorigin')) continue;
    const href = attr('href')?.[1];
    if (href) found.add(href);
  }
  return found;
}

/**
 * What is wrong with the fonts of the HTML and stylesheets given (empty: nothing): a font that is not woff2, a
 * face without a unicode-range, a font file public.html does not preload, a font brought in by a script import.
 */
export function fontProblems({ html, css, scripts = [] }: { html: SourceText; css: SourceText[]; scripts?: SourceText[] }) {
  const problems: string[] = [];
  const preloaded = preloadedFonts(html.text);
  const inlineStyles = [...html.text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join('\n');
  for (const sheet of [{ file: html.file, text: inlineStyles }, ...css]) {
    const faces = [...sheet.text.matchAll(/@font-face\s*{([^}]*)}/gi)].map((m) => m[1]);
    for (const face of faces) {
      if (!/unicode-range\s*:/i.test(face)) problems.push(`${sheet.file}: an @font-face without a unicode-range (not a subset)`);
      for (const url of urlsIn(face)) {
        if (url.startsWith('data:')) problems.push(`${sheet.file}: a font inlined as data (never cached apart, never subset)`);
        else if (!/\.woff2(\?|$)/i.test(url)) problems.push(`${sheet.file}: ${url} is not woff2`);
        else if (!preloaded.has(url)) problems.push(`${sheet.file}: ${url} is not preloaded by ${html.file}`);
      }
    }
    const outside = sheet.text.replace(/@font-face\s*{[^}]*}/gi, '');
    for (const url of urlsIn(outside))
      if (FONT_FILE.test(url)) problems.push(`${sheet.file}: ${url} is a font outside @font-face`);
  }
  for (const script of scripts) {
    for (const [, spec] of script.text.matchAll(/(?:import|from)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      if (/^@fontsource/.test(spec) || FONT_FILE.test(spec))
        problems.push(`${script.file}: imports ${spec}; a font must be a preloaded woff2 subset named by ${html.file}`);
    }
  }
  return problems;
}
