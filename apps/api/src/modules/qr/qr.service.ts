import { IDEA_HIERARCHY, QR_KINDS, type QrPoster, type RefOutput } from '@fikra/shared';
import { masterDataRepository, type PlaceNode } from '../../data/masterData.repository.js';
import { qrCodesRepository } from '../../data/qrCodes.repository.js';
import type { Database } from '../../db/client.js';
import { appError, notFound, validationFailed } from '../../plugins/errors.js';

type Level = (typeof IDEA_HIERARCHY)[number];
const LEVEL_OF_KIND = new Map<string, Level>(IDEA_HIERARCHY.map((l) => [l.kind, l]));
const LEVEL_OF_FIELD = new Map<string, Level>(IDEA_HIERARCHY.map((l) => [l.field, l]));
/** Posters stop at the factory business unit: the company is filled in by the server when an idea is sent. */
const TOP_FIELD = 'factoryBusinessUnit';

const parentLevel = (level: Level): Level | undefined =>
  'parent' in level && level.field !== TOP_FIELD ? LEVEL_OF_FIELD.get(level.parent) : undefined;

const stale = () => appError('QR_STALE', 'qrStale');
const named = (n: PlaceNode): RefOutput => ({ _id: n.id, name: n.name });

/** A path (top-down nodes) as the idea form's fields. */
function placeOf(nodes: PlaceNode[]): Record<string, RefOutput> {
  return Object.fromEntries(nodes.map((n) => [LEVEL_OF_KIND.get(n.kind)!.field, named(n)]));
}

/** Where a poster's code points, and whether phones on the plant's network can reach it. */
export interface PosterOrigin {
  origin: string;
  printable: boolean;
}

/**
 * A host name a phone elsewhere on the network can open: not loopback (localhost, *.localhost, 127.x, ::1) and not
 * a bare IP address (a lease that changes, or the admin's own machine).
 */
export function isPrintableHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':')) return false;
  return host.length > 0;
}

/** QR posters (issue 18): opaque tokens that name a place of the plant and its parents. */
export function createQrService(db: Database) {
  const repo = qrCodesRepository(db);
  const places = masterDataRepository(db);

  async function poster({ origin, printable }: PosterOrigin, nodes: PlaceNode[]): Promise<QrPoster> {
    const leaf = nodes[nodes.length - 1];
    const token = await repo.tokenFor(
      leaf.id,
      nodes.map((n) => n.id),
    );
    return { url: `${origin}/q/${token}`, printable, token, record: { ...named(leaf), kind: leaf.kind }, place: placeOf(nodes) };
  }

  /** The record and, going up, the first parent of each level up to its factory business unit. */
  async function pathUp(id: string): Promise<PlaceNode[]> {
    const leaf = (await places.places([id])).get(id);
    if (!leaf) throw notFound('notFound', { label: 'Record' });
    if (!QR_KINDS.includes(leaf.kind)) throw validationFailed('masterDataId', 'qrNotPosterKind');
    const path: PlaceNode[] = [leaf];
    for (let up = parentLevel(LEVEL_OF_KIND.get(leaf.kind)!); up; up = parentLevel(up)) {
      const child: PlaceNode = path[0];
      const parents: PlaceNode[] = [...(await places.places(child.parents)).values()];
      const first = child.parents.map((pid) => parents.find((p) => p.id === pid && p.kind === up?.kind)).find(Boolean);
      if (!first) break;
      path.unshift(first);
    }
    return path;
  }

  return {
    poster: async (origin: PosterOrigin, id: string) => poster(origin, await pathUp(id)),

    /** A poster for the unit and every place under it, each along the path it was reached by. */
    async sheet(origin: PosterOrigin, factoryBusinessUnitId: string) {
      const unit = (await places.places([factoryBusinessUnitId])).get(factoryBusinessUnitId);
      if (unit?.kind !== 'factoryBusinessUnit') throw notFound('notFound', { label: 'Record' });
      const paths = new Map<string, PlaceNode[]>([[unit.id, [unit]]]);
      const byField = new Map<string, PlaceNode[]>([[TOP_FIELD, [unit]]]);
      for (const level of IDEA_HIERARCHY) {
        if (!('parent' in level) || level.field === TOP_FIELD) continue;
        const parents = byField.get(level.parent) ?? [];
        const children = await places.childrenOf(
          parents.map((p) => p.id),
          level.kind,
        );
        const reached: PlaceNode[] = [];
        for (const child of children) {
          if (paths.has(child.id)) continue;
          paths.set(child.id, [...paths.get(child.via)!, child]);
          reached.push(child);
        }
        byField.set(level.field, reached);
      }
      const data: QrPoster[] = [];
      for (const path of paths.values()) data.push(await poster(origin, path));
      return { data };
    },

    /** The place a scanned token names, checked against today's hierarchy: moved or deleted means stale. */
    async resolve(token: string) {
      const found = await repo.findByToken(token);
      if (!found) throw stale();
      const nodes = await places.places(found.path);
      const path = found.path.map((id) => nodes.get(id));
      const intact = path.every((node, i) => {
        if (!node || !LEVEL_OF_KIND.has(node.kind)) return false;
        if (i === 0) return node.kind === 'factoryBusinessUnit';
        const parent = path[i - 1]!;
        return node.parents.includes(parent.id) && parentLevel(LEVEL_OF_KIND.get(node.kind)!)?.kind === parent.kind;
      });
      if (!intact || path[path.length - 1]?.id !== found.masterDataId) throw stale();
      return { data: placeOf(path as PlaceNode[]) };
    },
  };
}
