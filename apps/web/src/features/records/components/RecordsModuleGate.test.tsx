import { MESSAGES, type RecordKindDef, type Role, recordKind, type UserOutput } from '@fikra/shared';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../../test/render';
import { clearSession, saveSession } from '../../../lib/session';
import { RecordsListPage } from '../pages/RecordsListPage';
import { RecordsModuleGate } from './RecordsModuleGate';

const country = recordKind('country') as RecordKindDef;
const notification = recordKind('notification') as RecordKindDef;
const settings = (recordsEnabled: boolean) => () => ({ currency: 'EGP', recordsEnabled, version: 1, updatedAt: '' });
const oneCountry = () => ({
  data: [{ _id: 'c1', name: { en: 'Egypt', ar: 'مصر' }, version: 0, createdAt: '', updatedAt: '' }],
  total: 1,
  page: 1,
  limit: 10,
});
const moduleOff = () =>
  new Response(
    JSON.stringify({ statusCode: 404, code: 'MODULE_OFF', message: MESSAGES.recordsModuleOff, key: 'recordsModuleOff' }),
    {
      status: 404,
    },
  );

function signIn(role: Role) {
  saveSession('token', { _id: 'u1', username: 'Amal', email: 'a@plant.example', userType: role } as UserOutput);
}

const page = (def: RecordKindDef) =>
  renderWithProviders(
    <MemoryRouter>
      <RecordsModuleGate def={def}>
        <RecordsListPage def={def} />
      </RecordsModuleGate>
    </MemoryRouter>,
  );

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('a page of the records module (decision 030)', () => {
  it('off: says so, offers the settings to an administrator, and never asks for the list', async () => {
    signIn('ADMIN');
    const requests = fakeApi({ 'GET /v1/plant-settings': settings(false), 'GET /v1/country/all': oneCountry });
    page(country);
    expect(await screen.findByText(MESSAGES.recordsModuleOff)).toBeTruthy();
    expect(screen.getByTestId('records-open-settings').textContent).toContain('Open Settings');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Countries');
    expect(requests.some((r) => r.url.pathname === '/v1/country/all')).toBe(false);
  });

  it('off: a consultant reads the sentence without the way to settings that are not theirs', async () => {
    signIn('CONSULTANT');
    fakeApi({ 'GET /v1/plant-settings': settings(false) });
    page(country);
    expect(await screen.findByText(MESSAGES.recordsModuleOff)).toBeTruthy();
    expect(screen.queryByTestId('records-open-settings')).toBeNull();
  });

  it('on: the list', async () => {
    signIn('ADMIN');
    fakeApi({ 'GET /v1/plant-settings': settings(true), 'GET /v1/country/all': oneCountry });
    page(country);
    expect(await screen.findByText('Egypt', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByTestId('records-module-off')).toBeNull();
  });

  it('turned off since the settings were read: the server says so and the page shows it, not an empty list', async () => {
    signIn('ADMIN');
    fakeApi({ 'GET /v1/plant-settings': settings(true), 'GET /v1/country/all': moduleOff });
    page(country);
    expect(await screen.findByText(MESSAGES.recordsModuleOff, {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByTestId('records-table')).toBeNull();
  });

  it("every user's notifications are no part of the module", async () => {
    signIn('EMPLOYEE');
    fakeApi({
      'GET /v1/plant-settings': settings(false),
      'GET /v1/notification/all': () => ({ data: [], total: 0, page: 1, limit: 10 }),
    });
    page(notification);
    expect(await screen.findByTestId('records-search')).toBeTruthy();
    expect(screen.queryByTestId('records-module-off')).toBeNull();
  });
});
