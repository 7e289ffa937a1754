import { queryKeys } from '../../../lib/queryKeys';

/** Query keys of the ideas list, under the ideas root (one idea's key is in api/idea.ts). */
export const ideasKeys = {
  list: (body: object) => [...queryKeys.ideas, 'list', body] as const,
};
