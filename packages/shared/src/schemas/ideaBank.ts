import { z } from 'zod';

/**
 * The idea banks (spec §2 kaizenTemplate, kaizenTemplateImported): implemented and accepted ideas, submitted
 * through the form or imported from a spreadsheet. The body is the ideas list's (POST /v1/idea-crud/all).
 */
export const IDEA_BANK_SOURCES = ['submitted', 'imported'] as const;
export type IdeaBankSource = (typeof IDEA_BANK_SOURCES)[number];
export const ideaBankParams = z.object({ source: z.enum(IDEA_BANK_SOURCES) });
