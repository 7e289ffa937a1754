import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../../test/render';
import { NotificationBell } from '../../../components/NotificationBell';
import { WebhooksPage } from '../pages/WebhooksPage';
import { DeliveriesTable } from './DeliveriesTable';

/** Issue 30 item 10: the bell, the delivery log and the webhooks show the one empty state (and its action). */
const none = () => ({ data: [], total: 0, page: 1, limit: 10 });
const render = (ui: ReactNode) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

afterEach(() => vi.unstubAllGlobals());

describe('the one empty state', () => {
  it('the delivery log with nothing failed', () => {
    render(<DeliveriesTable rows={[]} total={0} page={1} limit={10} loading={false} onPage={() => {}} />);
    expect(within(screen.getByTestId('empty-state')).getByText('No failed deliveries')).toBeTruthy();
  });

  it('the webhooks, with the action that adds the first', async () => {
    fakeApi({ 'GET /v1/webhooks': none });
    render(<WebhooksPage />);
    const empty = await screen.findByTestId('empty-state', {}, { timeout: 8000 });
    expect(within(empty).getByText('No webhooks yet')).toBeTruthy();
    expect(within(empty).getByRole('button', { name: /Add a webhook/ })).toBeTruthy();
  });

  it('the bell with no notifications', async () => {
    fakeApi({ 'GET /v1/notifications/unread-count': () => ({ count: 0 }), 'GET /v1/notification/all': none });
    render(<NotificationBell />);
    await userEvent.click(screen.getByTestId('notification-bell'));
    const empty = await screen.findByTestId('empty-state', {}, { timeout: 8000 });
    expect(within(empty).getByText('No notifications yet')).toBeTruthy();
  });
});
