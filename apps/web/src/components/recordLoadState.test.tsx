import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { recordLoadState } from './recordLoadState';

const header = <h1>Edit company</h1>;
const errorText = (err: unknown) => `could not load: ${(err as Error).message}`;
const state = (record: { isError: boolean; error: unknown; data?: unknown }) =>
  recordLoadState({ header, record, errorText, backTo: '/admin/companies', backLabel: 'Back to the list' });

describe('recordLoadState', () => {
  it('shows the header, the error in words and a link back to the list when the record could not be loaded', () => {
    renderWithProviders(<MemoryRouter>{state({ isError: true, error: new Error('Not found') })}</MemoryRouter>);
    expect(screen.getByRole('heading', { name: 'Edit company' })).toBeTruthy();
    expect(screen.getByText('could not load: Not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe('/admin/companies');
  });

  it('shows the header and a skeleton while the record loads', () => {
    const { container } = renderWithProviders(<MemoryRouter>{state({ isError: false, error: null })}</MemoryRouter>);
    expect(screen.getByRole('heading', { name: 'Edit company' })).toBeTruthy();
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('gives way to the form once the record is there', () => {
    expect(state({ isError: false, error: null, data: { _id: 'c1' } })).toBeNull();
  });
});
