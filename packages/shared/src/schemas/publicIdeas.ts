import { z } from 'zod';
import { MAX_STATUS_BATCH } from '../domain/ideaForm.js';
import { IDEA_STAGES } from '../domain/ideaStage.js';
import { MASTER_DATA_KINDS } from '../domain/masterData.js';
import { MESSAGES, messageText } from '../messages.js';
import { bilingualName, refOutput, uuid } from './common.js';

/**
 * What the operator's phone and the landing page read without an account (issues 27 and 28): the status of the
 * ideas this phone sent, the places the form offers and the month's rewarded ideas. Nothing about people or money
 * beyond what is named here.
 */

/** POST /v1/idea-crud/status/batch: the ideas this phone sent, by the id it kept (the submitter's key). */
export const ideaStatusBatchBody = z.strictObject({
  ids: z
    .array(uuid, { error: MESSAGES.invalidId })
    .min(1, MESSAGES.required)
    .max(MAX_STATUS_BATCH, messageText('atMostItems', { max: MAX_STATUS_BATCH })),
});
export type IdeaStatusBatchInput = z.input<typeof ideaStatusBatchBody>;

/** One idea's public status: its number, where it stands in one word, the reward once rewarded, and when it last changed. */
export const publicIdeaSummary = z.object({
  _id: z.string(),
  ideaNumber: z.number(),
  stage: z.enum(IDEA_STAGES),
  /** the reward's amount, only once the idea is rewarded */
  reward: z.number().nullable(),
  /** why it was not accepted or is on hold (a reason of the spec's list by its key, or the decider's words) */
  reason: z.string().nullable(),
  changedAt: z.string(),
});
export type PublicIdeaSummary = z.infer<typeof publicIdeaSummary>;
/** Unknown ids are left out: the answer says nothing about ids that are not ideas. */
export const ideaStatusBatchOutput = z.object({ data: z.array(publicIdeaSummary) });
export type IdeaStatusBatch = z.infer<typeof ideaStatusBatchOutput>;

/** GET /v1/idea-crud/places: every record of each place level the form offers, so the phone cascades them offline. */
export const formPlace = z.object({ _id: z.string(), name: bilingualName, parentIds: z.array(z.string()) });
export type FormPlace = z.infer<typeof formPlace>;
export const formPlacesOutput = z.object({
  data: z.record(z.enum(MASTER_DATA_KINDS.map((k) => k.kind) as [string, ...string[]]), z.array(formPlace)),
});
export type FormPlaces = z.infer<typeof formPlacesOutput>;

/** GET /v1/idea-crud/rewarded: this month's rewarded ideas for the landing page; the presenter only where the plant allows it. */
export const rewardedIdea = z.object({
  ideaNumber: z.number(),
  ideaText: z.string(),
  factoryBusinessUnit: refOutput.nullable(),
  rewardedAt: z.string(),
  /** only when the setting LANDING_SHOWS_NAMES is on */
  presenter: z.string().optional(),
});
export type RewardedIdea = z.infer<typeof rewardedIdea>;
export const rewardedIdeasOutput = z.object({ data: z.array(rewardedIdea) });
export type RewardedIdeas = z.infer<typeof rewardedIdeasOutput>;
