import {
  DeleteOutlined,
  EditOutlined,
  EllipsisOutlined,
  FolderOpenOutlined,
  StarOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { can } from '@fikra/shared';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { type IdeaRow, isImplemented } from './ideaRow';

/**
 * A row's actions in ONE menu (issue 26; spec §2, §6 by role): open the idea's page, edit its fields and the
 * knowledge table (ADMIN; the table only once implemented, otherwise 'This idea is not implemented yet'), add a
 * score, delete with confirmation.
 */
export function IdeaActions({
  idea,
  role,
  onDelete,
}: {
  idea: IdeaRow;
  role: string | undefined;
  onDelete: (idea: IdeaRow) => void;
}) {
  const { t } = useTranslation('ideas');
  const items: MenuProps['items'] = [
    {
      key: 'open',
      icon: <FolderOpenOutlined />,
      label: (
        <Link to={paths.admin.editIdea.href(idea._id)} data-testid="idea-open">
          {t('actions.open')}
        </Link>
      ),
    },
    ...(can(role, 'ideas.editFields')
      ? [
          {
            key: 'edit',
            icon: <EditOutlined />,
            label: (
              <Link to={paths.admin.editIdeaFields.href(idea._id)} data-testid="idea-edit">
                {t('actions.edit')}
              </Link>
            ),
          },
        ]
      : []),
    ...(can(role, 'ideas.score')
      ? [
          {
            key: 'score',
            icon: <StarOutlined />,
            label: (
              <Link to={paths.admin.addScore.href(idea._id)} data-testid="idea-score">
                {t('actions.addScore')}
              </Link>
            ),
          },
        ]
      : []),
    ...(can(role, 'ideas.editOpl')
      ? [
          isImplemented(idea)
            ? {
                key: 'opl',
                icon: <TableOutlined />,
                label: (
                  <Link to={paths.admin.editOpl.href(idea._id)} data-testid="idea-opl">
                    {t('actions.editOpl')}
                  </Link>
                ),
              }
            : {
                key: 'opl',
                icon: <TableOutlined />,
                disabled: true,
                label: <span data-testid="idea-opl-not-implemented">{t('messages.notImplementedYet')}</span>,
              },
        ]
      : []),
    ...(can(role, 'ideas.delete')
      ? [
          { type: 'divider' as const },
          {
            key: 'delete',
            icon: <DeleteOutlined />,
            danger: true,
            label: <span data-testid="idea-delete">{t('actions.delete')}</span>,
            onClick: () => onDelete(idea),
          },
        ]
      : []),
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button
        type="text"
        icon={<EllipsisOutlined />}
        aria-label={t('actions.more', { number: idea.ideaNumber })}
        data-testid="idea-actions"
      />
    </Dropdown>
  );
}
