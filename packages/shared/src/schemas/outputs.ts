import { z } from 'zod';
import type { MasterDataKindDef } from '../domain/masterData.js';
import { listEnvelope, refOutput, timestamps } from './common.js';
import { fileRefOutput } from './files.js';

/**
 * Response contracts (DESIGN §4): the zod schema of what each route returns, attached as `response:` so the
 * server serialises through it and /v1/docs documents it. Objects are strict about the fields they name and
 * keep any other field (`loose`) so a contract never silently drops what the web app reads.
 */

export const messageOutput = z.object({ message: z.string() });
export const deletedOutput = z.object({ message: z.string(), _id: z.string() });
export const healthOutput = z.object({ status: z.string(), database: z.string() });
/** GET /v1/ready: the database answers and is migrated. */
export const readinessOutput = z.strictObject({ status: z.literal('ready'), database: z.string() });

/** A master-data record of one kind: its parents (for kinds with a parent) as `[{ _id, name }]`, its logo. */
export function masterDataRecordOutput(def: Pick<MasterDataKindDef, 'parent' | 'hasLogo'>) {
  return z.looseObject({
    _id: z.string(),
    name: z.object({ en: z.string(), ar: z.string() }),
    ...(def.parent ? { [def.parent.field]: z.array(refOutput) } : {}),
    ...(def.hasLogo ? { logo: fileRefOutput.nullable() } : {}),
    version: z.number(),
    ...timestamps,
  });
}
export const masterDataNamesOutput = z.object({
  data: z.array(refOutput.extend({ parentIds: z.array(z.string()).optional() })),
});
export const masterDataListOutput = (def: Pick<MasterDataKindDef, 'parent' | 'hasLogo'>) =>
  listEnvelope(masterDataRecordOutput(def));

export const ideaScoreOutput = z.object({
  _id: z.string(),
  idea: z.object({ _id: z.string(), ideaNumber: z.number(), ideaText: z.string() }),
  suggestedBy: z.string().nullable(),
  questions: z.record(z.string(), z.boolean()),
  totalTicks: z.number(),
  priority: z.string(),
  dueDate: z.string().nullable(),
  responsiblePerson: z.array(z.string()),
  ...timestamps,
});
export const ideaScoreListOutput = listEnvelope(ideaScoreOutput);

export const userCodesOutput = z.object({
  data: z.array(z.object({ _id: z.string(), username: z.string(), userCode: z.string() })),
});

/** A download (spreadsheet, JSON backup, stored file): bytes, not JSON. */
export const fileDownloadOutput = z.any().describe('The file itself (binary or JSON attachment)');

/** Every error body (DESIGN §4). */
const messageParams = z.record(z.string(), z.union([z.string(), z.number()]));
export const errorOutput = z.object({
  statusCode: z.number(),
  code: z.string(),
  message: z.string(),
  key: z.string().optional(),
  params: messageParams.optional(),
  details: z
    .array(z.looseObject({ path: z.string(), message: z.string(), key: z.string().optional(), params: messageParams.optional() }))
    .optional(),
});
