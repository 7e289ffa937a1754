import { z } from 'zod';
import { ideaListBody } from './ideas.js';

/**
 * The idea banks (spec §2 kaizenTemplate, kaizenTemplateImported): implemented and accepted ideas, submitted
 * through the form or imported from a spreadsheet. The body is the ideas list's (POST /v1/idea-crud/all).
 */
export const IDEA_BANK_SOURCES = ['submitted', 'imported'] as const;
export type IdeaBankSource = (typeof IDEA_BANK_SOURCES)[number];
export const ideaBankParams = z.object({ source: z.enum(IDEA_BANK_SOURCES) });

/**
 * The idea banks' spread filter (issue 32): replications proposed to the user's unit, or ideas of the user's unit
 * that were spread to others (a user without a unit: every replication, every spread idea).
 */
export const BANK_SPREAD_FILTERS = ['proposedToMyUnit', 'spreadFromMyUnit'] as const;
export type BankSpreadFilter = (typeof BANK_SPREAD_FILTERS)[number];

/** POST /v1/idea-crud/bank/:source: the ideas list's body and the spread filter. */
export const ideaBankBody = ideaListBody.extend({ spread: z.enum(BANK_SPREAD_FILTERS).optional() });
export type IdeaBankRequest = z.input<typeof ideaBankBody>;
/** The bank's body as the server reads it (defaults applied). */
export type IdeaBankBody = z.output<typeof ideaBankBody>;
