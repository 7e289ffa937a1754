/**
 * The organisation through the API: companies (with logos), plants, areas, mini businesses, departments, stages
 * and cuts; the accounts of each role with their portraits; the employee-code sheet.
 */
import { usersRepository } from '../../src/data/users.repository.js';
import type { Database } from '../../src/db/client.js';
import { hashPassword } from '../../src/lib/passwords.js';
import type { DemoApi } from './client.js';
import type { DemoContext, PlantIds, SignedIn } from './context.js';
import { logoPng, portraitPng } from './images.js';
import { DEMO_PASSWORD, DEMO_USERS, type Employee } from './people.js';
import { type Bilingual, COMPANIES, type CompanyKey, DEPARTMENTS, PLANTS, type PlantKey } from './plant.js';

type Org = Pick<DemoContext, 'plants' | 'departments' | 'stages' | 'users'>;

const LOGO_COLOURS: Record<CompanyKey, string> = { nile: '#0d47a1', gulf: '#00796b' };

export async function buildOrganisation(api: DemoApi, db: Database, employees: Employee[]): Promise<Org> {
  // the first account signs in to create everything else
  const users = usersRepository(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userIds: Record<string, string> = {};
  for (const [i, u] of DEMO_USERS.entries()) {
    userIds[u.key] = await users.insert({
      userCode: `HQ-${1001 + i}`,
      email: u.email,
      username: u.username,
      passwordHash,
      userType: u.role,
      mobile: u.mobile,
      defaultLang: u.lang,
    });
  }
  const login = async (email: string) =>
    (await api.post<{ token: string }>('/auth/login', { email, password: DEMO_PASSWORD })).token;
  const admin = await login(DEMO_USERS[0].email);

  const add = (path: string, name: Bilingual, extra: Record<string, unknown> = {}) =>
    api.post(`/${path}`, { name, ...extra }, admin).then((r) => r._id);

  const companyIds = {} as Record<CompanyKey, string>;
  for (const [key, name] of Object.entries(COMPANIES) as [CompanyKey, Bilingual][]) {
    const [logo] = await api.upload([{ filename: `${key}-logo.png`, content: logoPng(LOGO_COLOURS[key]) }], 'image', admin);
    companyIds[key] = await add('company', name, { logo });
  }
  const plants = {} as Record<PlantKey, PlantIds>;
  for (const def of PLANTS) {
    const plant = await add('factory-businessUnit', def.name, { companies: [companyIds[def.company]] });
    const areas: PlantIds['areas'] = {};
    for (const area of def.areas) {
      const id = await add('area-section', area.name, { factoryBusinessUnit: [plant] });
      const cells: string[] = [];
      for (const cell of area.cells) cells.push(await add('AIC-minibusiness', cell, { areaSection: [id] }));
      areas[area.key] = { id, name: area.name, cells };
    }
    plants[def.key] = {
      company: companyIds[def.company],
      companyName: COMPANIES[def.company],
      plant: { id: plant, name: def.name },
      areas,
    };
  }
  const departments: Org['departments'] = {};
  const stages: Org['stages'] = {};
  for (const dep of DEPARTMENTS) {
    const depId = await add('department', dep.name, { factories: dep.plants.map((p) => plants[p].plant.id) });
    departments[dep.key] = depId;
    for (const stage of dep.stages) {
      const stageId = await add('stage', stage.name, { departments: [depId] });
      const cuts: { id: string; seconds: string[] }[] = [];
      for (const cut of stage.cuts ?? []) {
        const cutId = await add('first-cut', cut.name, { stages: [stageId] });
        const seconds: string[] = [];
        for (const second of cut.seconds) seconds.push(await add('second-cut', second, { firstCuts: [cutId] }));
        cuts.push({ id: cutId, seconds });
      }
      stages[stage.key] = { id: stageId, cuts };
    }
  }

  // each account's plant and company, then its portrait (set by the person, as the profile page does)
  const signedIn: Record<string, SignedIn> = {};
  for (const u of DEMO_USERS) {
    const ids = u.plant ? plants[u.plant] : undefined;
    await db.query('update users set factory_business_unit_id = $2, company_id = $3 where id = $1', [
      userIds[u.key],
      ids?.plant.id ?? null,
      ids?.company ?? null,
    ]);
    const token = u.key === 'admin' ? admin : await login(u.email);
    const [photo] = await api.upload([{ filename: `${u.key}.png`, content: portraitPng(u.look) }], 'image', token);
    await api.put(`/User/${userIds[u.key]}/image`, { image: photo }, token);
    signedIn[u.key] = { id: userIds[u.key], token, username: u.username };
  }

  await api.post(
    '/employee-sheet/createMany',
    { data: employees.map(({ code, name, mobile }) => ({ code, name, mobile })) },
    admin,
  );
  return { plants, departments, stages, users: signedIn };
}
