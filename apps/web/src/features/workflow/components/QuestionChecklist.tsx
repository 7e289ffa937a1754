import { countTicks, priorityFor } from '@fikra/shared';
import { Checkbox, Flex, Form, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Yes/no questions stored under `questions.<key>` of the surrounding form. */
export function QuestionChecklist({ keys }: { keys: readonly string[] }) {
  const { t } = useTranslation('workflow');
  return (
    <Flex vertical gap={2} style={{ marginBottom: 16 }}>
      {keys.map((q) => (
        <Form.Item key={q} name={['questions', q]} valuePropName="checked" noStyle>
          <Checkbox data-question={q}>{t(`fields.questions.${q}`)}</Checkbox>
        </Form.Item>
      ))}
    </Flex>
  );
}

/** Live ticks (questions answered yes) and the priority they give (High from 4). */
export function TicksAndPriority() {
  const { t } = useTranslation('workflow');
  const questions = Form.useWatch('questions') ?? {};
  const ticks = countTicks(questions);
  const priority = priorityFor(ticks);
  return (
    <Flex gap={32} align="center" style={{ marginBottom: 16 }}>
      <Statistic title={t('fields.totalTicks')} value={ticks} valueStyle={{ fontSize: 20 }} data-testid="live-ticks" />
      <div>
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
          {t('fields.priority')}
        </Typography.Text>
        <Tag color={priority === 'High' ? 'red' : 'default'} data-testid="live-priority" data-priority={priority}>
          {t(`enums:priorities.${priority}`)}
        </Tag>
      </div>
    </Flex>
  );
}
