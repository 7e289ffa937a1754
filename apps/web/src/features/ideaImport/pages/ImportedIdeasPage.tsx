import { type IdeaOutput, IMPORTED_STATUS_FILTERS, type ImportedStatusFilter } from '@fikra/shared';
import { Card, Flex, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { StatusBadges } from '../../../components/StatusBadges';
import { useListParams } from '../../../components/useListParams';
import { paths } from '../../../config/paths';
import { formatDate, localName } from '../../../lib/i18n';
import { useImportedList } from '../api/importedIdeas';
import { ImportPanel } from '../components/ImportPanel';

const isStatus = (v: string | null): v is ImportedStatusFilter =>
  (IMPORTED_STATUS_FILTERS as readonly (string | null)[]).includes(v);

/**
 * Imported ideas (spec §2): the import of an idea bank's spreadsheet, and the table of imported ideas with the
 * status filter (All, evaluated, approved, implemented, rewarded, replicated), paginated on the server.
 */
export function ImportedIdeasPage() {
  const { t } = useTranslation('ideaImport');
  const params = useListParams();
  const [query, setQuery] = useSearchParams();
  const asked = query.get('status');
  const status: ImportedStatusFilter = isStatus(asked) ? asked : 'All';
  const list = useImportedList({ ...params.paging, status });

  const setStatus = (next: ImportedStatusFilter) =>
    setQuery(
      (current) => {
        const q = new URLSearchParams(current);
        if (next === 'All') q.delete('status');
        else q.set('status', next);
        q.delete('page');
        return q;
      },
      { replace: true },
    );

  const columns: ColumnsType<IdeaOutput> = [
    { key: 'code', title: t('list.ideaCode'), render: (_, i) => <span dir="ltr">{i.ideaCode}</span> },
    {
      key: 'text',
      title: t('list.idea'),
      width: 280,
      render: (_, i) => (
        <Link to={paths.admin.editIdea.href(i._id)}>
          <Typography.Text ellipsis={{ tooltip: i.ideaText }} style={{ maxWidth: 280 }} dir="auto">
            {i.ideaText}
          </Typography.Text>
        </Link>
      ),
    },
    { key: 'unit', title: t('list.unit'), render: (_, i) => localName(i.factoryBusinessUnit?.name) },
    { key: 'employee', title: t('list.employee'), dataIndex: 'employeeName' },
    { key: 'date', title: t('list.date'), render: (_, i) => <span dir="ltr">{formatDate(i.createdAt)}</span> },
    { key: 'status', title: t('list.status'), render: (_, i) => <StatusBadges status={i.status} showReasons={false} /> },
  ];

  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ title: t('shell:menu.ideas') }]} />
      <Flex vertical gap={16}>
        <ImportPanel />
        <Card title={t('list.title')}>
          <Flex vertical gap={12}>
            <Flex gap={8} align="center" wrap>
              <label htmlFor="imported-status">{t('status.label')}</label>
              <Select<ImportedStatusFilter>
                id="imported-status"
                value={status}
                onChange={setStatus}
                style={{ minWidth: 180 }}
                options={IMPORTED_STATUS_FILTERS.map((s) => ({ value: s, label: t(`status.${s}`) }))}
                data-testid="imported-status"
              />
            </Flex>
            <DataTable<IdeaOutput>
              list={list}
              params={params}
              columns={columns}
              emptyText={t('list.empty')}
              data-testid="imported-table"
            />
          </Flex>
        </Card>
      </Flex>
    </>
  );
}
