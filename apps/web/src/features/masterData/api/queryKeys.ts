/** TanStack Query keys of master data; every write invalidates `all`. */
export const masterDataKeys = {
  all: ['masterData'] as const,
  list: (kind: string, params: object) => ['masterData', kind, 'list', params] as const,
  record: (kind: string, id: string) => ['masterData', kind, 'record', id] as const,
  names: (kind: string) => ['masterData', kind, 'names'] as const,
};
