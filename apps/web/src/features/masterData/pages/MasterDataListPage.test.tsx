import {
  can,
  canDeleteMasterData,
  MASTER_DATA_KINDS,
  type MasterDataKindDef,
  masterDataListAction,
  masterDataPlace,
  type Role,
  type UserOutput,
} from '@fikra/shared';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../../test/render';
import { clearSession, saveSession } from '../../../lib/session';
import { MasterDataListPage } from './MasterDataListPage';

const OWN_UNIT = '11111111-1111-4111-8111-111111111111';
const OTHER_UNIT = '22222222-2222-4222-8222-222222222222';
const ROLES: Role[] = ['ADMIN', 'CONSULTANT', 'MBUL', 'KEY_OWNER', 'USER'];

/** Two records of the kind: one that is the lead's own unit (or under it), one of another unit. */
function recordsOf(def: MasterDataKindDef) {
  const record = (id: string, en: string, parent: string) => ({
    _id: def.kind === 'factoryBusinessUnit' ? id : `${id.slice(0, -1)}9`,
    name: { en, ar: `${en} ع` },
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...(def.parent ? { [def.parent.field]: [{ _id: parent, name: { en: 'Parent', ar: 'الأب' } }] } : {}),
  });
  return [record(OWN_UNIT, 'Own place', OWN_UNIT), record(OTHER_UNIT, 'Other place', OTHER_UNIT)];
}

function signIn(role: Role) {
  const user = { _id: 'u1', username: 'Lead', email: 'lead@plant.example', userType: role } as Partial<UserOutput>;
  saveSession('token', { ...user, factoryBusinessUnit: { _id: OWN_UNIT, name: { en: 'Own', ar: 'الخاص' } } } as UserOutput);
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe.each(MASTER_DATA_KINDS as readonly MasterDataKindDef[])(
  'the $kind list offers exactly what the policies allow',
  (def) => {
    it.each(ROLES.filter((role) => can(role, masterDataListAction(def.kind))))('%s', async (role) => {
      signIn(role);
      const records = recordsOf(def);
      fakeApi({ [`GET /v1/${def.path}/all`]: () => ({ data: records, total: 2, page: 1, limit: 10 }) });
      renderWithProviders(
        <MemoryRouter>
          <MasterDataListPage def={def} segment={def.kind} />
        </MemoryRouter>,
      );
      const actor = { role, factoryBusinessUnitId: OWN_UNIT };
      for (const r of records) {
        const row = (await screen.findByText(r.name.en)).closest('tr')!;
        const place = masterDataPlace(def, r);
        expect(within(row).queryByTestId('md-delete') !== null, `${role} delete ${r.name.en}`).toBe(
          canDeleteMasterData(actor, place),
        );
        expect(within(row).queryByTestId('md-edit') !== null, `${role} edit`).toBe(can(role, 'masterData.edit'));
      }
      // spelled out: managers delete both rows, a unit lead only their own unit's place
      const deletable = screen
        .queryAllByTestId('md-delete')
        .map((b) => b.closest('tr')?.textContent?.match(/(Own|Other) place/)?.[0]);
      expect(deletable).toEqual(['MBUL', 'KEY_OWNER'].includes(role) ? ['Own place'] : ['Own place', 'Other place']);
      expect(screen.queryByTestId('md-add') !== null).toBe(can(role, 'masterData.create'));
      expect(screen.queryByTestId('md-backup') !== null).toBe(def.backup && can(role, 'masterData.list'));
    });
  },
);
