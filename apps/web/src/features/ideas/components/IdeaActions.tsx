import { DeleteOutlined, EditOutlined, StarOutlined, TableOutlined } from '@ant-design/icons';
import { can } from '@fikra/shared';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { type IdeaRow, isImplemented } from './ideaRow';

/**
 * Per-idea actions by role (spec §2, §6): edit fields and the knowledge table (ADMIN; the table only once
 * implemented, otherwise 'This idea is not implemented yet'), add a score, delete with confirmation.
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
  return (
    <Flex vertical gap={4} align="start" data-testid="idea-actions">
      <Flex gap={12} wrap align="center">
        {can(role, 'ideas.editFields') && (
          <Link to={paths.admin.editIdeaFields.href(idea._id)} data-testid="idea-edit">
            <EditOutlined /> {t('actions.edit')}
          </Link>
        )}
        {can(role, 'ideas.score') && (
          <Link to={paths.admin.addScore.href(idea._id)} data-testid="idea-score">
            <StarOutlined /> {t('actions.addScore')}
          </Link>
        )}
        {can(role, 'ideas.delete') && (
          <Button
            danger
            type="link"
            size="small"
            style={{ padding: 0 }}
            icon={<DeleteOutlined />}
            aria-label={`${t('actions.delete')} ${idea.ideaNumber}`}
            onClick={() => onDelete(idea)}
            data-testid="idea-delete"
          >
            {t('actions.delete')}
          </Button>
        )}
      </Flex>
      {can(role, 'ideas.editOpl') &&
        (isImplemented(idea) ? (
          <Link to={paths.admin.editOpl.href(idea._id)} data-testid="idea-opl">
            <TableOutlined /> {t('actions.editOpl')}
          </Link>
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="idea-opl-not-implemented">
            {t('messages.notImplementedYet')}
          </Typography.Text>
        ))}
    </Flex>
  );
}
