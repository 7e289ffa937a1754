import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../apps/api/scripts/demo/people';
import { MASTER_DATA_KINDS } from '../packages/shared/src/domain/masterData';
import { RECORD_KINDS } from '../packages/shared/src/domain/records';
import { apiLogin } from './fixtures';
import type { TourSeed } from './tourSeed';

/**
 * The tour on the demo plant (playwright.demo.config.ts): nothing is created, the `:id` routes open the demo's own
 * records, signed in as the demo's administrator: an implemented idea with its photos and knowledge table, a
 * plain user, the first of each list, and a QR poster of a busy line.
 */
export async function demoSeed(request: APIRequestContext): Promise<TourSeed> {
  const admin = DEMO_USERS.find((u) => u.role === 'ADMIN')!;
  const session = await apiLogin(request, admin.email, DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${session.token}` };
  const get = async <T>(path: string) => {
    const res = await request.get(`/v1/${path}`, { headers });
    expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
    return (await res.json()) as T;
  };
  const firstOf = async (path: string) => {
    const { data } = await get<{ data: { _id: string }[] }>(`${path}/all?limit=10`);
    expect(data.length, `${path} is empty on the demo`).toBeGreaterThan(0);
    return data[0]._id;
  };
  const masterData: Record<string, string> = {};
  for (const def of MASTER_DATA_KINDS) masterData[def.kind] = await firstOf(def.path);
  const records: Record<string, string> = {};
  for (const def of RECORD_KINDS) records[def.kind] = await firstOf(def.path);
  const ideas = await get<{ data: { _id: string; status?: { implemented?: { value?: boolean; after?: unknown[] } } }[] }>(
    'idea-crud/all?limit=100',
  );
  const implemented = ideas.data.find((i) => i.status?.implemented?.value && i.status.implemented.after?.length);
  expect(implemented, 'an implemented idea with photos on the demo').toBeTruthy();
  const users = await get<{ data: { _id: string; userType: string }[] }>('User/all?limit=100');
  const user = users.data.find((u) => u.userType === 'USER') ?? users.data[0];
  const poster = await get<{ token: string }>(`qr/${masterData.areaSection}`);
  return {
    token: session.token,
    user: session.user,
    idea: implemented!._id,
    userId: user._id,
    masterData,
    records,
    qr: poster.token,
  };
}
