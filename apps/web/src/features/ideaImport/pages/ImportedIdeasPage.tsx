import {
  can,
  DECISION_STAGES,
  type IdeaOutput,
  IMPORTED_STATUS_FILTERS,
  type ImportedStatusFilter,
  stageDecision,
} from '@fikra/shared';
import { Card, Flex, Grid, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { CellText } from '../../../components/ideaList/CellText';
import { IdeaStatusCell } from '../../../components/ideaList/IdeaStatusCell';
import { useIdeaRowActions } from '../../../components/ideaList/useIdeaRowActions';
import { PageHeader } from '../../../components/PageHeader';
import { useListParams } from '../../../components/useListParams';
import { paths } from '../../../config/paths';
import { formatDate, localName } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { useImportedList } from '../api/importedIdeas';
import { ImportPanel } from '../components/ImportPanel';

const isStatus = (v: string | null): v is ImportedStatusFilter =>
  (IMPORTED_STATUS_FILTERS as readonly (string | null)[]).includes(v);

/** The reason of each rejected or held stage, for the status cell's tooltip. */
const reasonsOf = (idea: IdeaOutput) =>
  Object.fromEntries(
    DECISION_STAGES.flatMap((key) => {
      const stage = idea.status[key];
      const reason = stage.accepted === 'hold' ? stage.reasonOfHold : stage.accepted === false ? stage.reasonOfDenial : undefined;
      return reason ? [[key, reason]] : [];
    }),
  );

/**
 * Imported ideas (spec §2): the import of an idea bank's spreadsheet (ADMIN, CONSULTANT), and the table of imported
 * ideas with the status filter (All, evaluated, approved, implemented, rewarded, replicated), paginated on the
 * server, with the submitted list's Edit and delete (issue 30). MBUL and KEY_OWNER see their own unit's.
 */
export function ImportedIdeasPage() {
  const { t } = useTranslation('ideaImport');
  const params = useListParams();
  const [query, setQuery] = useSearchParams();
  const asked = query.get('status');
  const status: ImportedStatusFilter = isStatus(asked) ? asked : 'All';
  const list = useImportedList({ ...params.paging, status });
  const actions = useIdeaRowActions({ list, params });
  const mayImport = can(useCurrentUser()?.userType, 'ideas.import');
  // from a tablet up the status stays at the end edge (as in the submitted list) while the other columns scroll;
  // on a phone it scrolls with them, or it would leave no room between the two fixed edges
  const wide = Grid.useBreakpoint().md ?? false;

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

  // the row's actions first: at the start edge, in reach on a phone without scrolling sideways
  const columns: ColumnsType<IdeaOutput> = [
    ...actions,
    { key: 'code', title: t('list.ideaCode'), render: (_, i) => <span dir="ltr">{i.ideaCode}</span> },
    {
      key: 'text',
      title: t('list.idea'),
      width: 280,
      render: (_, i) => (
        <Link to={paths.admin.editIdea.href(i._id)}>
          {/* cut at its end in its own direction: an English title keeps its first words in Arabic */}
          <CellText text={i.ideaText} width={264} />
        </Link>
      ),
    },
    { key: 'unit', title: t('list.unit'), render: (_, i) => <CellText text={localName(i.factoryBusinessUnit?.name)} /> },
    { key: 'employee', title: t('list.employee'), render: (_, i) => <CellText text={i.employeeName} /> },
    { key: 'date', title: t('list.date'), render: (_, i) => <span dir="ltr">{formatDate(i.createdAt)}</span> },
    {
      key: 'status',
      title: t('list.status'),
      width: 210,
      ...(wide ? { fixed: 'end' as const } : {}),
      render: (_, i) => (
        <IdeaStatusCell
          decisions={DECISION_STAGES.map((key) => stageDecision(i.status[key]))}
          reasons={reasonsOf(i)}
          replicationStatus={i.status.replicated.type}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ title: t('shell:menu.ideas') }]} />
      <Flex vertical gap={16}>
        {mayImport && <ImportPanel />}
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
