import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChooseableColumn } from './ideaColumns';

/** The expanded view's column chooser (issue 26): which of the extra columns to show; remembered per user. */
export function ColumnChooser({
  columns,
  shown,
  onChange,
}: {
  columns: ChooseableColumn[];
  shown: string[];
  onChange: (keys: string[]) => void;
}) {
  const { t } = useTranslation('ideas');
  const content = (
    <Flex vertical gap={8} style={{ maxHeight: 360, overflowY: 'auto' }} data-testid="column-chooser">
      <Typography.Text strong>{t('columns.columnsChooserTitle')}</Typography.Text>
      <Checkbox.Group value={shown} onChange={(keys) => onChange(keys as string[])}>
        <Flex vertical gap={4}>
          {columns.map((c) => (
            <Checkbox key={c.key} value={c.key} data-testid={`column-${c.key}`}>
              {c.title}
            </Checkbox>
          ))}
        </Flex>
      </Checkbox.Group>
    </Flex>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight">
      <Button icon={<SettingOutlined />} data-testid="ideas-columns">
        {t('columns.columnsChooser')}
      </Button>
    </Popover>
  );
}
