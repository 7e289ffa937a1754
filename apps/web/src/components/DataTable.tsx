import { PAGE_SIZES } from '@fikra/shared';
import { Card, Input, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';

export interface Paging {
  page: number;
  limit: number;
}

/** A server-paginated antd table with the spec's page sizes (10, 25, 50, 100). */
export function DataTable<T extends object>({
  rows,
  total,
  paging,
  onPagingChange,
  loading,
  ...rest
}: Omit<TableProps<T>, 'dataSource' | 'pagination'> & {
  rows: T[] | undefined;
  total: number | undefined;
  paging: Paging;
  onPagingChange: (p: Paging) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table<T>
      rowKey={'_id' as never}
      size="middle"
      scroll={{ x: 'max-content' }}
      {...rest}
      loading={loading}
      dataSource={rows ?? []}
      locale={{ emptyText: t('table.empty') }}
      pagination={{
        current: paging.page,
        pageSize: paging.limit,
        total: total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: (count, [from, to]) => t('table.total', { from, to, total: count }),
        onChange: (page, limit) => onPagingChange({ page: limit !== paging.limit ? 1 : page, limit }),
      }}
    />
  );
}

/** A card with a search box above a server-paginated table: the shape of every simple admin list. */
export function SearchableDataTable<T extends object>({
  search,
  onSearch,
  searchPlaceholder,
  testId,
  ...table
}: Parameters<typeof DataTable<T>>[0] & {
  search: string | undefined;
  onSearch: (value: string) => void;
  searchPlaceholder: string;
  testId: string;
}) {
  return (
    <Card>
      <Input.Search
        allowClear
        defaultValue={search}
        placeholder={searchPlaceholder}
        aria-label={searchPlaceholder}
        onSearch={(value) => onSearch(value.trim())}
        style={{ maxWidth: 420, marginBottom: 16 }}
        data-testid={`${testId}-search`}
      />
      <DataTable<T> {...table} data-testid={`${testId}-table`} />
    </Card>
  );
}
