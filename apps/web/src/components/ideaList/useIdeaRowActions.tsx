import { DeleteOutlined, EditOutlined, EllipsisOutlined } from '@ant-design/icons';
import { can, type IdeaOutput } from '@fikra/shared';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteIdea } from '../../api/deleteIdea';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../lib/session';
import type { ListQuery, TableParams } from '../DataTable';
import { useDeleteRow } from '../useDeleteRow';

/** The row's actions in one menu, as the submitted list has them: Edit, then Delete after a divider. */
function IdeaRowMenu({ ideaNumber, editTo, onDelete }: { ideaNumber: number; editTo?: string; onDelete?: () => void }) {
  const { t } = useTranslation('ideas');
  const items: MenuProps['items'] = [
    ...(editTo
      ? [
          {
            key: 'edit',
            icon: <EditOutlined />,
            label: (
              <Link to={editTo} data-testid="idea-row-edit">
                {t('actions.edit')}
              </Link>
            ),
          },
        ]
      : []),
    ...(editTo && onDelete ? [{ type: 'divider' as const }] : []),
    ...(onDelete
      ? [
          {
            key: 'delete',
            icon: <DeleteOutlined />,
            danger: true,
            label: <span data-testid="idea-row-delete">{t('actions.delete')}</span>,
            onClick: onDelete,
          },
        ]
      : []),
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button
        type="text"
        icon={<EllipsisOutlined />}
        aria-label={t('actions.more', { number: ideaNumber })}
        data-testid="idea-row-actions"
      />
    </Dropdown>
  );
}

/**
 * The row actions the submitted list has, for the other tables of ideas (the imported list and both banks; spec
 * §2, §6, issue 30): one menu with Edit, which opens the idea's fields on its page (ideas.editFields: ADMIN), and
 * Delete, which asks 'Are you sure you want to delete this?' (ideas.delete: ADMIN, CONSULTANT, and MBUL and
 * KEY_OWNER in their own unit). The column is the table's first, fixed at the start edge, so the menu is in reach
 * on a phone without scrolling the table sideways (in Arabic too, where the far edge is the left). No column when
 * the role has neither.
 */
export function useIdeaRowActions<T extends Pick<IdeaOutput, '_id' | 'ideaNumber'>>({
  list,
  params,
}: {
  list: ListQuery<T>;
  params: TableParams;
}): ColumnType<T>[] {
  const { t } = useTranslation('ideas');
  const role = useCurrentUser()?.userType;
  const remove = useDeleteIdea();
  const onDelete = useDeleteRow<T>({
    remove: (idea) => remove.mutateAsync(idea._id),
    list,
    params,
    deleted: [t('messages.deletedTitle'), t('messages.deleted')],
  });
  const mayEdit = can(role, 'ideas.editFields');
  const mayDelete = can(role, 'ideas.delete');
  if (!mayEdit && !mayDelete) return [];
  return [
    {
      key: 'actions',
      title: t('common:table.actions'),
      width: 88,
      align: 'center',
      fixed: 'start',
      render: (_, idea) => (
        <IdeaRowMenu
          ideaNumber={idea.ideaNumber}
          editTo={mayEdit ? paths.admin.editIdeaFields.href(idea._id) : undefined}
          onDelete={mayDelete ? () => onDelete(idea) : undefined}
        />
      ),
    },
  ];
}
