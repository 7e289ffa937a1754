import { type BackupReplicationLink, type ImportRowError, MESSAGES, messageText } from '@fikra/shared';
import { ideaReplicationsRestoreRepository, type RestoredLink } from '../../data/ideaReplications.restore.js';
import type { Tx } from '../../db/client.js';
import type { RestoreTally } from './restoreRows.js';
import { rowError } from './restoreRows.js';

interface PendingLink extends RestoredLink {
  row: number;
  /** the idea was counted unchanged: a link written for it makes it updated */
  unchanged: boolean;
}

/**
 * The replications' links of a restore (issue 32, `idea_replications`): kept while the ideas are written and
 * written once every idea is, since an original may come after its replication in a file. In the restore's
 * transaction, so a link that cannot be placed refuses the whole restore.
 */
export function replicationLinks(tally: RestoreTally, resolve: (masterDataId: string) => string) {
  const pending: PendingLink[] = [];
  return {
    /** A restored idea's link, written at the end. */
    add(row: number, replicationId: string, link: BackupReplicationLink, unchanged: boolean) {
      pending.push({ ...link, replicationId, row, unchanged });
    },

    async finish(tx: Tx): Promise<ImportRowError[]> {
      if (!pending.length) return [];
      const repo = ideaReplicationsRestoreRepository(tx);
      const links = pending.map((l) => ({ ...l, targetUnit: resolve(l.targetUnit) }));
      const missing = await repo.missingOriginals([...new Set(links.flatMap((l) => (l.originalId ? [l.originalId] : [])))]);
      for (const l of links) {
        if (l.originalId && missing.has(l.originalId)) {
          // kept as the link of a deleted original: its number, no id
          tally.notRestored(l.row, 'replication.originalId', 'ORIGINAL_NOT_FOUND', MESSAGES.backupOriginalMissing, l.originalId);
          l.originalId = null;
        }
      }
      // a unit gets one replication of an idea: in the file, and beside the links already here
      const errors: ImportRowError[] = [];
      const places = new Set<string>();
      for (const l of links) {
        if (!l.originalId) continue;
        const place = `${l.originalId} ${l.targetUnit}`;
        if (places.has(place))
          errors.push(rowError(l.row, 'replication.targetUnit', MESSAGES.backupReplicationTwice, l.targetUnit));
        places.add(place);
      }
      if (errors.length) return errors;
      const taken = await repo.placesTaken(links);
      for (const l of links) {
        const number = taken.get(l.replicationId);
        if (number !== undefined) {
          errors.push(
            rowError(l.row, 'replication.targetUnit', messageText('backupReplicationPlaceTaken', { number }), l.targetUnit),
          );
        }
      }
      if (errors.length) return errors;
      const written = new Set(await repo.upsert(links));
      for (const l of links) {
        if (l.unchanged && written.has(l.replicationId)) {
          tally.unchanged--;
          tally.updated++;
        }
      }
      return [];
    },
  };
}
