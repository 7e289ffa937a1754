import { can, defaultScoreDueDate, EVALUATION_QUESTIONS, ideaScoreBody } from '@fikra/shared';
import { Button, Card, Flex, Form, List, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdeaWithHistory } from '../../../../api/idea';
import { EmptyState } from '../../../../components/EmptyState';
import { FormActions } from '../../../../components/FormActions';
import { useNotify } from '../../../../components/feedback';
import { useZodRule } from '../../../../components/zodRule';
import { formatDate } from '../../../../lib/i18n';
import { useCurrentUser } from '../../../../lib/session';
import { useCreateScore } from '../../api/createScore';
import { useScoresList } from '../../api/listScores';
import { QuestionChecklist, TicksAndPriority } from '../QuestionChecklist';
import { ResponsiblePeopleField } from '../ResponsiblePeopleField';

interface ScoreValues {
  questions: Record<string, boolean>;
  dueDate: Dayjs | null;
  responsiblePerson: string[];
}

/**
 * The idea's scores (spec §2 addScore) on its page: the ones given so far, and for those allowed (`ideas.score`)
 * the form that adds one — the seven questions, due date (23 November by default), responsible people.
 */
export function ScoreSection({ idea, startAdding = false }: { idea: IdeaWithHistory; startAdding?: boolean }) {
  const { t } = useTranslation('workflow');
  const user = useCurrentUser();
  const mayScore = can(user?.userType, 'ideas.score');
  const scores = useScoresList({ page: 1, limit: 10, idea: idea._id });
  const [adding, setAdding] = useState(startAdding && mayScore);
  const list = scores.data?.data ?? [];
  return (
    <Card
      id="score"
      title={t('ideaPage:sections.score')}
      data-testid="idea-score"
      extra={
        mayScore && !adding ? (
          <Button size="small" onClick={() => setAdding(true)} data-testid="score-add">
            {t('pages.addScore')}
          </Button>
        ) : null
      }
    >
      <Flex vertical gap={12}>
        {list.length === 0 && !adding && <EmptyState text={t('ideaPage:score.none')} />}
        {list.length > 0 && (
          <List
            size="small"
            dataSource={list}
            renderItem={(s) => (
              <List.Item key={s._id}>
                <Flex gap={8} wrap align="center">
                  <Tag color={s.priority === 'High' ? 'red' : 'default'}>{t(`enums:priorities.${s.priority}`)}</Tag>
                  <Typography.Text>{t('ideaPage:score.ticks', { count: s.totalTicks })}</Typography.Text>
                  {s.dueDate && (
                    <Typography.Text type="secondary">
                      {t('fields.dueDate')}: <span dir="ltr">{formatDate(s.dueDate)}</span>
                    </Typography.Text>
                  )}
                  {s.responsiblePerson.map((p) => (
                    <Tag key={p} dir="auto">
                      {p}
                    </Tag>
                  ))}
                  <Typography.Text type="secondary" dir="ltr">
                    {formatDate(s.createdAt)}
                  </Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        )}
        {adding && <ScoreForm idea={idea} onDone={() => setAdding(false)} />}
      </Flex>
    </Card>
  );
}

function ScoreForm({ idea, onDone }: { idea: IdeaWithHistory; onDone: () => void }) {
  const { t } = useTranslation('workflow');
  const rule = useZodRule();
  const notify = useNotify();
  const create = useCreateScore();
  const initialValues: ScoreValues = {
    questions: Object.fromEntries(EVALUATION_QUESTIONS.map((q) => [q, false])),
    dueDate: dayjs(defaultScoreDueDate()),
    responsiblePerson: [],
  };

  const onFinish = async (v: ScoreValues) => {
    try {
      await create.mutateAsync({
        idea: idea._id,
        suggestedBy: idea.employeeName,
        questions: v.questions,
        dueDate: v.dueDate ? v.dueDate.format('YYYY-MM-DD') : undefined,
        responsiblePerson: v.responsiblePerson,
      });
      notify.success(t('ideaPage:score.savedTitle'), t('ideaPage:score.saved'));
      onDone();
    } catch (err) {
      notify.apiError(err);
    }
  };

  return (
    <Form layout="vertical" initialValues={initialValues} onFinish={onFinish} data-testid="score-form">
      <QuestionChecklist keys={EVALUATION_QUESTIONS} />
      <TicksAndPriority />
      <ResponsiblePeopleField rules={[rule(ideaScoreBody.shape.responsiblePerson)]} />
      <FormActions>
        <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="submit-score">
          {t('common:actions.save')}
        </Button>
        <Button onClick={onDone}>{t('common:actions.cancel')}</Button>
      </FormActions>
    </Form>
  );
}
