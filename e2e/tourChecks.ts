import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Response } from '@playwright/test';

/** WCAG 2.1 A and AA: the rules the issue holds every page to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Findings inside antd that its API and theme cannot reach, each with its reason in
 * docs/decisions/011-accessibility-tour.md: rule id and the exact CSS selector axe reports.
 */
export const ACCEPTED_FINDINGS: { rule: string; selector: string }[] = [];

const CATALOGS = join(import.meta.dirname, '../packages/shared/src/i18n');

/** Every key of the catalogs (with and without plural suffixes), to spot one shown untranslated. */
function catalogKeys(): { keys: Set<string>; namespaces: Set<string> } {
  const keys = new Set<string>();
  const namespaces = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node !== 'object' || node === null) {
      keys.add(prefix);
      keys.add(prefix.replace(/_(zero|one|two|few|many|other)$/, ''));
      return;
    }
    for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
  };
  for (const file of readdirSync(join(CATALOGS, 'en'))) {
    namespaces.add(file.replace(/\.json$/, ''));
    walk(JSON.parse(readFileSync(join(CATALOGS, 'en', file), 'utf8')), '');
  }
  return { keys, namespaces };
}
const { keys: KEYS, namespaces: NAMESPACES } = catalogKeys();

/** What the page shows: its text and the attributes read aloud or shown in fields. */
export function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title], [alt]')) {
      for (const attr of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = el.getAttribute(attr);
        if (value) parts.push(value);
      }
    }
    for (const el of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      if (el.value && el.type !== 'hidden') parts.push(el.value);
    }
    return parts.join('\n');
  });
}

/** Catalog keys shown as such, `{{` left from an interpolation, and values that leaked as text. */
export function textProblems(text: string): string[] {
  const problems: string[] = [];
  for (const token of text.match(/[A-Za-z][\w-]*:[\w.]+|[A-Za-z]\w*(?:\.\w+)+/g) ?? []) {
    const [ns, key] = token.includes(':') ? token.split(':', 2) : ['', token];
    if (KEYS.has(key) || (ns && NAMESPACES.has(ns))) problems.push(`untranslated key "${token}"`);
  }
  if (text.includes('{{')) problems.push('"{{" shown');
  for (const bad of text.match(/\bundefined\b|\bNaN\b|Invalid Date|\[object Object\]/g) ?? []) {
    problems.push(`"${bad}" shown`);
  }
  return [...new Set(problems)];
}

/**
 * axe for one page. Legacy mode runs axe in the page itself; the default mode opens a blank page in the context
 * after every run to merge the results of cross-origin frames (our pages have none), which made a run 3–4 times
 * slower than the audit it carries (11–15 s against 3 s for the dashboard on a loaded two-core machine).
 */
export const axeFor = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

export async function axeProblems(page: Page): Promise<string[]> {
  const result = await axeFor(page)
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes
        .map((n) => n.target.join(' '))
        .filter((selector) => !ACCEPTED_FINDINGS.some((a) => a.rule === v.id && a.selector === selector))
        .map((selector) => `axe ${v.impact} ${v.id}: ${selector}`),
    );
}

/** Listens to a page for console errors, uncaught exceptions, failed requests and error responses. */
export function watch(page: Page, expected: (response: Response) => boolean) {
  let problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message.slice(0, 300)}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // a navigation cancels what the previous page still had in flight
    if (failure !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.method()} ${request.url()} ${failure}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !expected(response)) {
      problems.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
    }
  });
  return {
    take(): string[] {
      const taken = problems;
      problems = [];
      return taken;
    },
  };
}

/**
 * Follows the page's requests in flight, so `settle` can tell when the page has stopped loading without
 * `networkidle`'s fixed half-second of silence on every visit.
 */
export function inFlight(page: Page) {
  let pending = 0;
  const listeners = new Set<() => void>();
  const changed = (by: number) => () => {
    pending = Math.max(0, pending + by);
    for (const listener of listeners) listener();
  };
  page.on('request', changed(1));
  page.on('requestfinished', changed(-1));
  page.on('requestfailed', changed(-1));
  return {
    /** Resolves once no request has been in flight for `quietMs` (or after `timeoutMs` whatever happens). */
    quiet(quietMs: number, timeoutMs: number): Promise<void> {
      return new Promise((resolve) => {
        let timer: NodeJS.Timeout | undefined;
        const finish = () => {
          listeners.delete(check);
          clearTimeout(timer);
          clearTimeout(giveUp);
          resolve();
        };
        const check = () => {
          clearTimeout(timer);
          if (pending === 0) timer = setTimeout(finish, quietMs);
        };
        const giveUp = setTimeout(finish, timeoutMs);
        listeners.add(check);
        check();
      });
    },
  };
}

/**
 * The page has loaded its data: loaded, no request in flight for a moment (a lazy chunk or a query that starts
 * after another ends gets its turn), and no spinner or loading skeleton.
 */
export async function settle(page: Page, requests: ReturnType<typeof inFlight>) {
  await page.waitForLoadState('load');
  await requests.quiet(150, 15_000);
  await page
    .locator('.ant-spin-spinning, .ant-skeleton-active')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => {});
}

/**
 * Controls smaller than a fingertip (44 px either way) on a phone. A checkbox, radio or field is measured by
 * what a finger hits (its label or antd's box); links inside a sentence are exempt (WCAG 2.5.8).
 */
export function smallTapTargets(page: Page, min = 44): Promise<string[]> {
  return page.evaluate((least) => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=checkbox], [role=radio], [role=combobox], [role=tab]';
    const hit = 'label, .ant-select, .ant-input-number, .ant-input-affix-wrapper, .ant-picker, .ant-upload';
    const small = new Set<string>();
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const target = el.closest(hit) ?? el;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      const inSentence = el.tagName === 'A' && (el.parentElement?.textContent ?? '').trim() !== (el.textContent ?? '').trim();
      if (inSentence) continue;
      if (box.width < least || box.height < least) {
        const name = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30);
        small.add(`tap target ${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)} px`);
      }
    }
    return [...small];
  }, min);
}
