/**
 * What a person chose for a list, remembered on this browser per user (issue 26): page size, sort and the
 * columns they hid. The address still wins: a shared link opens as it was sent.
 */
export interface ListMemory {
  limit?: number;
  sort?: string;
  hidden?: string[];
}

const storageKey = (list: string, userId: string) => `list:${list}:${userId}`;

export function loadListMemory(list: string, userId: string | undefined): ListMemory {
  if (!userId) return {};
  try {
    const value = JSON.parse(localStorage.getItem(storageKey(list, userId)) ?? '{}') as ListMemory;
    return {
      ...(typeof value.limit === 'number' ? { limit: value.limit } : {}),
      ...(typeof value.sort === 'string' ? { sort: value.sort } : {}),
      ...(Array.isArray(value.hidden) ? { hidden: value.hidden.filter((k) => typeof k === 'string') } : {}),
    };
  } catch {
    return {};
  }
}

export function saveListMemory(list: string, userId: string | undefined, change: ListMemory) {
  if (!userId) return;
  try {
    localStorage.setItem(storageKey(list, userId), JSON.stringify({ ...loadListMemory(list, userId), ...change }));
  } catch {
    // a full or blocked storage only loses the remembering
  }
}
