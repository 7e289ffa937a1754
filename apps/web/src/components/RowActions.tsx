import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A list row's Edit link and delete icon; each shows only when given (the caller checks the role).
 * `name` completes the delete button's accessible label; test ids are `<testId>-edit` and `<testId>-delete`.
 * `children` are further actions of the row, shown first.
 */
export function RowActions({
  editTo,
  editState,
  onDelete,
  name,
  testId,
  children,
}: {
  editTo?: string;
  editState?: unknown;
  onDelete?: () => void;
  name: string;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={12} align="center" wrap>
      {children}
      {editTo && (
        <Link to={editTo} state={editState} data-testid={`${testId}-edit`}>
          <EditOutlined /> {t('actions.edit')}
        </Link>
      )}
      {onDelete && (
        <Tooltip title={t('actions.delete')}>
          <Button
            danger
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            aria-label={`${t('actions.delete')} ${name}`}
            data-testid={`${testId}-delete`}
            onClick={onDelete}
          />
        </Tooltip>
      )}
    </Flex>
  );
}
