import { z } from 'zod';
import { SIMILAR_TEXT_MIN } from '../domain/ideaForm.js';
import { IDEA_STAGES } from '../domain/ideaStage.js';
import { plainText, REQUIRED, requiredRef, uuid } from './common.js';

/** Up to five ideas of the same unit whose titles look like the one being typed (issue 18). */
export const SIMILAR_IDEAS_LIMIT = 5;
/**
 * The public form (no sign-in) is shown only ideas of the unit it is filled for that are at least this old, by
 * title (`ideaText`; never the description), so it cannot follow what others are submitting now (issue 29 item 8).
 * Signed-in staff see every idea of the unit their role may see.
 */
export const SIMILAR_PUBLIC_MIN_AGE_HOURS = 24;

export const similarIdeasQuery = z.object({
  text: plainText(1000, REQUIRED).min(SIMILAR_TEXT_MIN, REQUIRED),
  factoryBusinessUnit: requiredRef(),
  /** the idea being evaluated, left out of its own hints */
  exclude: uuid.optional(),
});

export const similarIdea = z.object({
  /** only for signed-in staff, who may open it; the public form sees number, title, stage and date */
  _id: z.string().optional(),
  ideaNumber: z.number(),
  ideaText: z.string(),
  stage: z.enum(IDEA_STAGES),
  createdAt: z.string(),
  similarity: z.number(),
});
export type SimilarIdea = z.infer<typeof similarIdea>;
export const similarIdeasResponse = z.object({ data: z.array(similarIdea) });
export type SimilarIdeasResponse = z.infer<typeof similarIdeasResponse>;
