/** Requests and answers of spreading an idea to other units (issue 32, decision 032). */
import { z } from 'zod';
import { DECLINE_REASONS, SPREAD_STATES } from '../domain/spread.js';
import { MAX_SHORT_TEXT, MAX_TEXT } from '../limits.js';
import { MESSAGES, messageText } from '../messages.js';
import { plainText, REQUIRED, refInput, refOutput, requiredRef, versionField, whenMissing } from './common.js';

/** At most this many units in one proposal. */
export const MAX_SPREAD_TARGETS = 50;

const spreadTarget = z.strictObject({
  factoryBusinessUnit: requiredRef(REQUIRED),
  areaSection: z.preprocess((v) => (v === '' || v === null ? undefined : v), refInput.optional()),
});

/** POST /v1/idea-crud/:id/replications: the target units (each once) and a note. */
export const proposeReplicationsBody = z.strictObject({
  targets: z
    .array(spreadTarget, { error: whenMissing(REQUIRED) })
    .min(1, MESSAGES.spreadChooseUnits)
    .max(MAX_SPREAD_TARGETS, messageText('listMax', { max: MAX_SPREAD_TARGETS })),
  note: plainText(MAX_TEXT).optional(),
});
export type ProposeReplicationsData = z.infer<typeof proposeReplicationsBody>;

/** POST /v1/idea-crud/:id/replication/decline: the replication's unit says no, with a reason. */
export const declineReplicationBody = z.strictObject({
  reason: z.enum(DECLINE_REASONS, { error: whenMissing(REQUIRED) }),
  note: plainText(MAX_SHORT_TEXT).optional(),
  version: versionField,
});
export type DeclineReplicationData = z.infer<typeof declineReplicationBody>;

/** POST /v1/idea-crud/:id/replications/close: the spread is complete (the original becomes Fully Replicated). */
export const closeSpreadBody = z.strictObject({ version: versionField });

const decline = z.object({ reason: z.string(), note: z.string(), at: z.string().nullable(), by: z.string().nullable() });

/** One target of a spread: its replication and where it stands. */
export const spreadTargetOutput = z.object({
  replication: z.object({ _id: z.string(), ideaNumber: z.number() }),
  factoryBusinessUnit: refOutput.nullable(),
  areaSection: refOutput.nullable(),
  state: z.enum(SPREAD_STATES),
  /** why it was declined: a decline reason, or the rejection reason of the stage that refused it */
  reason: z.string().nullable(),
  declineNote: z.string(),
  savings: z.number(),
  proposedAt: z.string(),
  implementedAt: z.string().nullable(),
});
export type SpreadTarget = z.infer<typeof spreadTargetOutput>;

/** GET /v1/idea-crud/:id/replications: where the idea came from (a replication) and where it went. */
export const spreadOutput = z.object({
  origin: z
    .object({
      _id: z.string().nullable(),
      ideaNumber: z.number(),
      ideaText: z.string(),
      factoryBusinessUnit: refOutput.nullable(),
      note: z.string(),
      proposedBy: z.string().nullable(),
      proposedAt: z.string(),
      decline: decline.nullable(),
    })
    .nullable(),
  targets: z.array(spreadTargetOutput),
  /** the savings of the implemented replications */
  totalSavings: z.number(),
});
export type SpreadOutput = z.infer<typeof spreadOutput>;

export const proposedReplicationsOutput = z.object({
  data: z.array(z.object({ _id: z.string(), ideaNumber: z.number(), factoryBusinessUnit: refOutput.nullable() })),
});

/** One target unit's answer to the ideas proposed to it (the dashboard's Spread view). */
export const spreadUnitFigures = z.object({
  unit: refOutput.nullable(),
  proposed: z.number(),
  implemented: z.number(),
  declined: z.number(),
  /** implemented / proposed, 0-1; null with none proposed */
  adoptionRate: z.number().nullable(),
  savings: z.number(),
});

/** GET /v1/analytics/spread: how the ideas implemented in the period spread (issue 32). */
export const spreadFiguresOutput = z.object({
  /** implemented ideas that can be replicated (replications themselves aside) */
  replicable: z.number(),
  /** how many of them were proposed to at least one unit */
  proposedIdeas: z.number(),
  replications: z.number(),
  implemented: z.number(),
  declined: z.number(),
  adoptionRate: z.number().nullable(),
  /** average days from a proposal to its implementation, of the implemented replications */
  averageDaysToImplement: z.number().nullable(),
  /** the savings of the originals that were proposed, and what their implemented replications added */
  originalSavings: z.number(),
  addedSavings: z.number(),
  units: z.array(spreadUnitFigures),
});
export type SpreadFigures = z.infer<typeof spreadFiguresOutput>;
