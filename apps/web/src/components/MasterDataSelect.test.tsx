import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../test/render';
import { MasterDataSelect } from './MasterDataSelect';

const plants = [
  { _id: 'p1', name: { en: 'Tanta Plant', ar: 'مصنع طنطا' }, parentIds: ['c1'] },
  { _id: 'p2', name: { en: 'Suez Works', ar: 'أعمال السويس' }, parentIds: ['c2'] },
];
const optionTexts = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('MasterDataSelect', () => {
  it("offers the kind's records by name in the user's language, searchable by the other language too", async () => {
    localStorage.setItem('token', 'a-signed-in-token');
    const requests = fakeApi({ 'GET /v1/factory-businessUnit/names': () => ({ data: plants }) });
    renderWithProviders(<MasterDataSelect kind="factoryBusinessUnit" />);
    await userEvent.click(screen.getByRole('combobox'));
    await waitFor(() => expect(optionTexts()).toEqual(['Tanta Plant', 'Suez Works']));
    await userEvent.type(screen.getByRole('combobox'), 'السويس');
    await waitFor(() => expect(optionTexts()).toEqual(['Suez Works']));
    // the public form needs this kind, so it is read without the token
    expect(requests[0].url.pathname).toBe('/v1/factory-businessUnit/names');
    expect(requests[0].headers.Authorization).toBeUndefined();
    localStorage.clear();
  });

  it('asks the server for the records under one parent', async () => {
    const requests = fakeApi({ 'GET /v1/factory-businessUnit/names': () => ({ data: [plants[0]] }) });
    renderWithProviders(<MasterDataSelect kind="factoryBusinessUnit" parentId="c1" />);
    await userEvent.click(screen.getByRole('combobox'));
    await waitFor(() => expect(optionTexts()).toEqual(['Tanta Plant']));
    expect(requests.map((r) => r.url.search)).toEqual(['?parentId=c1']);
  });

  it('keeps only the records under any of several parents, from the whole list', async () => {
    const requests = fakeApi({ 'GET /v1/factory-businessUnit/names': () => ({ data: plants }) });
    renderWithProviders(<MasterDataSelect kind="factoryBusinessUnit" parentId={['c2', 'c9']} mode="multiple" />);
    await userEvent.click(screen.getByRole('combobox'));
    await waitFor(() => expect(optionTexts()).toEqual(['Suez Works']));
    expect(requests.map((r) => r.url.search)).toEqual(['']);
  });

  it('waits, disabled and without asking, for a parent it requires', async () => {
    const requests = fakeApi({ 'GET /v1/area-section/names': () => ({ data: [] }) });
    renderWithProviders(<MasterDataSelect kind="areaSection" requireParent data-testid="areas" />);
    expect(screen.getByTestId('areas').className).toMatch(/ant-select-disabled/);
    await new Promise((r) => setTimeout(r, 50));
    expect(requests).toEqual([]);
  });
});
