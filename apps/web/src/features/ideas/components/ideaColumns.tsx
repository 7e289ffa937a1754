import type { IdeaSort, IdeaSortField } from '@fikra/shared';
import { Typography } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CellText } from '../../../components/ideaList/CellText';
import { IdeaThumbs, RelatedFiles } from '../../../components/ideaList/IdeaMedia';
import { IdeaStatusCell } from '../../../components/ideaList/IdeaStatusCell';
import { paths } from '../../../config/paths';
import { currentLanguage, formatDate, localName } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/numbers';
import { IdeaActions } from './IdeaActions';
import type { IdeaRow, PageNames } from './ideaRow';

export interface IdeaColumnsOptions {
  expanded: boolean;
  sort: IdeaSort;
  role: string | undefined;
  /** the names of the master data the page's rows refer to, by id */
  names: PageNames;
  onDelete: (idea: IdeaRow) => void;
  /** the expanded view's columns the person hid (the column chooser) */
  hidden: readonly string[];
}

/** A column the expanded view's chooser offers. */
export interface ChooseableColumn {
  key: string;
  title: string;
}

const amount = (n: number | null | undefined) => (n === null || n === undefined ? '—' : formatNumber(currentLanguage(), n));
const ltr = (text: ReactNode) => <span dir="ltr">{text}</span>;

/**
 * The ideas table's columns (spec §2, issue 26): compact — number and title (a link to the idea's page), both
 * fixed at the start edge, factory, employee name; expanded adds the rest. Both end with the photos (operator,
 * before, after) as small thumbnails, the related files, the row's actions in one menu and ONE status cell (where
 * the idea is; the five stages in its tooltip) fixed at the end edge.
 */
export function useIdeaColumns({ expanded, sort, role, names, onDelete, hidden }: IdeaColumnsOptions): {
  columns: ColumnsType<IdeaRow>;
  chooseable: ChooseableColumn[];
} {
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
      fixed: 'start',
      render: (_, i) => ltr(i.ideaNumber),
    },
    {
      key: 'ideaText',
      title: field('ideaText'),
      width: 240,
      fixed: 'start',
      render: (_, i) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: i.ideaText }} style={{ margin: 0 }}>
          <Link to={paths.admin.editIdea.href(i._id)} dir="auto" data-testid="idea-title-link">
            {i.ideaText}
          </Link>
        </Typography.Paragraph>
      ),
    },
    {
      key: 'factory',
      title: field('factoryBusinessUnit'),
      render: (_, i) => <CellText text={localName(nameOf(i.factoryBusinessUnit))} />,
    },
    { key: 'employeeName', title: field('employeeName'), render: (_, i) => <CellText text={i.employeeName} /> },
  ];

  const more: ColumnsType<IdeaRow> = [
    { key: 'area', title: field('areaSection'), render: (_, i) => <CellText text={localName(nameOf(i.areaSection))} /> },
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
    { key: 'evaluatedBy', title: field('evaluatedBy'), render: (_, i) => <CellText text={i.evaluatedBy} /> },
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
    { key: 'approvedBy', title: field('approvedBy'), render: (_, i) => <CellText text={i.approvedBy} /> },
    { key: 'cost', title: field('cost'), render: (_, i) => amount(i.cost) },
    { ...sortable('savings'), title: field('savings'), render: (_, i) => amount(i.savings) },
    { key: 'roi', title: field('ROI'), render: (_, i) => amount(i.ROI) },
    { key: 'reward', title: field('reward'), render: (_, i) => amount(i.reward) },
  ];

  const trailing: ColumnsType<IdeaRow> = [
    {
      key: 'images',
      title: t('columns.photos'),
      render: (_, i) => (
        <IdeaThumbs ideaNumber={i.ideaNumber} photos={{ operator: i.operatorImg, before: i.before, after: i.after }} />
      ),
    },
    { key: 'files', title: t('columns.files'), render: (_, i) => <RelatedFiles files={i.filesRelated ?? []} /> },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 110,
      align: 'center',
      render: (_, i) => <IdeaActions idea={i} role={role} onDelete={onDelete} />,
    },
    {
      key: 'status',
      title: t('columns.status'),
      width: 210,
      fixed: 'end',
      render: (_, i) => <IdeaStatusCell decisions={i.decisions} reasons={i.reasons} replicationStatus={i.replicationStatus} />,
    },
  ];

  const chooseable = more.map((c) => ({ key: String(c.key), title: String(c.title) }));
  const shown = more.filter((c) => !hidden.includes(String(c.key)));
  return { columns: [...compact, ...(expanded ? shown : []), ...trailing], chooseable };
}
