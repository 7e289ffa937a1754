import { z } from 'zod';
import { RECORD_KINDS, type RecordField, type RecordKind, type RecordKindDef, recordKind } from '../domain/records.js';
import { MAX_SHORT_TEXT } from '../limits.js';
import { MESSAGES, type MessageKey, messageText } from '../messages.js';
import {
  bilingualName,
  calendarDay,
  ignoredField,
  listEnvelope,
  pageQuery,
  plainText,
  REQUIRED,
  refInput,
  refOutput,
  requiredRef,
  uuid,
  versionField,
} from './common.js';
import { whenMissing } from './zodMessages.js';

/**
 * Request and response schemas of the generic records module, generated from the table of kinds
 * (domain/records.ts). The same schemas drive the API and the web forms, so both show the same messages.
 */
export const RECORD_MIN_NAME = 2;
export const MAX_ANSWERS = 500;
export const MAX_SUB_ANSWERS = 50;

/** "jobTitle" -> "job title": the kind's English label inside messages. */
export const kindLabel = (kind: string) => kind.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

const bilingualKeys = {
  name: ['enterTheNameEn', 'enterTheNameAr'],
  title: ['enterTheTitleEn', 'enterTheTitleAr'],
  body: ['enterTheBodyEn', 'enterTheBodyAr'],
} as const satisfies Record<string, [MessageKey, MessageKey]>;
const bilingualMessage = (field: string, lang: 0 | 1) => MESSAGES[bilingualKeys[field as keyof typeof bilingualKeys][lang]];

export const RECORD_MESSAGES = {
  required: REQUIRED,
  bilingualEn: (field: string) => bilingualMessage(field, 0),
  bilingualAr: (field: string) => bilingualMessage(field, 1),
  minText: messageText('minChars', { min: RECORD_MIN_NAME }),
  maxText: (max: number) => messageText('maxChars', { max }),
  email: MESSAGES.enterValidEmail,
  phone: MESSAGES.enterValidPhone,
  link: MESSAGES.enterValidLink,
  date: MESSAGES.enterValidDate,
  number: MESSAGES.enterNumber,
  wholeNumber: MESSAGES.enterWholeNumber,
  between: (min: number, max: number) => messageText('between', { min, max }),
  choice: MESSAGES.chooseListed,
  boolean: MESSAGES.chooseYesNo,
  tooMany: (max: number) => messageText('selectAtMost', { max }),
  notFound: (kind: string) => messageText('notFound', { label: capital(kindLabel(kind)) }),
  unknownRef: (kind: string) => messageText('selectExisting', { label: kindLabel(kind) }),
  unknownUser: messageText('selectExisting', { label: 'user' }),
  sameAs: (kind: string, ours: string) => messageText('mustBelongTo', { label: kindLabel(kind), parent: kindLabel(ours) }),
  endBeforeStart: MESSAGES.endBeforeStart,
  clientOrProject: MESSAGES.clientOrProject,
  questionNotInType: MESSAGES.questionNotInType,
  answerNotOffered: MESSAGES.answerNotOffered,
  subAnswerNotOfAnswer: MESSAGES.subAnswerNotOfAnswer,
  questionTwice: MESSAGES.questionTwice,
  nameUsed: MESSAGES.nameAlreadyUsed,
} as const;

const M = RECORD_MESSAGES;
const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const text = (max: number) => plainText(max, M.required).min(1, M.required).min(RECORD_MIN_NAME, M.minText);
/** One language of a bilingual field: blank says which language is missing. */
const bilingualPart = (missing: string, max: number) =>
  z.preprocess(blankToUndefined, plainText(max, missing).min(RECORD_MIN_NAME, M.minText));
const LINK = /^(\/[^\s]*|https?:\/\/[^\s/$.?#][^\s]*)$/i;

/** The English and Arabic parts of a bilingual field (the web form checks each input with these). */
export function bilingualParts(field: RecordField) {
  const max = 'multiline' in field && field.multiline ? 5000 : MAX_SHORT_TEXT;
  return { en: bilingualPart(M.bilingualEn(field.key), max), ar: bilingualPart(M.bilingualAr(field.key), max) };
}

/** The value schema of a field, without its required/optional wrapping. */
function valueSchema(field: RecordField): z.ZodType {
  switch (field.type) {
    case 'bilingual':
      return z.strictObject(bilingualParts(field), { error: whenMissing(M.required) });
    case 'text':
      return text(field.max ?? MAX_SHORT_TEXT);
    case 'email':
      return z
        .string()
        .trim()
        .toLowerCase()
        .max(MAX_SHORT_TEXT, M.email)
        .pipe(z.email({ error: M.email }));
    case 'phone':
      return z
        .string()
        .trim()
        .regex(/^\+?[0-9][0-9 -]{5,19}$/, M.phone);
    case 'link':
      return plainText(2000).regex(LINK, M.link);
    case 'date':
      return calendarDay(M.date);
    case 'number': {
      let n = z
        .number({ error: M.number })
        .min(field.min, M.between(field.min, field.max))
        .max(field.max, M.between(field.min, field.max));
      if (field.integer) n = n.int(M.wholeNumber);
      return n;
    }
    case 'enum':
      return z.enum(field.values as [string, ...string[]], { error: whenMissing(M.choice) });
    case 'boolean':
      return z.boolean({ error: M.boolean });
    case 'ref':
    case 'user':
      return refInput;
    case 'answers':
      return z.array(answerInput, { error: whenMissing(M.required) }).max(MAX_ANSWERS, M.tooMany(MAX_ANSWERS));
  }
}

const answerInput = z.strictObject({
  question: requiredRef(M.required),
  offeredAnswer: requiredRef(M.required),
  subAnswers: z.preprocess(blankToUndefined, z.array(refInput).max(MAX_SUB_ANSWERS, M.tooMany(MAX_SUB_ANSWERS)).optional()),
  note: z.preprocess(blankToUndefined, plainText(2000).optional()),
});
export type AnswerInput = z.infer<typeof answerInput>;

/** A field's request schema: required fields refuse missing, null and blank with 'This field is required'. */
export function fieldSchema(field: RecordField): z.ZodType {
  const value = valueSchema(field);
  if (field.type === 'boolean') return z.preprocess((v) => v ?? false, value);
  if (field.type === 'enum') return z.preprocess((v) => blankToUndefined(v) ?? field.initial, value);
  if (field.type === 'answers') return z.preprocess((v) => v ?? [], value);
  if (field.required) {
    return z
      .unknown()
      .transform(blankToUndefined)
      .refine((v) => v !== undefined, M.required)
      .pipe(value as z.ZodType<unknown, unknown> as never);
  }
  return z.preprocess(blankToUndefined, value.optional());
}

/** What create and update accept after parsing: field values by key (refs as ids). */
export type RecordInput = Record<string, unknown> & { version?: number };

function bodySchema(def: RecordKindDef, mode: 'create' | 'update'): z.ZodType<RecordInput> {
  const fixed = new Set(mode === 'update' ? (def.fixedAfterCreate ?? []) : []);
  const shape: Record<string, z.ZodType> = {};
  for (const field of def.fields) shape[field.key] = fixed.has(field.key) ? ignoredField : fieldSchema(field);
  if (mode === 'update') {
    shape.version = versionField;
    // read-only fields a GET returns may be echoed back
    for (const key of ['_id', 'createdAt', 'updatedAt']) shape[key] = ignoredField;
  }
  return z.strictObject(shape) as unknown as z.ZodType<RecordInput>;
}

/** A record as the API returns it; references come as `{ _id, name }`, the addressee as `{ _id, username }`. */
export interface RecordOutput {
  _id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

const userOutput = z.object({ _id: z.string(), username: z.string() });
export const answerOutput = z.object({
  question: refOutput,
  offeredAnswer: refOutput,
  subAnswers: z.array(refOutput),
  note: z.string().nullable(),
});

function outputFieldSchema(field: RecordField): z.ZodType {
  const schema = (() => {
    switch (field.type) {
      case 'bilingual':
        return bilingualName;
      case 'number':
        return z.number();
      case 'boolean':
        return z.boolean();
      case 'ref':
        return refOutput;
      case 'user':
        return userOutput;
      case 'answers':
        return z.array(answerOutput);
      default:
        return z.string();
    }
  })();
  return field.required || field.type === 'boolean' || field.type === 'answers' || field.type === 'enum'
    ? schema
    : schema.nullable();
}

function outputSchema(def: RecordKindDef) {
  const shape: Record<string, z.ZodType> = {
    _id: z.string(),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  };
  for (const field of def.fields) shape[field.key] = outputFieldSchema(field);
  return z.object(shape) as unknown as z.ZodType<RecordOutput>;
}

/** Columns a list may be sorted by: the display name in either language, dates, and the listed scalar fields. */
export function sortKeys(def: RecordKindDef): [string, ...string[]] {
  const scalar = def.fields.filter((f) => f.list && ['text', 'email', 'date', 'number', 'enum', 'boolean'].includes(f.type));
  return [`${def.nameField}.en`, `${def.nameField}.ar`, 'createdAt', 'updatedAt', ...scalar.map((f) => f.key)];
}

/** Reference filters of lists and `/names`: `?client=<id>` keeps the records that point at that client. */
const refFilters = (def: RecordKindDef) =>
  Object.fromEntries(def.fields.filter((f) => f.type === 'ref').map((f) => [f.key, uuid.optional()]));

export const recordNameOutput = z.object({ _id: z.string(), name: bilingualName });
export const recordNamesResponse = z.object({ data: z.array(recordNameOutput) });
export const recordDeletedResponse = z.object({ message: z.string(), _id: z.string() });

export interface RecordSchemas {
  create: z.ZodType<RecordInput>;
  update: z.ZodType<RecordInput>;
  output: z.ZodType<RecordOutput>;
  list: ReturnType<typeof listEnvelope>;
  listQuery: z.ZodType<RecordListQuery>;
  namesQuery: z.ZodType<Record<string, string | undefined>>;
}

export interface RecordListQuery {
  page: number;
  limit: number;
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  [refFilter: string]: unknown;
}

function schemasOf(def: RecordKindDef): RecordSchemas {
  const output = outputSchema(def);
  return {
    create: bodySchema(def, 'create'),
    update: bodySchema(def, 'update'),
    output,
    list: listEnvelope(output),
    listQuery: z.strictObject({
      ...pageQuery.shape,
      sort: z.enum(sortKeys(def), { error: messageText('sortOneOf', { values: sortKeys(def).join(', ') }) }).optional(),
      order: z.enum(['asc', 'desc'], { error: MESSAGES.orderAscDesc }).optional(),
      ...refFilters(def),
    }) as unknown as z.ZodType<RecordListQuery>,
    namesQuery: z.strictObject(refFilters(def)) as unknown as z.ZodType<Record<string, string | undefined>>,
  };
}

/** Every kind's schemas, by kind. */
export const RECORD_SCHEMAS = Object.fromEntries(RECORD_KINDS.map((def) => [def.kind, schemasOf(def)])) as Record<
  RecordKind,
  RecordSchemas
>;

export const recordSchemas = (kind: string) => RECORD_SCHEMAS[recordKind(kind)!.kind];
