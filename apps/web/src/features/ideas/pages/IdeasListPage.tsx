import { CloudDownloadOutlined, ColumnWidthOutlined, FileExcelOutlined } from '@ant-design/icons';
import { can, DEFAULT_IDEA_SORT, IDEA_SORTS, type IdeaFilter, type IdeaSort, type IdeaSortField } from '@fikra/shared';
import { Alert, Button, Card, Flex, Input, Switch, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useDeleteIdea } from '../../../api/deleteIdea';
import { DataTable } from '../../../components/DataTable';
import { useNotify } from '../../../components/feedback';
import { isNewIdeasOnly, loadFilterObject, saveFilterObject, withNewIdeasOnly } from '../../../components/ideaList/filterObject';
import { IdeaFilters } from '../../../components/ideaList/IdeaFilters';
import { CLICKABLE_ROW, openOnRowClick } from '../../../components/ideaList/rowClick';
import { loadListMemory, saveListMemory } from '../../../components/listMemory';
import { PageHeader } from '../../../components/PageHeader';
import { useDeleteRow } from '../../../components/useDeleteRow';
import { useListParams } from '../../../components/useListParams';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session';
import { useIdeasBackup } from '../api/downloadBackup';
import { useExportIdeas } from '../api/exportIdeas';
import { useIdeasList } from '../api/listIdeas';
import { ColumnChooser } from '../components/ColumnChooser';
import { useIdeaColumns } from '../components/ideaColumns';
import type { IdeaRow } from '../components/ideaRow';

/** The name the ideas list's choices are remembered by (page size, sort, hidden columns). */
const IDEAS_LIST = 'ideas';

/**
 * Submitted ideas (spec §2 /admin/idea): server-side pages, search and sort kept in the address, 'view new
 * ideas', filters kept in localStorage (filterObject, spec §9), compact or expanded columns (?isExpanded=true),
 * backup and spreadsheet export.
 */
export function IdeasListPage() {
  const { t } = useTranslation('ideas');
  const me = useCurrentUser();
  const role = me?.userType;
  const navigate = useNavigate();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const expanded = params.get('isExpanded') === 'true';
  const [filter, setFilter] = useState<IdeaFilter>(loadFilterObject);
  const listParams = useListParams<IdeaSort>(
    { sorts: IDEA_SORTS, default: DEFAULT_IDEA_SORT },
    { list: IDEAS_LIST, userId: me?._id },
  );
  const [hidden, setHidden] = useState<string[]>(() => loadListMemory(IDEAS_LIST, me?._id).hidden ?? []);
  const { paging, search, sort, update } = listParams;
  const view = expanded ? 'expanded' : 'compact';
  const body = { ...filter, ...(search ? { search } : {}), sort, ...paging, view } as const;
  const list = useIdeasList(body);
  const remove = useDeleteIdea();
  const exporter = useExportIdeas();
  const backup = useIdeasBackup();

  const applyFilter = (next: IdeaFilter) => {
    saveFilterObject(next);
    setFilter(next);
    update({ page: 1 });
  };

  const onDelete = useDeleteRow<IdeaRow>({
    remove: (idea) => remove.mutateAsync(idea._id),
    list,
    params: listParams,
    deleted: [t('messages.deletedTitle'), t('messages.deleted')],
  });

  const download = (run: () => Promise<void>) => async () => {
    try {
      await run();
    } catch (err) {
      notify.apiError(err);
    }
  };

  const { columns, chooseable } = useIdeaColumns({
    // while the expanded page loads, the compact page on screen keeps the compact columns
    expanded: expanded && list.data?.view === 'expanded',
    sort,
    role,
    names: list.data?.names ?? {},
    onDelete,
    hidden,
  });
  const chooseColumns = (keys: string[]) => {
    const next = chooseable.map((c) => c.key).filter((key) => !keys.includes(key));
    setHidden(next);
    saveListMemory(IDEAS_LIST, me?._id, { hidden: next });
  };

  const onSort = (sorter: SorterResult<IdeaRow> | SorterResult<IdeaRow>[]) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = s?.order ? (s.columnKey as IdeaSortField) : undefined;
    const next: IdeaSort = key ? (s.order === 'ascend' ? key : `-${key}`) : DEFAULT_IDEA_SORT;
    if (next !== sort) update({ sort: next, page: 1 });
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        extra={
          <>
            <Button
              icon={<ColumnWidthOutlined />}
              onClick={() =>
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    next.set('isExpanded', String(!expanded));
                    return next;
                  },
                  { replace: true },
                )
              }
              data-testid="ideas-expand"
            >
              {expanded ? t('actions.showLess') : t('actions.showMore')}
            </Button>
            {expanded && (
              <ColumnChooser
                columns={chooseable}
                shown={chooseable.map((c) => c.key).filter((key) => !hidden.includes(key))}
                onChange={chooseColumns}
              />
            )}
            {can(role, 'ideas.backup') && (
              <Button
                icon={<CloudDownloadOutlined />}
                loading={backup.isPending}
                onClick={download(() => backup.mutateAsync())}
                data-testid="ideas-backup"
              >
                {t('actions.backup')}
              </Button>
            )}
            {can(role, 'ideas.export') && (
              <Button
                type="primary"
                icon={<FileExcelOutlined />}
                loading={exporter.isPending}
                onClick={download(() => exporter.mutateAsync({ ...filter, ...(search ? { search } : {}), sort }))}
                data-testid="ideas-export"
              >
                {t('actions.export')}
              </Button>
            )}
          </>
        }
      />
      <Card>
        <Flex vertical gap={12}>
          <Flex gap={16} wrap align="center">
            <Input.Search
              allowClear
              defaultValue={search}
              placeholder={t('searchPlaceholder')}
              aria-label={t('searchPlaceholder')}
              onSearch={(value) => update({ search: value.trim(), page: 1 })}
              style={{ maxWidth: 460 }}
              data-testid="ideas-search"
            />
            <Flex gap={8} align="center">
              <Switch
                checked={isNewIdeasOnly(filter)}
                onChange={(on) => applyFilter(withNewIdeasOnly(filter, on))}
                aria-label={t('viewNewIdeas')}
                data-testid="ideas-new-only"
              />
              <Typography.Text>{t('viewNewIdeas')}</Typography.Text>
            </Flex>
          </Flex>
          <IdeaFilters applied={filter} onApply={applyFilter} />
          {list.isError && <Alert type="error" showIcon title={notify.apiErrorText(list.error)} />}
          <DataTable<IdeaRow>
            list={list}
            params={listParams}
            onChange={(_pagination, _filters, sorter) => onSort(sorter)}
            columns={columns}
            onRow={(idea) => ({ onClick: openOnRowClick(() => navigate(paths.admin.editIdea.href(idea._id))) })}
            rowClassName={CLICKABLE_ROW}
            data-testid="ideas-table"
          />
        </Flex>
      </Card>
    </>
  );
}
