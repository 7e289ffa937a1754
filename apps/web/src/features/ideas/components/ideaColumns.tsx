import { can, type IdeaSort, type IdeaSortField } from '@fikra/shared';
import { Tooltip, Typography } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BeforeAfterImages, RelatedFiles } from '../../../components/ideaList/IdeaMedia';
import { StatusBadges } from '../../../components/StatusBadges';
import { currentLanguage, formatDate, localName } from '../../../lib/i18n';
import { IdeaActions } from './IdeaActions';
import { type IdeaRow, type PageNames, statusOfRow } from './ideaRow';

export interface IdeaColumnsOptions {
  expanded: boolean;
  sort: IdeaSort;
  role: string | undefined;
  /** the names of the master data the page's rows refer to, by id */
  names: PageNames;
  onDelete: (idea: IdeaRow) => void;
  onOpenStatus: (idea: IdeaRow) => void;
}

const amount = (n: number | null | undefined) => (n === null || n === undefined ? '—' : n.toLocaleString('en'));
const ltr = (text: ReactNode) => <span dir="ltr">{text}</span>;

/**
 * The ideas table's columns (spec §2): compact — number, idea text, factory, employee name — then the actions
 * and status badges; expanded adds the rest. Both end with related files and before/after images.
 */
export function useIdeaColumns({
  expanded,
  sort,
  role,
  names,
  onDelete,
  onOpenStatus,
}: IdeaColumnsOptions): ColumnsType<IdeaRow> {
  const { t } = useTranslation('ideas');
  const field = (key: string) => t(`enums:ideaFields.${key}`);
  const nameOf = (id: string | null | undefined) => (id ? names[id] : undefined);
  /** A server-side sortable column: its header toggles the list's `sort`. */
  const sortable = (key: IdeaSortField): Partial<ColumnType<IdeaRow>> => ({
    key,
    sorter: true,
    sortOrder: sort === key ? 'ascend' : sort === `-${key}` ? 'descend' : null,
  });

  const compact: ColumnsType<IdeaRow> = [
    {
      ...sortable('ideaNumber'),
      title: field('ideaNumber'),
      width: 90,
      render: (_, i) => <Tooltip title={`${field('_id')}: ${i._id}`}>{ltr(i.ideaNumber)}</Tooltip>,
    },
    {
      key: 'ideaText',
      title: field('ideaText'),
      width: 210,
      render: (_, i) => (
        <Typography.Paragraph ellipsis={{ rows: 3, tooltip: i.ideaText }} style={{ margin: 0 }} dir="auto">
          {i.ideaText}
        </Typography.Paragraph>
      ),
    },
    { key: 'factory', title: field('factoryBusinessUnit'), render: (_, i) => localName(nameOf(i.factoryBusinessUnit)) },
    { key: 'employeeName', title: field('employeeName'), dataIndex: 'employeeName' },
  ];

  const more: ColumnsType<IdeaRow> = [
    { key: 'area', title: field('areaSection'), render: (_, i) => localName(nameOf(i.areaSection)) },
    {
      key: 'effect',
      title: field('effectOnPQCDSM'),
      render: (_, i) =>
        (i.effectOnPQCDSM ?? []).map((e) => t(`enums:pqcdsm.${e}`)).join(currentLanguage() === 'ar' ? '، ' : ', '),
    },
    { key: 'employeeCode', title: field('employeeCode'), render: (_, i) => ltr(i.employeeCode) },
    { key: 'kaizenType', title: field('kaizenType'), render: (_, i) => t(`enums:kaizenTypes.${i.kaizenType}`) },
    { key: 'estimated', title: field('estimatedAnualSavings'), render: (_, i) => amount(i.estimatedAnualSavings) },
    { ...sortable('createdAt'), title: field('date'), render: (_, i) => ltr(i.createdAt ? formatDate(i.createdAt) : '—') },
    {
      key: 'replication',
      title: field('replicationStatus'),
      render: (_, i) => t(`enums:replicationTypes.${i.replicationStatus}`),
    },
    { key: 'replicatedFrom', title: field('replicatedFrom'), render: (_, i) => i.replicatedFrom ?? '—' },
    { ...sortable('totalTicks'), title: field('totalTicks'), render: (_, i) => i.totalTicks },
    { ...sortable('priority'), title: field('priority'), render: (_, i) => t(`enums:priorities.${i.priority}`) },
    { key: 'evaluatedBy', title: field('evaluatedBy'), render: (_, i) => i.evaluatedBy ?? '—' },
    {
      key: 'managerAmount',
      title: t('columns.managerSavingsAmount'),
      render: (_, i) => amount(i.managerSavings?.amount),
    },
    {
      key: 'managerType',
      title: t('columns.managerSavingsType'),
      render: (_, i) => (i.managerSavings ? t(`enums:savingsTypes.${i.managerSavings.type}`) : '—'),
    },
    { key: 'approvedBy', title: field('approvedBy'), render: (_, i) => i.approvedBy ?? '—' },
    { key: 'cost', title: field('cost'), render: (_, i) => amount(i.cost) },
    { ...sortable('savings'), title: field('savings'), render: (_, i) => amount(i.savings) },
    { key: 'roi', title: field('ROI'), render: (_, i) => amount(i.ROI) },
    { key: 'reward', title: field('reward'), render: (_, i) => amount(i.reward) },
  ];

  // the actions come right after the compact columns; the status badges stay at the table's end edge while the
  // other columns scroll sideways, so they are never cut off (1366 px with the menu open, expanded or not)
  const actions: ColumnsType<IdeaRow> = [
    { key: 'actions', title: t('columns.actions'), render: (_, i) => <IdeaActions idea={i} role={role} onDelete={onDelete} /> },
  ];
  const trailing: ColumnsType<IdeaRow> = [
    { key: 'files', title: t('columns.files'), render: (_, i) => <RelatedFiles files={i.filesRelated ?? []} /> },
    {
      key: 'images',
      title: t('columns.images'),
      render: (_, i) => <BeforeAfterImages ideaNumber={i.ideaNumber} before={i.before} after={i.after} />,
    },
    {
      key: 'status',
      title: t('columns.status'),
      width: 320,
      fixed: 'end',
      render: (_, i) => (
        <StatusBadges
          status={statusOfRow(i)}
          showReasons={false}
          onClick={can(role, 'ideas.editStatus') ? () => onOpenStatus(i) : undefined}
        />
      ),
    },
  ];

  return [...compact, ...actions, ...(expanded ? more : []), ...trailing];
}
