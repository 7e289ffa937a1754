import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { can, type NamedRef, type RecordField, type RecordKindDef, type RecordOutput, sortKeys } from '@fikra/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CELL_TEXT_WIDTH, SearchableDataTable } from '../../../components/DataTable';
import { useNotify } from '../../../components/feedback';
import { CellText } from '../../../components/ideaList/CellText';
import { PageHeader } from '../../../components/PageHeader';
import { RowActions } from '../../../components/RowActions';
import { useDeleteRow } from '../../../components/useDeleteRow';
import { useListParams } from '../../../components/useListParams';
import { currentLanguage, formatDate, localName } from '../../../lib/i18n';
import { invalidate, queryKeys } from '../../../lib/queryKeys';
import { useCurrentUser } from '../../../lib/session';
import { type RecordListParams, useDeleteRecord, useRecordList, useSaveRecord } from '../api/records';
import { fieldLabel } from '../components/labels';
import { isModuleOff, RecordsModuleOff } from '../components/RecordsModuleGate';
import { useRecordErrorText } from '../components/useRecordErrorText';
import { recordPages } from '../kindPaths';

/**
 * A listed field's cell: references and names in the current language, enums and yes/no translated. Texts come
 * back as plain strings, which the table shows in their own direction, cut at the end with the whole on hover.
 */
function cell(t: TFunction, field: RecordField, value: unknown): ReactNode {
  if (value === null || value === undefined) return null;
  switch (field.type) {
    case 'ref':
      return localName((value as NamedRef).name);
    case 'enum':
      return <Tag>{t(`enums.${value}`)}</Tag>;
    case 'boolean':
      return <Tag color={value ? 'green' : 'default'}>{t(value ? 'list.yes' : 'list.no')}</Tag>;
    case 'date':
      return formatDate(String(value));
    default:
      return String(value);
  }
}

/**
 * The list of one record kind: search, sortable columns, pagination, Edit and Delete (with the spec's
 * confirmation) for the roles allowed, Add. Notifications show the signed-in user's own, with "mark as read".
 */
export function RecordsListPage({ def }: { def: RecordKindDef }) {
  const { t } = useTranslation('records');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const notify = useNotify();
  const errorText = useRecordErrorText();
  const pages = recordPages(def);
  const sortable = new Set(sortKeys(def));
  const nameSort = `${def.nameField}.${currentLanguage()}`;
  // the sort is kept in the address like page and search: "<key>" ascending, "-<key>" descending
  const sortColumns = [
    nameSort,
    ...def.fields.filter((f) => f.list && sortable.has(f.key)).map((f) => f.key),
    ...(def.privateToUser ? ['createdAt'] : []),
  ];
  const params = useListParams({ sorts: sortColumns.flatMap((key) => [key, `-${key}`]), default: '' });
  const { paging, search } = params;
  const sort: Pick<RecordListParams, 'sort' | 'order'> = !params.sort
    ? {}
    : params.sort.startsWith('-')
      ? { sort: params.sort.slice(1), order: 'desc' }
      : { sort: params.sort, order: 'asc' };
  const list = useRecordList(def, { ...paging, search: search || undefined, ...sort });
  const remove = useDeleteRecord(def);
  const save = useSaveRecord(def);
  const mayEdit = can(user?.userType, def.access.edit);
  const mayDelete = can(user?.userType, def.access.delete);
  // the module turned off since the settings were read: the menu and the other pages learn it too
  const moduleOff = isModuleOff(list.error);
  const client = useQueryClient();
  useEffect(() => {
    if (moduleOff) invalidate(client, queryKeys.plantSettings);
  }, [moduleOff, client]);
  const sortOrder = (key: string) =>
    sort.sort === key ? (sort.order === 'desc' ? ('descend' as const) : ('ascend' as const)) : null;

  const onDelete = useDeleteRow<RecordOutput>({
    remove: (record) => remove.mutateAsync(record._id),
    list,
    params,
    deleted: [t('list.deleted')],
    refused: (err) => notify.error(t('list.deleteRefused'), errorText(err)),
  });

  const markRead = (record: RecordOutput) =>
    save.mutate(
      { id: record._id, body: { read: true, version: record.version } },
      { onError: (err) => notify.error(t('common:errors.somethingWrong'), errorText(err)) },
    );

  const columns: ColumnsType<RecordOutput> = [
    {
      key: nameSort,
      title: fieldLabel(t, def, def.fields.find((f) => f.key === def.nameField)!),
      sorter: true,
      sortOrder: sortOrder(nameSort),
      render: (_, r) => {
        const name = localName(r[def.nameField] as NamedRef['name']);
        // a notification's title leads to what it is about, when that is a page of Fikra
        return typeof r.link === 'string' && r.link.startsWith('/') ? (
          <Link to={r.link}>
            <CellText text={name} width={CELL_TEXT_WIDTH} />
          </Link>
        ) : (
          name
        );
      },
    },
    ...def.fields
      .filter((f) => f.list)
      .map((f) => ({
        key: f.key,
        title: fieldLabel(t, def, f),
        sorter: sortable.has(f.key),
        sortOrder: sortOrder(f.key),
        render: (_: unknown, r: RecordOutput) => cell(t, f, r[f.key]),
      })),
  ];
  if (def.privateToUser) {
    columns.push({
      key: 'createdAt',
      title: t('fields.createdAt'),
      sorter: true,
      sortOrder: sortOrder('createdAt'),
      render: (_, r) => formatDate(r.createdAt),
    });
  }
  if (mayEdit || mayDelete) {
    columns.push({
      key: 'actions',
      title: t('list.actions'),
      width: 160,
      render: (_, r) => (
        <RowActions
          editTo={mayEdit && !def.privateToUser ? pages.edit.href(r._id) : undefined}
          onDelete={mayDelete ? () => onDelete(r) : undefined}
          name={localName(r[def.nameField] as NamedRef['name'])}
          testId="record"
        >
          {mayEdit && def.privateToUser && !r.read && (
            <Button size="small" icon={<CheckOutlined />} onClick={() => markRead(r)} data-testid="record-mark-read">
              {t('list.markRead')}
            </Button>
          )}
        </RowActions>
      ),
    });
  }

  const onSort = (sorter: SorterResult<RecordOutput> | SorterResult<RecordOutput>[]) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    params.update({ sort: s?.order ? `${s.order === 'descend' ? '-' : ''}${String(s.columnKey)}` : '' });
  };

  if (moduleOff) return <RecordsModuleOff def={def} />;
  return (
    <>
      <PageHeader
        title={t(`kinds.${def.kind}.plural`)}
        crumbs={[{ title: t('menu.group') }]}
        extra={
          can(user?.userType, def.access.create) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(pages.add.href())} data-testid="record-add">
              {t(`kinds.${def.kind}.add`)}
            </Button>
          )
        }
      />
      <SearchableDataTable<RecordOutput>
        list={list}
        params={params}
        searchPlaceholder={t('list.search')}
        testId="records"
        onChange={(_pagination, _filters, sorter, extra) => extra.action === 'sort' && onSort(sorter)}
        columns={columns}
        emptyText={t('list.empty')}
        emptyAction={
          can(user?.userType, def.access.create) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(pages.add.href())}>
              {t(`kinds.${def.kind}.add`)}
            </Button>
          )
        }
      />
    </>
  );
}
