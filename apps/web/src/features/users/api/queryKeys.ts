/** TanStack Query keys of the users feature; every write invalidates `all`. */
export const usersKeys = {
  all: ['users'] as const,
  list: (params: object) => ['users', 'list', params] as const,
  user: (id: string) => ['users', 'one', id] as const,
  locations: (path: string) => ['users', 'locations', path] as const,
};
