import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CELL_TEXT_WIDTH, DataTable, type Paging } from './DataTable';

interface Row {
  _id: string;
  name: string;
}

const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ _id: String(from + i), name: `Row ${from + i}` }));

/** One page of a server list of `total` rows, and a spy for the page the table asks for next. */
function renderTable(paging: Paging, total: number) {
  const update = vi.fn();
  const list = { data: { data: rows((paging.page - 1) * paging.limit + 1, Math.min(paging.limit, total)), total, ...paging } };
  render(
    <DataTable<Row>
      list={{ ...list, isFetching: false }}
      params={{ paging, search: '', update }}
      columns={[{ key: 'name', title: 'Name', dataIndex: 'name' }]}
    />,
  );
  return update;
}

describe('DataTable', () => {
  it('shows the rows of the page and the server total in words', () => {
    renderTable({ page: 2, limit: 10 }, 42);
    expect(screen.getByText('Row 11')).toBeTruthy();
    expect(screen.getByText('Row 20')).toBeTruthy();
    expect(screen.queryByText('Row 21')).toBeNull();
    expect(screen.getByText('11–20 of 42')).toBeTruthy();
  });

  it('asks for another page by its number', async () => {
    const update = renderTable({ page: 1, limit: 10 }, 42);
    await userEvent.click(screen.getByTitle('3'));
    expect(update).toHaveBeenCalledWith({ page: 3, limit: 10 });
  });

  it('offers the spec page sizes, and a new size starts again from page 1', async () => {
    const update = renderTable({ page: 3, limit: 10 }, 420);
    await userEvent.click(screen.getByRole('combobox'));
    const sizes = document.querySelectorAll('.ant-select-item-option');
    expect([...sizes].map((o) => o.textContent)).toEqual(['10 / page', '25 / page', '50 / page', '100 / page']);
    await userEvent.click(within(document.body).getByTitle('25 / page'));
    expect(update).toHaveBeenCalledWith({ page: 1, limit: 25 });
  });

  it('says so when there is nothing to show', () => {
    renderTable({ page: 1, limit: 10 }, 0);
    expect(within(screen.getByTestId('empty-state')).getByText('No data', { selector: 'span' })).toBeTruthy();
  });
});

describe('text cells of every table (issue 26)', () => {
  it('show plain text in its own direction, cut at the end with a width limit; other cells are left alone', () => {
    const long = 'Reduce forklift waiting time in the Alexandria warehouse by marking lanes and parking bays';
    render(
      <DataTable<Row & { n: number }>
        list={{ data: { data: [{ _id: '1', name: long, n: 36000 }], total: 1, page: 1, limit: 10 }, isFetching: false }}
        params={{ paging: { page: 1, limit: 10 }, search: '', update: vi.fn() }}
        columns={[
          { key: 'name', title: 'Name', dataIndex: 'name' },
          { key: 'ar', title: 'Arabic', render: () => 'تقليل وقت انتظار الرافعات الشوكية' },
          { key: 'n', title: 'Savings', render: (_, r) => r.n.toLocaleString('en') },
          { key: 'drawn', title: 'Drawn', render: () => <b data-testid="drawn">kept</b> },
          { key: 'empty', title: 'Empty', render: () => '' },
        ]}
      />,
    );
    const english = screen.getByText(long);
    expect(english.getAttribute('dir')).toBe('auto');
    expect(english.style.textOverflow).toBe('ellipsis');
    expect(english.style.maxWidth).toBe(`${CELL_TEXT_WIDTH}px`);
    expect(screen.getByText('تقليل وقت انتظار الرافعات الشوكية').getAttribute('dir')).toBe('auto');
    expect(screen.getByText('36,000').getAttribute('dir')).toBe('auto');
    const drawn = screen.getByTestId('drawn');
    expect(drawn.closest('[dir="auto"]')).toBeNull();
    expect(screen.getByText('—')).toBeTruthy();
  });
});
