/**
 * Translation catalogs, one namespace per feature (so features never edit each other's files).
 * To add a namespace: create en/<ns>.json and ar/<ns>.json and add them below.
 */

import { MESSAGES, type MessageKey } from '../messages.js';
import arBackupRestore from './ar/backupRestore.json';
import arCommon from './ar/common.json';
import arDashboard from './ar/dashboard.json';
import arEmployeeCodes from './ar/employeeCodes.json';
import arEnums from './ar/enums.json';
import arIdeaBank from './ar/ideaBank.json';
import arIdeaImport from './ar/ideaImport.json';
import arIdeaPage from './ar/ideaPage.json';
import arIdeas from './ar/ideas.json';
import arMasterData from './ar/masterData.json';
import arMedia from './ar/media.json';
import arMessages from './ar/messages.json';
import arNotify from './ar/notify.json';
import arQr from './ar/qr.json';
import arRecords from './ar/records.json';
import arShell from './ar/shell.json';
import arShopFloor from './ar/shopFloor.json';
import arSpread from './ar/spread.json';
import arUsers from './ar/users.json';
import arWorkflow from './ar/workflow.json';
import enBackupRestore from './en/backupRestore.json';
import enCommon from './en/common.json';
import enDashboard from './en/dashboard.json';
import enEmployeeCodes from './en/employeeCodes.json';
import enEnums from './en/enums.json';
import enIdeaBank from './en/ideaBank.json';
import enIdeaImport from './en/ideaImport.json';
import enIdeaPage from './en/ideaPage.json';
import enIdeas from './en/ideas.json';
import enMasterData from './en/masterData.json';
import enMedia from './en/media.json';
import enNotify from './en/notify.json';
import enQr from './en/qr.json';
import enRecords from './en/records.json';
import enShell from './en/shell.json';
import enShopFloor from './en/shopFloor.json';
import enSpread from './en/spread.json';
import enUsers from './en/users.json';
import enWorkflow from './en/workflow.json';

import type { Language } from './languages.js';

const en = {
  common: enCommon,
  shell: enShell,
  enums: enEnums,
  ideas: enIdeas,
  masterData: enMasterData,
  users: enUsers,
  workflow: enWorkflow,
  employeeCodes: enEmployeeCodes,
  records: enRecords,
  dashboard: enDashboard,
  qr: enQr,
  ideaBank: enIdeaBank,
  ideaImport: enIdeaImport,
  media: enMedia,
  backupRestore: enBackupRestore,
  ideaPage: enIdeaPage,
  notify: enNotify,
  shopFloor: enShopFloor,
  spread: enSpread,
};
const ar = {
  common: arCommon,
  shell: arShell,
  enums: arEnums,
  ideas: arIdeas,
  masterData: arMasterData,
  users: arUsers,
  workflow: arWorkflow,
  employeeCodes: arEmployeeCodes,
  records: arRecords,
  dashboard: arDashboard,
  qr: arQr,
  ideaBank: arIdeaBank,
  ideaImport: arIdeaImport,
  media: arMedia,
  backupRestore: arBackupRestore,
  ideaPage: arIdeaPage,
  notify: arNotify,
  shopFloor: arShopFloor,
  spread: arSpread,
};
export const catalogs = { en, ar } as const;

export type Namespace = keyof (typeof catalogs)['en'];
// pure: a bundle that needs only the language constants above leaves every catalog out
export const NAMESPACES = /* @__PURE__ */ Object.keys(en) as Namespace[];

/** Looks up a dotted key ("ns:a.b") in a language, for server-side exports. Falls back to the key. */
export function translate(lang: Language, key: string, vars: Record<string, string | number> = {}): string {
  const [ns, path] = key.includes(':') ? key.split(':', 2) : ['common', key];
  let node: unknown = (catalogs[lang] as Record<string, unknown>)[ns];
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, v) => String(vars[v] ?? ''));
}

/**
 * The server's messages by key (messages.ts): English is the catalogue itself, Arabic is ar/messages.json, where
 * `<key>_<label>` words one label on its own (i18next's context, as the web app looks it up).
 */
export const messageCatalogs: Record<Language, Record<string, string>> = { en: MESSAGES, ar: arMessages };

/** The catalogue's entry for a message in a language: the label's own wording first, then the general one. */
export function messageEntry(lang: Language, key: MessageKey, params: Record<string, string | number> = {}): string | undefined {
  const catalog = messageCatalogs[lang];
  return (typeof params.label === 'string' ? catalog[`${key}_${params.label}`] : undefined) ?? catalog[key];
}

/** A message of the catalogue in a language, its `{{params}}` filled in. */
export function translateMessage(lang: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return (messageEntry(lang, key, params) ?? key).replace(/\{\{(\w+)\}\}/g, (_, v) => String(params[v] ?? ''));
}
