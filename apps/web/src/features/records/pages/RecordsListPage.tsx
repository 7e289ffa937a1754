import { CheckOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { can, type NamedRef, type RecordField, type RecordKindDef, type RecordOutput, sortKeys } from '@fikra/shared';
import { Button, Flex, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SearchableDataTable } from '../../../components/DataTable';
import { useNotify } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirm } from '../../../components/useConfirm';
import { useListParams } from '../../../components/useListParams';
import { currentLanguage, formatDate, localName } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { type RecordListParams, useDeleteRecord, useRecordList, useSaveRecord } from '../api/records';
import { fieldLabel } from '../components/labels';
import { useRecordErrorText } from '../components/useRecordErrorText';
import { recordPaths } from '../paths';

/** A listed field's cell: references and names in the current language, enums and yes/no translated. */
function Cell({ field, value }: { field: RecordField; value: unknown }) {
  const { t } = useTranslation('records');
  if (value === null || value === undefined) return null;
  switch (field.type) {
    case 'ref':
      return <>{localName((value as NamedRef).name)}</>;
    case 'enum':
      return <Tag>{t(`enums.${value}`)}</Tag>;
    case 'boolean':
      return <Tag color={value ? 'green' : 'default'}>{t(value ? 'list.yes' : 'list.no')}</Tag>;
    case 'date':
      return <>{formatDate(String(value))}</>;
    case 'email':
      return <span dir="ltr">{String(value)}</span>;
    default:
      return <>{String(value)}</>;
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
  const confirm = useConfirm();
  const notify = useNotify();
  const errorText = useRecordErrorText();
  const params = useListParams();
  const { paging, search } = params;
  const [sort, setSort] = useState<Pick<RecordListParams, 'sort' | 'order'>>({});
  const list = useRecordList(def, { ...paging, search: search || undefined, ...sort });
  const remove = useDeleteRecord(def);
  const save = useSaveRecord(def);
  const mayEdit = can(user?.userType, def.access.edit);
  const mayDelete = can(user?.userType, def.access.delete);
  const sortable = new Set(sortKeys(def));
  const sortOrder = (key: string) =>
    sort.sort === key ? (sort.order === 'desc' ? ('descend' as const) : ('ascend' as const)) : null;

  const onDelete = async (record: RecordOutput) => {
    if (!(await confirm(t('common:confirm.delete')))) return;
    try {
      await remove.mutateAsync(record._id);
      notify.success(t('list.deleted'));
      if (list.data?.data.length === 1 && paging.page > 1) params.update({ page: paging.page - 1 });
    } catch (err) {
      notify.error(t('list.deleteRefused'), errorText(err));
    }
  };

  const markRead = (record: RecordOutput) =>
    save.mutate(
      { id: record._id, body: { read: true, version: record.version } },
      { onError: (err) => notify.error(t('common:errors.somethingWrong'), errorText(err)) },
    );

  const nameSort = `${def.nameField}.${currentLanguage()}`;
  const columns: ColumnsType<RecordOutput> = [
    {
      key: nameSort,
      title: fieldLabel(t, def, def.fields.find((f) => f.key === def.nameField)!),
      sorter: true,
      sortOrder: sortOrder(nameSort),
      render: (_, r) => {
        const name = localName(r[def.nameField] as NamedRef['name']);
        // a notification's title leads to what it is about, when that is a page of Fikra
        return typeof r.link === 'string' && r.link.startsWith('/') ? <Link to={r.link}>{name}</Link> : name;
      },
    },
    ...def.fields
      .filter((f) => f.list)
      .map((f) => ({
        key: f.key,
        title: fieldLabel(t, def, f),
        sorter: sortable.has(f.key),
        sortOrder: sortOrder(f.key),
        render: (_: unknown, r: RecordOutput) => <Cell field={f} value={r[f.key]} />,
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
        <Flex gap={12} align="center">
          {mayEdit && def.privateToUser && !r.read && (
            <Button size="small" icon={<CheckOutlined />} onClick={() => markRead(r)} data-testid="record-mark-read">
              {t('list.markRead')}
            </Button>
          )}
          {mayEdit && !def.privateToUser && (
            <Link to={recordPaths.edit(def, r._id)} data-testid="record-edit">
              <EditOutlined /> {t('list.edit')}
            </Link>
          )}
          {mayDelete && (
            <Tooltip title={t('list.delete')}>
              <Button
                danger
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={`${t('list.delete')} ${localName(r[def.nameField] as NamedRef['name'])}`}
                data-testid="record-delete"
                onClick={() => onDelete(r)}
              />
            </Tooltip>
          )}
        </Flex>
      ),
    });
  }

  const onSort = (sorter: SorterResult<RecordOutput> | SorterResult<RecordOutput>[]) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    setSort(s?.order ? { sort: String(s.columnKey), order: s.order === 'descend' ? 'desc' : 'asc' } : {});
  };

  return (
    <>
      <PageHeader
        title={t(`kinds.${def.kind}.plural`)}
        crumbs={[{ title: t('menu.group') }]}
        extra={
          can(user?.userType, def.access.create) && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(recordPaths.add(def))}
              data-testid="record-add"
            >
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
      />
    </>
  );
}
