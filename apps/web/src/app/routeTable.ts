import type { MasterDataKindDef, RecordKindDef } from '@fikra/shared';
import { type Page, paths } from '../config/paths';
import { listSegments, segmentPages } from '../features/masterData/kindRoutes';
import { recordPages } from '../features/records/kindPaths';

/**
 * Every address the router serves, as plain data (no React, no catalogs): the accessibility tour (e2e/tour.spec.ts)
 * visits each one, and routeTable.test.tsx holds it equal to the router, so a new route is toured automatically.
 * The kind tables are parameters because Playwright imports their modules directly, not the shared index.
 */
export type RouteRecord =
  | { type: 'idea' }
  | { type: 'user' }
  | { type: 'masterData'; kind: string }
  | { type: 'record'; kind: string }
  /** a QR poster's token (the short address /q/:id) */
  | { type: 'qr' };

export interface TourRoute {
  /** the full address, with `:id` where a record goes */
  path: string;
  area: 'public' | 'admin';
  /** which record fills `:id` */
  record?: RouteRecord;
  /** where the page sends the visitor, when it is a short address that redirects */
  lands?: string;
}

/** The record behind each `:id` page of paths.ts. */
const PAGE_RECORDS = new Map<Page, RouteRecord>([
  [paths.admin.editIdeaFields, { type: 'idea' }],
  [paths.admin.editIdea, { type: 'idea' }],
  [paths.admin.editOpl, { type: 'idea' }],
  [paths.admin.addScore, { type: 'idea' }],
  [paths.admin.editUser, { type: 'user' }],
  [paths.admin.qrPoster, { type: 'masterData', kind: 'areaSection' }],
  [paths.admin.qrSheet, { type: 'masterData', kind: 'factoryBusinessUnit' }],
  [paths.admin.printJournal, { type: 'idea' }],
  [paths.admin.printKnowledge, { type: 'idea' }],
]);

function namedPages(group: Record<string, unknown>, area: TourRoute['area'], prefix: string): TourRoute[] {
  return Object.values(group)
    .filter((p): p is Page => typeof p === 'object' && p !== null && 'path' in p)
    .map((page) => {
      const record = PAGE_RECORDS.get(page);
      if (page.path.includes(':id') && !record) throw new Error(`${page.path}: name its record in PAGE_RECORDS`);
      return { path: `${prefix}/${page.path}`, area, ...(record ? { record } : {}) };
    });
}

export function routeTable(masterKinds: readonly MasterDataKindDef[], recordKinds: readonly RecordKindDef[]): TourRoute[] {
  const admin = (path: string, record?: RouteRecord): TourRoute => ({
    path: `/admin/${path}`,
    area: 'admin',
    ...(record ? { record } : {}),
  });
  const all: TourRoute[] = [
    { path: paths.landing, area: 'public' },
    { path: paths.qrShort, area: 'public', record: { type: 'qr' }, lands: paths.auth.ideaForm.href() },
    ...namedPages(paths.auth, 'public', '/auth'),
    ...namedPages(paths.admin, 'admin', '/admin'),
    ...masterKinds.flatMap((def) =>
      listSegments(def).flatMap((segment) => {
        const pages = segmentPages(segment);
        return [admin(pages.list.path), admin(pages.add.path), admin(pages.edit.path, { type: 'masterData', kind: def.kind })];
      }),
    ),
    ...recordKinds.flatMap((def) => {
      const pages = recordPages(def);
      return [admin(pages.list.path), admin(pages.add.path), admin(pages.edit.path, { type: 'record', kind: def.kind })];
    }),
  ];
  // A named address may also be a kind's own page (the bell's "see all" is the notification records' list): once.
  return [...new Map(all.map((route) => [route.path, route])).values()];
}
