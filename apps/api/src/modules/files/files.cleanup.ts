import { referencedFilesQuery } from '../../data/fileReferences.js';
import { filesRepository } from '../../data/files.repository.js';
import type { Database } from '../../db/client.js';

/** How long an uploaded file may wait for the record that uses it (a form being filled in, a sheet being checked). */
export const UNREFERENCED_FILE_GRACE_MS = 24 * 3600_000;
export const CLEANUP_EVERY_MS = 3600_000;

/**
 * Deletes files older than the grace period that no record uses (chunks go with them). Rows another
 * transaction holds (a submission attaching the file right now) are skipped and looked at next time.
 */
export async function deleteUnreferencedFiles(db: Database, graceMs = UNREFERENCED_FILE_GRACE_MS): Promise<number> {
  const referenced = await referencedFilesQuery(db);
  return db.transaction((tx) => filesRepository(tx).removeUnreferenced(referenced, graceMs / 1000));
}
