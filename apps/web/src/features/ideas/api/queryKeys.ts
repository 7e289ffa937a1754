/** TanStack Query keys of the ideas feature; every write invalidates `all`. */
export const ideasKeys = {
  all: ['ideas'] as const,
  list: (body: object) => ['ideas', 'list', body] as const,
  idea: (id: string) => ['ideas', 'one', id] as const,
  names: (path: string) => ['ideas', 'names', path] as const,
};
