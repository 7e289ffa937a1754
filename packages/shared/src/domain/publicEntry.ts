/**
 * The pages of the shop floor's own entry (issue 28): the server answers these addresses with `public.html`, a
 * small page with no admin, table or chart code that paints before its script runs; every other address gets
 * the full app's `index.html`.
 */
export const PUBLIC_ENTRY_PAGES = ['/LandingPage', '/auth/form', '/auth/ideaStatus'] as const;

/** Served by the public entry: its pages, the root (which goes to the landing) and a poster's short address. */
export const isPublicEntryPath = (path: string): boolean =>
  path === '/' || (PUBLIC_ENTRY_PAGES as readonly string[]).includes(path) || /^\/q\/[^/]+$/.test(path);
