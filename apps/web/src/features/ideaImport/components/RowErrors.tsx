import { IMPORT_COLUMNS, type ImportRowError, PAGE_SIZES } from '@fikra/shared';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';

/** A column of the sheet by its name in the user's language. */
export function useColumnLabel() {
  const { i18n } = useTranslation();
  return (key: string) => {
    const column = IMPORT_COLUMNS.find((c) => c.key === key);
    if (!column) return key;
    return i18n.language === 'ar' ? column.ar : column.en;
  };
}

/** The per-row report of an import (row, column, problem translated, the value read). */
export function RowErrors({ errors, testId }: { errors: ImportRowError[]; testId: string }) {
  const { t } = useTranslation('ideaImport');
  const columnLabel = useColumnLabel();
  return (
    <Table<ImportRowError & { key: number }>
      size="small"
      scroll={{ x: true }}
      dataSource={errors.map((e, key) => ({ ...e, key }))}
      pagination={{ pageSizeOptions: PAGE_SIZES.map(String), showSizeChanger: true, defaultPageSize: 10, hideOnSinglePage: true }}
      columns={[
        { title: t('report.row'), dataIndex: 'row', width: 70, render: (v: number) => <span dir="ltr">{v}</span> },
        { title: t('report.column'), dataIndex: 'column', render: (v: string) => columnLabel(v) },
        {
          title: t('report.problem'),
          key: 'problem',
          render: (_, e) => t(`errors.${e.code}`, { value: e.value ?? '', defaultValue: e.message }),
        },
        { title: t('report.value'), dataIndex: 'value', render: (v?: string) => <span dir="auto">{v}</span> },
      ]}
      data-testid={testId}
    />
  );
}
