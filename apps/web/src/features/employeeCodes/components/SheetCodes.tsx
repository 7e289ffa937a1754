import type { EmployeeCodeOutput } from '@fikra/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchableDataTable } from '../../../components/DataTable';
import { useListParams } from '../../../components/useListParams';
import { useCodes } from '../api/listCodes';

/** The codes of the sheet in force, searched by code or name and paged on the server (issue 30). */
export function SheetCodes() {
  const { t } = useTranslation('employeeCodes');
  const params = useListParams();
  const list = useCodes(params.paging, params.search);
  return (
    <section aria-labelledby="sheet-codes-title">
      <Typography.Title level={2} id="sheet-codes-title" style={{ fontSize: 18 }}>
        {t('codesTitle')}
      </Typography.Title>
      <SearchableDataTable<EmployeeCodeOutput>
        list={list}
        params={params}
        rowKey="code"
        searchPlaceholder={t('codesSearch')}
        testId="sheet-codes"
        emptyText={t('codesNone')}
        columns={[
          { key: 'code', title: t('columns.code'), render: (_, r) => <span dir="ltr">{r.code}</span> },
          { key: 'name', title: t('columns.name'), render: (_, r) => <span dir="auto">{r.name}</span> },
          { key: 'mobile', title: t('columns.mobile'), render: (_, r) => <span dir="ltr">{r.mobile}</span> },
        ]}
      />
    </section>
  );
}
