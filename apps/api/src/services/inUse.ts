import { appError, fieldError } from '../plugins/errors.js';

/** "Company" -> "companies", "Location of idea" -> "locations of idea", "city" -> "cities", "job title" -> "job titles". */
export function pluralize(label: string): string {
  const [head, ...rest] = label.split(' of ');
  const word = head.replace(/([^aeiou])y$/i, '$1ie').replace(/(s|sh|ch|x)$/i, '$1e');
  return [`${word}s`, ...rest].join(' of ');
}

/** What still uses a record: the detail's path (a kind, users or ideas), how many, and its singular label. */
export interface Use {
  path: string;
  count: number;
  label: string;
}

/**
 * The one IN_USE answer of the reference lists (master data and records, decision 034): 409 "In use by 2 cities
 * and 1 client", one detail per use ({ path, key: 'inUseCount', params: { count, label } }) the web rebuilds in
 * the user's language. Undefined when nothing uses the record.
 */
export function inUseError(uses: Use[]) {
  const used = uses.filter((u) => u.count > 0);
  if (!used.length) return undefined;
  const details = used.map((u) =>
    fieldError(u.path, { key: 'inUseCount', params: { count: u.count, label: u.count === 1 ? u.label : pluralize(u.label) } }),
  );
  const list = details.map((d) => d.message);
  const joined = list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : list[0];
  return appError('IN_USE', 'inUseBy', { list: joined }, details);
}
