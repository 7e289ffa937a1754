import { type APIRequestContext, expect } from '@playwright/test';
import type { RouteRecord, TourRoute } from '../apps/web/src/app/routeTable';
import { MASTER_DATA_KINDS } from '../packages/shared/src/domain/masterData';
import { RECORD_KINDS, type RecordField } from '../packages/shared/src/domain/records';
import { apiLogin, recordsModuleOn, uid } from './fixtures';

/** The records the tour opens at the `:id` routes, created through the API. */
export interface TourSeed {
  token: string;
  user: unknown;
  idea: string;
  userId: string;
  masterData: Record<string, string>;
  records: Record<string, string>;
  /** a QR poster's token for the seeded area section */
  qr: string;
}

async function post(request: APIRequestContext, token: string, path: string, data: Record<string, unknown>) {
  const res = await request.post(`/v1/${path}`, { data, headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
  return ((await res.json()) as { _id: string })._id;
}

/** A value for one field of the records table: the required ones and every reference (so `sameAs` holds). */
function fieldValue(field: RecordField, r: string, ids: Record<string, string>, adminId: string): unknown {
  switch (field.type) {
    case 'bilingual':
      return { en: `Tour ${field.key} ${r}`, ar: `جولة ${r}` };
    case 'text':
      return `Tour ${r}`;
    case 'email':
      return `tour-${r}@e2e.local`;
    case 'phone':
      return '01012345678';
    case 'link':
      return 'https://example.com/tour';
    case 'date':
      return '2026-01-15';
    case 'number':
      return field.min;
    case 'enum':
      return field.initial;
    case 'boolean':
      return false;
    case 'ref':
      return ids[field.kind];
    case 'user':
      return adminId;
    default:
      return undefined;
  }
}

export async function seedTour(request: APIRequestContext): Promise<TourSeed> {
  const session = await apiLogin(request);
  const { token } = session;
  // the tour visits the record pages of the optional records module: on, they show the records it makes
  await recordsModuleOn(request, token);
  const r = uid();
  const masterData: Record<string, string> = {};
  for (const def of MASTER_DATA_KINDS) {
    const body: Record<string, unknown> = { name: { en: `Tour ${def.kind} ${r}`, ar: `جولة ${r}` } };
    if ('parent' in def) body[def.parent.field] = [masterData[def.parent.kind]];
    masterData[def.kind] = await post(request, token, def.path, body);
  }
  const records: Record<string, string> = {};
  for (const def of RECORD_KINDS) {
    const body: Record<string, unknown> = {};
    for (const field of def.fields) {
      if (!field.required && field.type !== 'ref') continue;
      const value = fieldValue(field, r, records, session.user._id);
      if (value !== undefined) body[field.key] = value;
    }
    records[def.kind] = await post(request, token, def.path, body);
  }
  const idea = await post(request, token, 'idea-crud', {
    ideaPresenterType: 'Employee',
    employeeName: 'سلمى عادل نور',
    employeeCode: `T-${r}`,
    company: masterData.company,
    factoryBusinessUnit: masterData.factoryBusinessUnit,
    areaSection: masterData.areaSection,
    kaizenType: 'Quality',
    effectOnPQCDSM: ['Quality'],
    estimatedAnualSavings: 1000,
    ideaText: 'تركيب بكرات جاذبية على خط التعبئة لنقل الكراتين',
    ideaDesc: 'ينقل العمال الكراتين يدويًا بين المحطات، مما يبطئ التعبئة',
  });
  const reg = await request.post('/v1/auth/register', {
    data: {
      username: `tour-${r}`,
      email: `tour-${r}@e2e.local`,
      password: 'Passw0rd!',
      mobile: '01012345678',
      defaultLang: 'ar',
      factoryBusinessUnit: masterData.factoryBusinessUnit,
    },
  });
  expect(reg.ok(), await reg.text()).toBeTruthy();
  const userId = ((await reg.json()) as { user: { _id: string } }).user._id;
  const poster = await request.get(`/v1/qr/${masterData.areaSection}`, { headers: { authorization: `Bearer ${token}` } });
  expect(poster.ok(), await poster.text()).toBeTruthy();
  const qr = ((await poster.json()) as { token: string }).token;
  return { token, user: session.user, idea, userId, masterData, records, qr };
}

function recordId(seed: TourSeed, record: RouteRecord): string {
  if (record.type === 'idea') return seed.idea;
  if (record.type === 'user') return seed.userId;
  if (record.type === 'qr') return seed.qr;
  const id = record.type === 'masterData' ? seed.masterData[record.kind] : seed.records[record.kind];
  if (!id) throw new Error(`the tour seeds no ${record.type} of kind ${record.kind}`);
  return id;
}

/** The address to open: `:id` filled with the seeded record. */
export const addressOf = (route: TourRoute, seed: TourSeed) =>
  route.record ? route.path.replace(':id', recordId(seed, route.record)) : route.path;
