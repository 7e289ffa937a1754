/** A byte count as the media pages show it: B, KB or MB with one decimal, in the user's language. */
export function formatSize(bytes: number, t: (key: string, vars: { n: string }) => string): string {
  if (bytes < 1024) return t('media:size.B', { n: String(bytes) });
  if (bytes < 1024 * 1024) return t('media:size.KB', { n: (bytes / 1024).toFixed(1) });
  return t('media:size.MB', { n: (bytes / (1024 * 1024)).toFixed(1) });
}
