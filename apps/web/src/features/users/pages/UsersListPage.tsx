import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { can, type UserOutput } from '@fikra/shared';
import { Button, Flex, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchableDataTable } from '../../../components/DataTable';
import { useConfirm, useNotify } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { useListParams } from '../../../components/useListParams';
import { localName } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { useDeleteUser } from '../api/deleteUser';
import { useUsersList } from '../api/listUsers';

/** Users list (spec §2 /admin/user): search; Edit link and delete icon for ADMIN only, read-only otherwise. */
export function UsersListPage() {
  const { t } = useTranslation('users');
  const me = useCurrentUser();
  const confirm = useConfirm();
  const notify = useNotify();
  const { paging, search, update } = useListParams();
  const list = useUsersList({ ...paging, search: search || undefined });
  const remove = useDeleteUser();
  const mayEdit = can(me?.userType, 'users.edit');
  const mayDelete = can(me?.userType, 'users.delete');

  const onDelete = async (user: UserOutput) => {
    if (!(await confirm(t('common:confirm.delete')))) return;
    try {
      await remove.mutateAsync(user._id);
      notify.success(t('list.deleted'));
      if (list.data?.data.length === 1 && paging.page > 1) update({ page: paging.page - 1 });
    } catch (err) {
      notify.apiError(err);
    }
  };

  const columns: ColumnsType<UserOutput> = [
    { key: 'username', title: t('common:fields.username'), dataIndex: 'username' },
    { key: 'email', title: t('common:fields.email'), render: (_, u) => <span dir="ltr">{u.email}</span> },
    { key: 'mobile', title: t('common:fields.mobile'), render: (_, u) => <span dir="ltr">{u.mobile}</span> },
    { key: 'userCode', title: t('common:fields.userCode'), render: (_, u) => <span dir="ltr">{u.userCode}</span> },
    {
      key: 'userType',
      title: t('common:fields.userType'),
      render: (_, u) => t(`shell:roles.${u.userType}`, { defaultValue: u.userType }),
    },
    { key: 'company', title: t('common:fields.company'), render: (_, u) => localName(u.company?.name) },
    {
      key: 'factoryBusinessUnit',
      title: t('common:fields.factoryBusinessUnit'),
      render: (_, u) => localName(u.factoryBusinessUnit?.name),
    },
  ];
  if (mayEdit || mayDelete) {
    columns.push({
      key: 'actions',
      title: t('list.actions'),
      render: (_, u) => (
        <Flex gap={12} align="center">
          {mayEdit && (
            <Link to={`/admin/editUser/${u._id}`} state={{ record: u }} data-testid="user-edit">
              <EditOutlined /> {t('list.edit')}
            </Link>
          )}
          {mayDelete && u._id !== me?._id && (
            <Tooltip title={t('list.delete')}>
              <Button
                danger
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={`${t('list.delete')} ${u.username}`}
                data-testid="user-delete"
                onClick={() => onDelete(u)}
              />
            </Tooltip>
          )}
        </Flex>
      ),
    });
  }

  return (
    <>
      <PageHeader title={t('list.title')} />
      <SearchableDataTable<UserOutput>
        search={search}
        onSearch={(value) => update({ search: value, page: 1 })}
        searchPlaceholder={t('list.search')}
        testId="users"
        rows={list.data?.data}
        total={list.data?.total}
        loading={list.isFetching}
        paging={paging}
        onPagingChange={(p) => update(p)}
        columns={columns}
      />
    </>
  );
}
