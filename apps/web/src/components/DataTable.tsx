import { type ListEnvelope, PAGE_SIZES } from '@fikra/shared';
import { Card, Input, Table, type TableProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

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
};

/** A server-paginated antd table with the spec's page sizes (10, 25, 50, 100); a new size starts at page 1. */
export function DataTable<T extends object>({ list, params, emptyText, ...rest }: DataTableProps<T>) {
  const { t } = useTranslation();
  const { paging, update } = params;
  return (
    <Table<T>
      rowKey={'_id' as never}
      size="middle"
      scroll={{ x: 'max-content' }}
      {...rest}
      loading={list.isFetching}
      dataSource={list.data?.data ?? []}
      // antd draws a plain empty text in its disabled grey (under 4.5:1); secondary text reads
      locale={{ emptyText: <Typography.Text type="secondary">{emptyText ?? t('table.empty')}</Typography.Text> }}
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
