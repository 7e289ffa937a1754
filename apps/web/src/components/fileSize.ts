/** A byte count as the pages show it: B, KB or MB with one decimal, in the user's language. */
export function formatSize(bytes: number, t: (key: string, vars: { n: string }) => string): string {
  if (bytes < 1024) return t('common:upload.size.B', { n: String(bytes) });
  if (bytes < 1024 * 1024) return t('common:upload.size.KB', { n: (bytes / 1024).toFixed(1) });
  return t('common:upload.size.MB', { n: (bytes / (1024 * 1024)).toFixed(1) });
}
