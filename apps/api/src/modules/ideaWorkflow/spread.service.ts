import {
  type DeclineReplicationData,
  dueStage,
  type IdeaStatus,
  initialIdeaStatus,
  isAccepted,
  type ProposeReplicationsData,
  quarterOf,
  type SpreadOutput,
  spreadRefusal,
  spreadStateOf,
  unitScopeOf,
} from '@fikra/shared';
import { ideaReplicationsRepository } from '../../data/ideaReplications.repository.js';
import { type IdeaTableRow, ideasRepository, type MasterNames, masterNames } from '../../data/ideas.repository.js';
import type { Database, Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';
import { AppError, appError, conflict, fieldError, forbidden, notFound, validationFailed } from '../../plugins/errors.js';
import { resolveHierarchy } from '../../services/hierarchy.js';
import { recordIdeaEvent } from '../../services/ideaEvents.js';
import { syncSpreadOriginal } from './spreadSync.js';
import { decideStage, inWorkflowTransaction, lockIdea } from './stageDecision.js';

const refOf = (names: MasterNames, id: string | null) => {
  const name = id ? names.get(id) : undefined;
  return id ? { _id: id, name: { en: name?.name_en ?? '', ar: name?.name_ar ?? '' } } : null;
};

/** A new idea in the target unit carrying the original: texts, knowledge table and photos (the same files). */
function replicationStatus(original: IdeaStatus): IdeaStatus {
  const status = initialIdeaStatus();
  const from = original.implemented;
  status.implemented = {
    ...status.implemented,
    before: from.before,
    after: from.after,
    oplDescription: from.oplDescription,
    ideaText: from.ideaText,
  };
  return status;
}

/**
 * Spreading an implemented idea to other units (issue 32, decision 032): proposing it (one replication, a new idea,
 * per unit), a unit's decline, closing the spread, and what the spread looks like from either end.
 */
export function createSpreadService(db: Database) {
  const inTransaction = <T>(fn: (tx: Tx) => Promise<T>) => inWorkflowTransaction(db, fn);

  async function assertTargets(tx: Tx, original: IdeaTableRow, body: ProposeReplicationsData) {
    const units = body.targets.map((t) => t.factoryBusinessUnit);
    units.forEach((unit, n) => {
      if (units.indexOf(unit) !== n) throw validationFailed(`targets.${n}.factoryBusinessUnit`, 'spreadTargetTwice');
      if (unit === original.factory_business_unit_id) throw validationFailed(`targets.${n}.factoryBusinessUnit`, 'spreadOwnUnit');
    });
    const refs = [];
    for (const [n, target] of body.targets.entries()) {
      try {
        refs.push(
          await resolveHierarchy(tx, {
            factoryBusinessUnit: target.factoryBusinessUnit,
            areaSection: target.areaSection,
          } as never),
        );
      } catch (err) {
        if (err instanceof AppError && err.details)
          err.details = err.details.map((d) => ({ ...d, path: `targets.${n}.${d.path}` }));
        throw err;
      }
    }
    const taken = await ideaReplicationsRepository(tx).unitsAlreadyTargeted(original.id, units);
    if (taken.length) {
      const names = await masterNames(tx, taken);
      const named = (id: string) => names.get(id)?.name_en ?? id;
      const err = conflict('spreadAlreadyProposed', { units: taken.map(named).join(', ') });
      err.details = taken.map((unit) =>
        fieldError(`targets.${units.indexOf(unit)}.factoryBusinessUnit`, 'spreadAlreadyProposed', { units: named(unit) }),
      );
      throw err;
    }
    return refs;
  }

  return {
    propose(user: AuthUser, id: string, body: ProposeReplicationsData) {
      return inTransaction(async (tx) => {
        const original = await lockIdea(tx, user, id);
        const refusal = spreadRefusal(original.status);
        if (refusal) throw appError('VALIDATION_FAILED', refusal);
        const refs = await assertTargets(tx, original, body);
        const ideas = ideasRepository(tx);
        const replications = ideaReplicationsRepository(tx);
        const now = new Date();
        const created = [];
        for (const unitRefs of refs) {
          const { id: replicationId, ideaNumber } = await ideas.insert({
            ideaText: original.idea_text,
            ideaDesc: original.idea_desc,
            ideaPresenterType: original.idea_presenter_type,
            employeeName: original.employee_name,
            employeeCode: original.employee_code,
            employeePhone: null,
            refs: unitRefs,
            quarter: quarterOf(now),
            year: now.getUTCFullYear(),
            kaizenType: original.kaizen_type,
            effectOnPQCDSM: original.effect_on_pqcdsm ?? [],
            estimatedAnualSavings: Number(original.estimated_annual_savings),
            filesRelated: original.files_related ?? [],
            operatorImg: original.operator_img ?? [],
            status: replicationStatus(original.status),
            createdAt: now,
            opl: original.opl,
            replicatedFrom: original.id,
          });
          const unit = unitRefs.factoryBusinessUnit as string;
          await replications.insert({
            replicationId,
            originalId: original.id,
            originalNumber: Number(original.idea_number),
            targetUnitId: unit,
            note: body.note ?? '',
            proposedBy: user.username,
          });
          // the unit's deciders hear of it as of any new idea (the outbox of issue 27)
          await recordIdeaEvent(
            tx,
            'idea.submitted',
            { id: replicationId, ideaNumber, ideaText: original.idea_text },
            { actor: { id: user.id, username: user.username } },
          );
          created.push({ _id: replicationId, ideaNumber, unit });
        }
        const names = await masterNames(
          tx,
          created.map((c) => c.unit),
        );
        return {
          data: created.map((c) => ({ _id: c._id, ideaNumber: c.ideaNumber, factoryBusinessUnit: refOf(names, c.unit) })),
        };
      });
    },

    /** The unit of a replication says no, with a reason: the stage it waits at is rejected with it. */
    decline(user: AuthUser, id: string, body: DeclineReplicationData) {
      return inTransaction(async (tx) => {
        const row = await lockIdea(tx, user, id, body.version);
        const replications = ideaReplicationsRepository(tx);
        if (!(await replications.linkOf(id))) throw validationFailed('id', 'notAReplication');
        // implemented (or rejected) is decided: a unit declines only what it has not carried out
        const stage = dueStage(row.status);
        if (!stage || isAccepted(row.status.implemented)) throw conflict('replicationDecided');
        const note = body.note ?? '';
        const otherReason = note ? `${body.reason}: ${note}` : body.reason;
        const status = await decideStage(tx, user, row, row.status, stage, {
          accepted: false,
          reasonOfDenial: 'Other',
          otherReason,
        } as never);
        const ideas = ideasRepository(tx);
        await ideas.saveStatus(id, status);
        await replications.decline(id, { reason: body.reason, note, by: user.username });
        await syncSpreadOriginal(tx, user, id);
        return (await ideas.findById(id))!;
      });
    },

    /** The manager closes the spread as complete: the original becomes Fully Replicated (and locked). */
    close(user: AuthUser, id: string, version: number) {
      return inTransaction(async (tx) => {
        const row = await lockIdea(tx, user, id, version);
        const status = await decideStage(tx, user, row, row.status, 'replicated', { type: 'Fully Replicated' });
        const ideas = ideasRepository(tx);
        await ideas.saveStatus(id, status);
        return (await ideas.findById(id))!;
      });
    },

    /**
     * Where the idea came from and where it went. A unit-scoped user reads the whole spread of their own unit's
     * idea; of another unit's idea, only its replications in their own unit (and no origin).
     */
    async view(user: AuthUser, id: string): Promise<SpreadOutput> {
      const unitId = await ideasRepository(db).unitOf(id);
      if (unitId === undefined) throw notFound('noIdea');
      const scope = unitScopeOf(user);
      if (scope === null) throw forbidden();
      const ownIdea = scope === undefined || scope === unitId;
      const replications = ideaReplicationsRepository(db);
      const link = ownIdea ? await replications.linkOf(id) : undefined;
      const targets = await replications.targetsOf(id, ownIdea ? undefined : scope);
      const names = await masterNames(db, [link?.originalUnitId, ...targets.flatMap((t) => [t.unitId, t.areaId])]);
      const rows = targets.map((t) => {
        const state = spreadStateOf(t.status);
        const implemented = state === 'implemented';
        const refused = Object.values(t.status).find((s) => 'accepted' in s && s.value && s.accepted === false) as
          | { reasonOfDenial?: string }
          | undefined;
        return {
          replication: { _id: t.replicationId, ideaNumber: t.ideaNumber },
          factoryBusinessUnit: refOf(names, t.unitId),
          areaSection: refOf(names, t.areaId),
          state,
          reason: state === 'declined' ? (t.declineReason ?? refused?.reasonOfDenial ?? null) : null,
          declineNote: t.declineNote,
          savings: implemented ? t.savings : 0,
          proposedAt: t.proposedAt,
          implementedAt: implemented ? t.status.implemented.date : null,
        };
      });
      return {
        origin: link
          ? {
              _id: link.originalId,
              ideaNumber: link.originalNumber,
              ideaText: link.originalText,
              factoryBusinessUnit: refOf(names, link.originalUnitId),
              note: link.note,
              proposedBy: link.proposedBy,
              proposedAt: link.proposedAt,
              decline: link.decline,
            }
          : null,
        targets: rows,
        totalSavings: rows.reduce((sum, r) => sum + r.savings, 0),
      };
    },
  };
}
