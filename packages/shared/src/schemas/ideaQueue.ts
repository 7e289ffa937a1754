/**
 * The decider's queue (issue 26, decision 023): GET /v1/idea-crud/queue lists the ideas waiting for a decision
 * the signed-in user may take (stage due, role, unit scope), oldest first.
 */
import { z } from 'zod';
import { DECISION_STAGES } from '../domain/idea.js';
import { bilingualName, listEnvelope, pageQuery } from './common.js';
import { ideaCompactRow } from './ideaListViews.js';

export const ideaQueueQuery = pageQuery.extend({ stage: z.enum(DECISION_STAGES).optional() });
export type IdeaQueueQuery = z.output<typeof ideaQueueQuery>;

/** A compact row of the ideas list plus where and since when it waits. */
export const ideaQueueRow = ideaCompactRow.extend({
  stage: z.enum(DECISION_STAGES).describe('the stage waiting for a decision'),
  state: z.enum(['waiting', 'hold']).describe('waiting for its first decision, or put on hold'),
  waitingSince: z.string().describe('when the idea reached the stage (submission, or the previous stage’s acceptance)'),
  dueDate: z.string().nullable().describe('the due date set at evaluation'),
  overdue: z.boolean(),
  responsiblePerson: z.array(z.string()),
});
export type IdeaQueueRow = z.infer<typeof ideaQueueRow>;

export const ideaQueueResponse = listEnvelope(ideaQueueRow).extend({
  names: z.record(z.string(), bilingualName),
  /** how many ideas wait at each stage the user decides (whatever `stage` narrows the page to) */
  counts: z.partialRecord(z.enum(DECISION_STAGES), z.number()),
});
export type IdeaQueueResponse = z.infer<typeof ideaQueueResponse>;
