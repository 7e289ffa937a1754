import { FileTextOutlined, PrinterOutlined, ReadOutlined } from '@ant-design/icons';
import type { HierarchyField, IdeaBankSource, IdeaFilter, IdeaOutput } from '@fikra/shared';
import { Button, Card, Flex, Input, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { IdeaFilters } from '../../../components/ideaList/IdeaFilters';
import { BeforeAfterImages } from '../../../components/ideaList/IdeaMedia';
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
 * its two print-outs; rows can be chosen to print their journals as one document.
 */
export function IdeaBankPage({ source }: { source: IdeaBankSource }) {
  const { t } = useTranslation('ideaBank');
  const navigate = useNavigate();
  const [filter, setFilter] = useState<IdeaFilter>({});
  const [chosen, setChosen] = useState<string[]>([]);
  const params = useListParams();
  const { paging, search, update } = params;
  const list = useBankList(source, { ...filter, ...(search ? { search } : {}), ...paging });
  const field = (key: string) => t(`enums:ideaFields.${key}`);

  const columns: ColumnsType<IdeaOutput> = [
    {
      key: 'images',
      title: t('bank.photos'),
      render: (_, i) => (
        <BeforeAfterImages
          ideaNumber={i.ideaNumber}
          before={i.status.implemented.before[0]?._id}
          after={i.status.implemented.after[0]?._id}
        />
      ),
    },
    { key: 'number', title: field('ideaNumber'), render: (_, i) => <span dir="ltr">{i.ideaNumber}</span> },
    {
      key: 'text',
      title: field('ideaText'),
      width: 260,
      render: (_, i) => (
        <Typography.Paragraph ellipsis={{ rows: 4, tooltip: i.ideaText }} style={{ margin: 0 }} dir="auto">
          {i.ideaText}
        </Typography.Paragraph>
      ),
    },
    { key: 'unit', title: field('factoryBusinessUnit'), render: (_, i) => localName(i.factoryBusinessUnit?.name) },
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
          <Input.Search
            allowClear
            defaultValue={search}
            placeholder={t('bank.search')}
            aria-label={t('bank.search')}
            onSearch={(value) => update({ search: value.trim(), page: 1 })}
            style={{ maxWidth: 420 }}
            data-testid="bank-search"
          />
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
            emptyText={t(`bank.empty.${source}`)}
            data-testid="bank-table"
          />
        </Flex>
      </Card>
    </>
  );
}
