import type { IdeaStage, PublicIdeaSummary } from '@fikra/shared';
import { createStore, entries, set, setMany } from 'idb-keyval';

/**
 * The ideas sent from this phone (issue 27): kept in IndexedDB with their last known public status, so "My ideas
 * on this phone" opens at once, offline too. `seen` is the status the person last had on screen: an idea whose
 * status differs from it carries a dot until the list has been shown again.
 */
export interface MyIdea {
  id: string;
  ideaNumber: number;
  title: string;
  sentAt: string;
  stage: IdeaStage;
  reward: number | null;
  /** why it was not accepted or is on hold (phones that kept an idea before this existed have none) */
  reason?: string | null;
  changedAt: string;
  /** what the list showed last time, as `stage|reward` */
  seen: string;
}

const store = createStore('fikra-my-ideas', 'ideas');
const statusKey = (s: { stage: IdeaStage; reward: number | null }) => `${s.stage}|${s.reward ?? ''}`;

export const isChanged = (idea: MyIdea) => statusKey(idea) !== idea.seen;

let snapshot: MyIdea[] = [];
const listeners = new Set<() => void>();
async function refresh() {
  snapshot = (await entries<string, MyIdea>(store)).map(([, v]) => v).sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  for (const l of listeners) l();
}

export const myIdeas = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    if (!snapshot.length) void refresh().catch(() => undefined);
    return () => listeners.delete(listener);
  },
  list: () => snapshot,
  load: refresh,

  /** An idea this phone has just sent: under evaluation, and seen as such. */
  async remember(idea: { id: string; ideaNumber: number; title: string }) {
    const now = new Date().toISOString();
    const kept: MyIdea = { ...idea, sentAt: now, stage: 'submitted', reward: null, changedAt: now, seen: 'submitted|' };
    await set(idea.id, kept, store);
    await refresh();
  },

  /** The server's statuses, kept for next time (and offline); `seen` moves on only when asked. */
  async update(statuses: PublicIdeaSummary[], { markSeen }: { markSeen: boolean }) {
    const current = new Map((await entries<string, MyIdea>(store)).map(([k, v]) => [k, v]));
    const changed: [string, MyIdea][] = [];
    for (const s of statuses) {
      const kept = current.get(s._id);
      if (!kept) continue;
      const next = {
        ...kept,
        ideaNumber: s.ideaNumber,
        stage: s.stage,
        reward: s.reward,
        reason: s.reason,
        changedAt: s.changedAt,
      };
      changed.push([s._id, markSeen ? { ...next, seen: statusKey(next) } : next]);
    }
    await setMany(changed, store);
    await refresh();
  },

  /** The list has been on screen: what it showed is now seen. */
  async markAllSeen() {
    const all = await entries<string, MyIdea>(store);
    await setMany(
      all.filter(([, v]) => isChanged(v)).map(([k, v]) => [k, { ...v, seen: statusKey(v) }]),
      store,
    );
  },
};
