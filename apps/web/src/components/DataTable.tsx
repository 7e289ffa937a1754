import { type ListEnvelope, PAGE_SIZES } from '@fikra/shared';
import { Card, Input, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';
import { CellText } from './ideaList/CellText';

/** How wide a cell's text may grow before it is cut at its end (the whole text shows on hover). */
export const CELL_TEXT_WIDTH = 200;

/**
 * Every cell whose content is plain text (a column's value, or what its `render` returns) is shown in its own
 * direction (`dir="auto"`), cut at its end past `CELL_TEXT_WIDTH` with the whole text on hover: a long English
 * name in an Arabic table loses its last words, never its first, and never pushes the other columns off the
 * screen (issue 26). Cells that draw something else are left as they are. When the table is wider than the
 * screen, the first column (what the row is) stays at the start edge and the row's actions (when last) at the end
 * edge while the others scroll between them; a column that says where it is fixed keeps its word.
 */
export function withCellText<T>(columns: ColumnsType<T> | undefined): ColumnsType<T> | undefined {
  return columns?.map((column, index) => {
    if ('children' in column) return column;
    const { render } = column;
    const last = index === columns.length - 1;
    const edge = index === 0 ? 'start' : last && column.key === 'actions' ? 'end' : undefined;
    return {
      ...column,
      ...(edge && column.fixed === undefined ? { fixed: edge } : {}),
      render: (value: unknown, record: T, row: number) => {
        const out = render ? render(value, record, row) : value;
        return typeof out === 'string' || typeof out === 'number' ? (
          <CellText text={String(out)} width={CELL_TEXT_WIDTH} />
        ) : (
          (out as ReactNode)
        );
      },
    };
  });
}

export interface Paging {
  page: number;
  limit: number;
}

/** What a table reads of the list's place in the address (useListParams gives it). */
export interface TableParams {
  paging: Paging;
  search: string;
  update: (change: Partial<Paging & { search: string }>) => void;
}

/** A server list query as the tables read it. */
export interface ListQuery<T> {
  data?: ListEnvelope<T>;
  isFetching: boolean;
}

type DataTableProps<T> = Omit<TableProps<T>, 'dataSource' | 'pagination' | 'loading'> & {
  /** one page of the list, and the page, size and search it was asked with */
  list: ListQuery<T>;
  params: TableParams;
  /** what an empty list says (otherwise the common 'no data') */
  emptyText?: string;
  /** what fills an empty list (a link to add the first one), shown under the sentence */
  emptyAction?: ReactNode;
};

/**
 * A server-paginated antd table with the spec's page sizes (10, 25, 50, 100); a new size starts at page 1. Text
 * cells follow `withCellText`.
 */
export function DataTable<T extends object>({ list, params, emptyText, emptyAction, columns, ...rest }: DataTableProps<T>) {
  const { t } = useTranslation();
  const { paging, update } = params;
  return (
    <Table<T>
      rowKey={'_id' as never}
      size="middle"
      scroll={{ x: 'max-content' }}
      {...rest}
      columns={withCellText(columns)}
      loading={list.isFetching}
      dataSource={list.data?.data ?? []}
      locale={{ emptyText: <EmptyState text={emptyText ?? t('table.empty')} action={emptyAction} /> }}
      pagination={{
        current: paging.page,
        pageSize: paging.limit,
        total: list.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: (count, [from, to]) => t('table.total', { from, to, total: count }),
        onChange: (page, limit) => update({ page: limit !== paging.limit ? 1 : page, limit }),
      }}
    />
  );
}

/** A search box (searching from page 1) above a server-paginated table, in a card: every simple admin list. */
export function SearchableDataTable<T extends object>({
  searchPlaceholder,
  testId,
  ...table
}: DataTableProps<T> & { searchPlaceholder: string; testId: string }) {
  return (
    <Card>
      <Input.Search
        allowClear
        defaultValue={table.params.search}
        placeholder={searchPlaceholder}
        aria-label={searchPlaceholder}
        onSearch={(value) => table.params.update({ search: value.trim(), page: 1 })}
        style={{ maxWidth: 420, marginBottom: 16 }}
        data-testid={`${testId}-search`}
      />
      <DataTable<T> {...table} data-testid={`${testId}-table`} />
    </Card>
  );
}
