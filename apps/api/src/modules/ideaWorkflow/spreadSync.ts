import { derivedReplicationType, isAccepted, isStageLocked, spreadStateOf } from '@fikra/shared';
import { ideaReplicationsRepository } from '../../data/ideaReplications.repository.js';
import { ideasRepository } from '../../data/ideas.repository.js';
import type { Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';
import { applyStage } from './stageDecision.js';

/**
 * After a decision on a replication (in the same transaction, its status already saved): the original's
 * replicated stage follows its replications' outcomes (decision 032). Partially Replicated once one target has
 * implemented it, Fully Replicated when every target has; nothing changes before any has, once the original is
 * Fully Replicated (the spec's lock), or when the type is already the derived one. The change goes through the
 * workflow like any replicated save (history, events), in the name of the user whose decision caused it: the
 * unit's decider need not be one of the original's.
 */
export async function syncSpreadOriginal(tx: Tx, user: AuthUser, replicationId: string): Promise<void> {
  const replications = ideaReplicationsRepository(tx);
  const link = await replications.linkOf(replicationId);
  if (!link?.originalId) return;
  const ideas = ideasRepository(tx);
  const original = await ideas.lockForUpdate(link.originalId);
  if (!original || !isAccepted(original.status.implemented) || isStageLocked(original.status, 'replicated')) return;
  const targets = await replications.targetsOf(original.id);
  const type = derivedReplicationType(targets.map((t) => spreadStateOf(t.status)));
  const current = original.status.replicated;
  if (!type || (current.value && current.type === type)) return;
  const status = await applyStage(tx, user, original, original.status, 'replicated', { type });
  await ideas.saveStatus(original.id, status);
}
