import { FileTextOutlined, PrinterOutlined, ReadOutlined } from '@ant-design/icons';
import {
  BANK_SPREAD_FILTERS,
  type BankSpreadFilter,
  type HierarchyField,
  type IdeaBankSource,
  type IdeaFilter,
  type IdeaOutput,
} from '@fikra/shared';
import { Button, Card, Flex, Grid, Input, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { CellText } from '../../../components/ideaList/CellText';
import { IdeaFilters } from '../../../components/ideaList/IdeaFilters';
import { IdeaThumbs } from '../../../components/ideaList/IdeaMedia';
import { CLICKABLE_ROW, openOnRowClick } from '../../../components/ideaList/rowClick';
import { useIdeaRowActions } from '../../../components/ideaList/useIdeaRowActions';
import { PageHeader } from '../../../components/PageHeader';
import { useListParams } from '../../../components/useListParams';
import { paths } from '../../../config/paths';
import { localName } from '../../../lib/i18n';
import { useBankList } from '../api/listBank';
import { printNumber } from '../components/printFormat';

/** spec §2: the banks filter by factory business unit and area section */
const BANK_FILTER_LEVELS: HierarchyField[] = ['factoryBusinessUnit', 'areaSection'];
const MENU_LABEL: Record<IdeaBankSource, string> = { submitted: 'menu.kaizenTemplate', imported: 'menu.kaizenTemplateImported' };

/**
 * An idea bank (spec §2): implemented ideas with their photos, searched and filtered on the server, each with
 * its two print-outs and the ideas list's Edit and delete (issue 30); rows can be chosen to print their journals
 * as one document.
 */
export function IdeaBankPage({ source }: { source: IdeaBankSource }) {
  const { t } = useTranslation('ideaBank');
  const navigate = useNavigate();
  const [filter, setFilter] = useState<IdeaFilter>({});
  const [chosen, setChosen] = useState<string[]>([]);
  const [spread, setSpread] = useState<BankSpreadFilter | undefined>();
  const params = useListParams();
  const { paging, search, update } = params;
  const list = useBankList(source, { ...filter, ...(search ? { search } : {}), ...(spread ? { spread } : {}), ...paging });
  const actions = useIdeaRowActions({ list, params });
  const field = (key: string) => t(`enums:ideaFields.${key}`);
  // on a phone the title scrolls with the rest: fixed too, it would leave no room for the other columns
  const wide = !!Grid.useBreakpoint().md;

  // the row's actions, number and title first, fixed at the start edge (the actions in reach on a phone without
  // scrolling, in Arabic too), the title a link to the idea's page (issue 26); photos as small thumbnails (the
  // operator's, then before and after) so the figures and print links stay in view
  const columns: ColumnsType<IdeaOutput> = [
    ...actions,
    {
      key: 'number',
      title: field('ideaNumber'),
      width: 90,
      fixed: 'start',
      render: (_, i) => <span dir="ltr">{i.ideaNumber}</span>,
    },
    {
      key: 'text',
      title: field('ideaText'),
      width: 240,
      fixed: wide ? 'start' : undefined,
      render: (_, i) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: i.ideaText }} style={{ margin: 0 }}>
          <Link to={paths.admin.editIdea.href(i._id)} dir="auto" data-testid="bank-title-link">
            {i.ideaText}
          </Link>
        </Typography.Paragraph>
      ),
    },
    {
      key: 'images',
      title: t('bank.photos'),
      render: (_, i) => (
        <IdeaThumbs
          ideaNumber={i.ideaNumber}
          photos={{
            operator: i.operatorImg[0]?._id,
            before: i.status.implemented.before[0]?._id,
            after: i.status.implemented.after[0]?._id,
          }}
        />
      ),
    },
    {
      key: 'unit',
      title: field('factoryBusinessUnit'),
      render: (_, i) => <CellText text={localName(i.factoryBusinessUnit?.name)} />,
    },
    { key: 'savings', title: field('savings'), render: (_, i) => <span dir="ltr">{printNumber(i.savings)}</span> },
    { key: 'roi', title: field('ROI'), render: (_, i) => <span dir="ltr">{printNumber(i.ROI)}</span> },
    {
      key: 'print',
      title: t('bank.print'),
      render: (_, i) => (
        <Flex vertical gap={4}>
          <Link to={paths.admin.printJournal.href(i._id)} data-testid="bank-print-journal">
            <FileTextOutlined /> {t('bank.journal')}
          </Link>
          <Link to={paths.admin.printKnowledge.href(i._id)} data-testid="bank-print-knowledge">
            <ReadOutlined /> {t('bank.knowledge')}
          </Link>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t(`shell:${MENU_LABEL[source]}`)}
        crumbs={[{ title: t('shell:menu.ideas') }]}
        extra={
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            disabled={!chosen.length}
            onClick={() => navigate(paths.admin.printJournals.href(chosen.join(',')))}
            data-testid="bank-print-chosen"
          >
            {t('bank.printChosen', { count: chosen.length })}
          </Button>
        }
      />
      <Card>
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t(`bank.intro.${source}`)}
          </Typography.Paragraph>
          <Flex gap={8} wrap>
            <Input.Search
              allowClear
              defaultValue={search}
              placeholder={t('bank.search')}
              aria-label={t('bank.search')}
              onSearch={(value) => update({ search: value.trim(), page: 1 })}
              style={{ maxWidth: 420 }}
              data-testid="bank-search"
            />
            <Select<BankSpreadFilter>
              allowClear
              value={spread}
              placeholder={t('spread:filters.label')}
              aria-label={t('spread:filters.label')}
              options={BANK_SPREAD_FILTERS.map((f) => ({ value: f, label: t(`spread:filters.${f}`) }))}
              onChange={(value) => {
                setSpread(value);
                update({ page: 1 });
              }}
              style={{ minWidth: 200 }}
              data-testid="bank-spread-filter"
            />
          </Flex>
          <IdeaFilters
            applied={filter}
            levels={BANK_FILTER_LEVELS}
            onApply={(next) => {
              setFilter(next);
              update({ page: 1 });
            }}
          />
          <DataTable<IdeaOutput>
            list={list}
            params={params}
            columns={columns}
            rowSelection={{
              selectedRowKeys: chosen,
              onChange: (keys) => setChosen(keys as string[]),
              preserveSelectedRowKeys: true,
              // antd copies the header into a hidden measuring row; a 'select all' box there is a focusable
              // control inside aria-hidden (axe: aria-hidden-focus), so rows are chosen one by one
              hideSelectAll: true,
            }}
            onRow={(idea) => ({ onClick: openOnRowClick(() => navigate(paths.admin.editIdea.href(idea._id))) })}
            rowClassName={CLICKABLE_ROW}
            emptyText={t(`bank.empty.${source}`)}
            data-testid="bank-table"
          />
        </Flex>
      </Card>
    </>
  );
}
