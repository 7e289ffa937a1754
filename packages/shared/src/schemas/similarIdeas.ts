import { z } from 'zod';
import { IDEA_STAGES } from '../domain/ideaStage.js';
import { REQUIRED, requiredRef, uuid } from './common.js';

/** Up to five ideas of the same unit whose titles look like the one being typed (issue 18). */
export const SIMILAR_IDEAS_LIMIT = 5;
export const SIMILAR_TEXT_MIN = 3;

export const similarIdeasQuery = z.object({
  text: z.string({ error: REQUIRED }).trim().min(SIMILAR_TEXT_MIN, REQUIRED).max(1000),
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
