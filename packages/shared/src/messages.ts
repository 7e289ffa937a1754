import type { MessageParams } from './errors.js';

/**
 * Every English message the server and the shared schemas send, by a stable key (the web app translates by
 * key: `messages:<key>` in ar/messages.json; the English namespace is this object itself). Parameters use
 * i18next's form `{{name}}`; a `{{label}}` names the thing the message is about, and the Arabic catalogue may
 * word each label on its own (`<key>_<label>`, i18next's context). Add a message here and in ar/messages.json.
 * The spec's exact wording is kept: tests assert it.
 */
export const MESSAGES = {
  // generic
  required: 'This field is required',
  thisIsRequired: 'This is required',
  invalidCharacters: 'This text contains characters that are not allowed',
  maxChars: 'Must be at most {{max}} characters',
  minChars: 'Must be at least {{min}} characters',
  invalidId: 'Invalid id',
  invalidValue: 'Invalid value',
  invalidDate: 'Invalid date',
  invalidRequest: 'Invalid request',
  bodyNotJson: 'The request body is not valid JSON',
  unsupportedBody: 'This type of request body is not accepted',
  mustBeNumber: 'Must be a number',
  limitOneOf: 'limit must be one of {{values}}',
  sortOneOf: 'sort must be one of {{values}}',
  orderAscDesc: 'order must be asc or desc',
  metricsOneOf: 'metrics must be a comma-separated list of {{values}}',
  unrecognizedKey: 'Unrecognized key: "{{key}}"',
  // what zod finds wrong, in the catalogue's words (schemas/zodMessages.ts; issue 30)
  mustBeText: 'Must be text',
  mustBeTrueOrFalse: 'Must be true or false',
  mustBeObject: 'Must be an object',
  mustBeList: 'Must be a list',
  notAllowedValue: 'This is not one of the allowed values ({{values}})',
  numberMin: 'Must be at least {{min}}',
  numberAbove: 'Must be greater than {{min}}',
  numberMax: 'Must be at most {{max}}',
  numberBelow: 'Must be less than {{max}}',
  listMin: 'Must have at least {{min}} items',
  listMax: 'Must have at most {{max}} items',
  versionRequired: 'version is required',
  selectAtLeastOne: 'Please select at least one',
  selectAtMost: 'Please select at most {{max}}',
  selectExisting: 'Please select an existing {{label}}',
  notFound: '{{label}} not found',
  notFoundPlain: 'Not found',
  routeNotFound: 'Route {{method}} {{path}} not found',
  forbidden: 'You are not allowed to do this',
  staleVersion: 'This record was changed by someone else. Reload it and try again.',
  recordExists: 'This record already exists',
  recordInUse: 'This record is in use',
  inUseBy: 'In use by {{list}}',
  inUseCount: '{{count}} {{label}}',
  tooManyRequests: 'Too many requests, please try again later',
  lookupBusy: 'This lookup is busy, please try again in a minute',
  errorTryAgain: 'An error occured please try again',
  databaseUnreachable: 'Database unreachable',
  migrationsPending: 'The database is not migrated yet',
  metricsTokenNeeded: 'Metrics are answered only with the metrics token',
  deleted: 'Deleted',
  // sign-in and accounts
  usernameRequired: 'Please enter your Username',
  usernameMin: 'Username must be at least {{min}} characters',
  userCodeMin: 'User Code must be at least {{min}} characters',
  mobileRequired: 'Please enter a valid Mobile',
  mobileDigits: 'Mobile must be numbers only',
  mobileMin: 'Mobile must be at least {{min}} numbers',
  mobileMax: 'Mobile must be at most {{max}} numbers',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid Email',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least {{min}} characters',
  passwordMax: 'Password must be at most {{max}} characters',
  invalidCredentials: 'Email or password is incorrect',
  signInPlease: 'Please sign in',
  sessionEnded: 'Your session has ended, please sign in again',
  tokenEnded: 'Your token has ended',
  emailTaken: 'This email is already registered',
  currentPasswordWrong: 'The current password is incorrect',
  resetLinkInvalid: 'This link is invalid or has expired',
  resetLinkSent: 'If this email is registered, a link to reset the password has been sent to it',
  passwordChanged: 'Password changed',
  signedOut: 'Signed out',
  choosePhoto: 'Please choose a photo',
  photoType: 'The photo must be a JPEG, PNG, WebP or GIF image',
  photoTooLarge: 'The photo must be at most 2 MB',
  noUser: 'No user with this ID',
  lastAdmin: 'At least one ADMIN must remain',
  ownAccount: 'You cannot delete your own account',
  onlyAdminChangesType: 'Only an ADMIN can change a user type',
  // ideas
  noIdea: 'No idea with this ID',
  ideaTextMin: 'Idea must be at least {{min}} characters',
  ideaDescMin: 'Description must be at least {{min}} characters',
  employeeNameMin: 'Employee name must be at least {{min}} characters',
  employeeCodeMin: 'Employee code must be at least {{min}} characters',
  amountMin: 'Amount must be at least 0',
  amountTooLarge: 'Amount is too large',
  invalidFiles: 'Invalid files',
  atMostFiles: 'At most {{max}} files',
  atMostItems: 'At most {{max}} at a time',
  notUnderParent: '{{label}} does not belong to the chosen {{parent}}',
  operatorPhotoImage: 'The operator photo must be an image',
  fileNotAttachable: 'This file cannot be attached to an idea',
  ideaSubmitted: 'Your idea has been submitted successfully.',
  ideasFetched: 'Ideas fetched successfully',
  noSubmittedIdeas: 'Ideas fetched successfully but no submitted ideas',
  presenterCodeNeeded: "Please enter the presenter's employee code to look an idea up by its number",
  // workflow
  duplicateNeedsReason: "Link the original idea only when rejecting as 'Already submitted before'",
  duplicateNotFound: 'The original idea must be another idea of the same factory business unit',
  enterValidDate: 'Please enter a valid date',
  evaluateFirst: 'The idea must be evaluated and accepted first',
  approveFirst: 'The idea must be approved and accepted first',
  notImplemented: 'This idea is not implemented yet',
  stageLocked: 'This stage is already decided and cannot be changed',
  fullyReplicated: 'This idea is already fully replicated and cannot be changed',
  oplSaved: 'The knowledge table is already saved and cannot be changed',
  // spreading an implemented idea (issue 32)
  spreadChooseUnits: 'Please choose at least one unit',
  spreadNotImplemented: 'Only an implemented and accepted idea can be spread to other units',
  spreadNotReplicable: 'This idea was not marked as one that can be replicated',
  spreadClosed: 'The spread of this idea is closed',
  spreadOwnUnit: 'An idea cannot be proposed to its own unit',
  spreadTargetTwice: 'Each unit can be chosen once',
  spreadAlreadyProposed: 'This idea is already proposed to: {{units}}',
  notAReplication: 'This idea is not a replication of another idea',
  replicationDecided: 'This replication is already decided',
  oplMinRows: 'Please add at least one row',
  savedByOtherRoute: '{{field}} is not changed here: it is saved with {{route}}',
  imageNotFound: 'This image does not exist',
  rowIdsUnique: 'Row ids must be unique',
  // files
  unsupportedFile: 'This type of file is not accepted',
  fileTooLarge: 'The file is too large',
  chooseFile: 'Please choose a file',
  chooseOneFile: 'Please choose one file only',
  fileEmpty: 'The file is empty',
  noFile: 'No file with this ID',
  fileInUse: 'This file is in use',
  notPdf: 'This file is not a PDF',
  uploadUnreadable: 'The upload could not be read: send the file again',
  rangeOutsideFile: 'The requested range is outside the file',
  uploadBudgetSpent: 'Too many files were uploaded from your network today. Please try again later, or sign in to upload.',
  uploadsFull: 'The server is not accepting files from visitors right now. Please try again later, or sign in to upload.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  idempotencyKeyInvalid: 'Invalid Idempotency-Key',
  // spreadsheets, employee codes and imports
  spreadsheetTooLarge: 'The spreadsheet is too large to read',
  spreadsheetUnreadable: 'The spreadsheet cannot be read',
  chooseSpreadsheet: 'Please choose an .xls or .xlsx file',
  noSheet: 'No sheet with this ID',
  sheetMaxRows: 'A sheet may hold at most {{max}} rows',
  duplicateCodes: 'You have duplicate codes: {{codes}} ,Please fix the problem and upload it again.',
  noEmployee: 'No employee with this code',
  fileUploaded: 'Your file has been uploaded',
  importMissingColumns: 'The file has no idea code and idea columns: use the template',
  importDuplicateCode: 'This idea code appears more than once in the file',
  importStageOrder: 'A stage needs the stage before it',
  chooseStage: 'Choose at least one stage to save',
  importNoRows: 'The file has no rows to import',
  importUnknownName: '{{label}} not found: "{{value}}"',
  importRejected: 'Nothing was imported: fix the rows listed and import the file again',
  imported: 'The file has been imported',
  nothingNewToImport: 'Nothing new to import: every idea in the file is already imported',
  // master data and records
  enterNameEn: 'Please enter {{label}} name in English',
  enterNameAr: 'Please enter {{label}} name in Arabic',
  nameMin: '{{label}} name must be at least {{min}} characters',
  nameAlreadyUsed: 'This name is already used',
  kindNameTaken: '{{label}} name "{{value}}" is already used',
  recordNameTaken: 'The name "{{value}}" is already used',
  recordsModuleOff: 'The records module is off; an administrator can turn it on in Settings',
  enterTheNameEn: 'Please enter the name in English',
  enterTheNameAr: 'Please enter the name in Arabic',
  enterTheTitleEn: 'Please enter the title in English',
  enterTheTitleAr: 'Please enter the title in Arabic',
  enterTheBodyEn: 'Please enter the body in English',
  enterTheBodyAr: 'Please enter the body in Arabic',
  enterValidEmail: 'Please enter a valid email',
  enterValidPhone: 'Please enter a valid phone number',
  enterValidLink: 'Please enter a valid link',
  enterNumber: 'Please enter a number',
  enterWholeNumber: 'Please enter a whole number',
  between: 'Must be between {{min}} and {{max}}',
  chooseListed: 'Please choose one of the listed values',
  chooseYesNo: 'Please choose yes or no',
  mustBelongTo: 'The {{label}} must belong to the selected {{parent}}',
  endBeforeStart: 'The end date must not be before the start date',
  clientOrProject: 'Please select a client or a project',
  questionNotInType: 'This question is not part of the assessment type',
  answerNotOffered: 'This answer is not offered for the question',
  subAnswerNotOfAnswer: 'This sub answer does not belong to the answer',
  questionTwice: 'Each question can be answered only once',
  // dashboard, QR, media, backups
  fromAfterTo: 'The start date must be on or before the end date',
  periodTooLong: 'The date range can be at most 10 years',
  qrNotPosterKind: 'A QR poster can only be printed for a place in the plant hierarchy',
  qrStale: 'This QR code is out of date. Please choose the place yourself.',
  noDocument: 'No document with this ID',
  noVideo: 'No video with this ID',
  notABackup: 'This file is not a Fikra backup',
  notABackupBecause: 'This file is not a Fikra backup: {{reason}}',
  newerBackup: 'This backup was made by a newer version of Fikra; update Fikra to restore it',
  onlyJsonBackup: 'Please choose a .json backup file',
  backupRestored: 'Backup restored: {{created}} new, {{updated}} updated, {{unchanged}} unchanged',
  backupUnchanged: 'Nothing changed: everything in this backup is already here',
  backupUnknownKind: 'Unknown master-data kind',
  backupRecordTwice: 'This record appears twice in the backup',
  backupIdeaTwice: 'This idea appears twice in the backup',
  backupIdeaNumberTwice: 'This idea number appears twice in the backup',
  backupFileMissing: 'The file is not in this database',
  backupNameKept: 'Another record already has this name: this record keeps its current name',
  backupOriginalMissing: 'The original idea is not in this database',
  backupReplicationTwice: 'Another replication in this backup has the same original idea and unit',
  backupReplicationPlaceTaken: 'This unit already has another replication of the original idea here: idea {{number}}',
  // notifications, webhooks, push, SMS (issue 27)
  webhookUrl: 'Please enter an http:// or https:// address',
  webhookInternalAddress: 'This address is inside the plant network; add its host to WEBHOOK_ALLOWED_HOSTS to allow it',
  webhookSecretLength: 'The secret must be 16 to 200 characters',
  noWebhook: 'No webhook with this ID',
  noDelivery: 'No failed delivery with this ID',
  pushUnavailable: 'Notifications to phones are not available on this server',
  pushSubscriptionInvalid: 'This browser sent an invalid push subscription',
  optOutInvalid: 'This link is not valid',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** A message's English text with its `{{params}}` filled in. */
export function messageText(key: MessageKey, params?: MessageParams): string {
  return MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    params && name in params ? String(params[name]) : whole,
  );
}

/** Numbers' placeholders (a bound may be negative, a fraction or 1e+21); every other one is any text. */
const NUMERIC = new Set(['count', 'min', 'max']);
const NUMBER_PATTERN = '(-?\\d+(?:\\.\\d+)?(?:e[+-]\\d+)?)';
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  key: MessageKey;
  names: string[];
  pattern: RegExp;
  /** characters that are not placeholders: the more, the more specific */
  literal: number;
}

const byText = new Map<string, MessageKey>();
const templates: Template[] = [];
for (const [key, text] of Object.entries(MESSAGES) as [MessageKey, string][]) {
  const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
  if (!names.length) {
    byText.set(text, key);
    continue;
  }
  const source = text
    .split(/\{\{\w+\}\}/)
    .map(escapeRegExp)
    .reduce((acc, part, i) => `${acc}${i ? (NUMERIC.has(names[i - 1]) ? NUMBER_PATTERN : '(.+?)') : ''}${part}`, '');
  templates.push({ key, names, pattern: new RegExp(`^${source}$`, 's'), literal: text.replace(/\{\{\w+\}\}/g, '').length });
}
templates.sort((a, b) => b.literal - a.literal);

/**
 * The catalogue key (and params) of an English text: a zod issue carries only its message, which is a
 * catalogue text. A fixed text wins over a template; among templates, the most specific one.
 */
export function messageKeyOf(text: string): { key: MessageKey; params?: MessageParams } | undefined {
  const fixed = byText.get(text);
  if (fixed) return { key: fixed };
  for (const t of templates) {
    const match = t.pattern.exec(text);
    if (!match) continue;
    const params: MessageParams = {};
    t.names.forEach((name, i) => {
      params[name] = NUMERIC.has(name) ? Number(match[i + 1]) : match[i + 1];
    });
    return { key: t.key, params };
  }
  return undefined;
}
