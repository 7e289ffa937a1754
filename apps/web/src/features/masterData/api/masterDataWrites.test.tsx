import { MASTER_DATA_KINDS, type MasterDataName } from '@fikra/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../../test/render';
import { MasterDataSelect } from '../../../components/MasterDataSelect';
import { useCreateMasterData } from './createMasterData';
import { useDeleteMasterData } from './deleteMasterData';
import { useUpdateMasterData } from './updateMasterData';

const plantKind = MASTER_DATA_KINDS.find((k) => k.kind === 'factoryBusinessUnit')!;

/** A names list the fake server changes as the writes arrive. */
function plantsServer() {
  const plants: MasterDataName[] = [{ _id: 'p1', name: { en: 'Tanta Plant', ar: 'مصنع طنطا' } }];
  fakeApi({
    'GET /v1/factory-businessUnit/names': () => ({ data: plants }),
    'POST /v1/factory-businessUnit': ({ body }) => {
      plants.push({ _id: 'p2', name: (body as MasterDataName).name });
      return plants.at(-1);
    },
    'PUT /v1/factory-businessUnit/:id': ({ body }) => {
      plants[0] = { ...plants[0], name: (body as MasterDataName).name };
      return plants[0];
    },
    'DELETE /v1/factory-businessUnit/:id': () => ({ _id: plants.shift()?._id }),
  });
}

const newName = { en: 'Suez Works', ar: 'أعمال السويس' };

/** What the ideas filters and the idea form show (the same dropdown), beside a button that makes one write. */
function Screen({ write }: { write: 'create' | 'update' | 'delete' }) {
  const create = useCreateMasterData(plantKind);
  const update = useUpdateMasterData(plantKind, 'p1');
  const remove = useDeleteMasterData(plantKind);
  const run = {
    create: () => create.mutate({ name: newName }),
    update: () => update.mutate({ name: newName, version: 1 }),
    delete: () => remove.mutate('p1'),
  }[write];
  return (
    <>
      <MasterDataSelect kind="factoryBusinessUnit" mode="multiple" open />
      <Button onClick={run}>write</Button>
    </>
  );
}

const options = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('a master-data write', () => {
  it.each([
    ['creating a record', 'create', ['Tanta Plant', 'Suez Works']],
    ['renaming a record', 'update', ['Suez Works']],
    ['deleting a record', 'delete', []],
  ] as const)('after %s, the dropdowns show the new list at once', async (_what, write, expected) => {
    plantsServer();
    renderWithProviders(<Screen write={write} />);
    await waitFor(() => expect(options()).toEqual(['Tanta Plant']));
    await userEvent.click(screen.getByRole('button', { name: 'write' }));
    await waitFor(() => expect(options()).toEqual(expected));
  });
});
