import { can, type UserOutput } from '@fikra/shared';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { CELL_TEXT_WIDTH, SearchableDataTable } from '../../../components/DataTable';
import { CellText } from '../../../components/ideaList/CellText';
import { PageHeader } from '../../../components/PageHeader';
import { RowActions } from '../../../components/RowActions';
import { UserAvatar } from '../../../components/UserAvatar';
import { useDeleteRow } from '../../../components/useDeleteRow';
import { useListParams } from '../../../components/useListParams';
import { paths } from '../../../config/paths';
import { localName } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { useDeleteUser } from '../api/deleteUser';
import { useUsersList } from '../api/listUsers';

/** Users list (spec §2 /admin/user): search; Edit link and delete icon for ADMIN only, read-only otherwise. */
export function UsersListPage() {
  const { t } = useTranslation('users');
  const me = useCurrentUser();
  const params = useListParams();
  const list = useUsersList({ ...params.paging, search: params.search || undefined });
  const remove = useDeleteUser();
  const mayEdit = can(me?.userType, 'users.edit');
  const mayDelete = can(me?.userType, 'users.delete');

  const onDelete = useDeleteRow<UserOutput>({
    remove: (user) => remove.mutateAsync(user._id),
    list,
    params,
    deleted: [t('list.deleted')],
  });

  const columns: ColumnsType<UserOutput> = [
    {
      key: 'username',
      title: t('common:fields.username'),
      render: (_, u) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <UserAvatar image={u.image} alt={u.image ? t('photoOf', { name: u.username }) : t('noPhoto', { name: u.username })} />
          <CellText text={u.username} width={CELL_TEXT_WIDTH} />
        </span>
      ),
    },
    // plain texts: the table shows each in its own direction (an address or a number reads left to right)
    { key: 'email', title: t('common:fields.email'), render: (_, u) => u.email },
    { key: 'mobile', title: t('common:fields.mobile'), render: (_, u) => u.mobile },
    { key: 'userCode', title: t('common:fields.userCode'), render: (_, u) => u.userCode },
    {
      key: 'userType',
      title: t('common:fields.userType'),
      render: (_, u) => t(`shell:roles.${u.userType}`, { defaultValue: u.userType }),
    },
    { key: 'company', title: t('common:fields.company'), render: (_, u) => localName(u.company?.name) },
    {
      key: 'factoryBusinessUnit',
      title: t('common:fields.userPlant'),
      render: (_, u) => localName(u.factoryBusinessUnit?.name),
    },
  ];
  if (mayEdit || mayDelete) {
    columns.push({
      key: 'actions',
      title: t('common:table.actions'),
      render: (_, u) => (
        <RowActions
          editTo={mayEdit ? paths.admin.editUser.href(u._id) : undefined}
          editState={{ record: u }}
          onDelete={mayDelete && u._id !== me?._id ? () => onDelete(u) : undefined}
          name={u.username}
          testId="user"
        />
      ),
    });
  }

  return (
    <>
      <PageHeader title={t('list.title')} />
      <SearchableDataTable<UserOutput>
        list={list}
        params={params}
        searchPlaceholder={t('list.search')}
        testId="users"
        columns={columns}
      />
    </>
  );
}
