import { defaultScoreDueDate, EVALUATION_QUESTIONS, type IdeaOutput, ideaScoreBody } from '@fikra/shared';
import { Button, Card, Flex, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../components/feedback';
import { useConfirm } from '../../../components/useConfirm';
import { useZodRule } from '../../../components/zodRule';
import { paths } from '../../../config/paths';
import { useCreateScore } from '../api/createScore';
import { IdeaPage } from '../components/IdeaPage';
import { QuestionChecklist, TicksAndPriority } from '../components/QuestionChecklist';
import { ResponsiblePeopleField } from '../components/ResponsiblePeopleField';

interface ScoreValues {
  questions: Record<string, boolean>;
  dueDate: Dayjs | null;
  responsiblePerson: string[];
}

/** Scoring an idea (spec §2 addScore): the seven questions, due date (23 November), responsible people. */
export function AddScorePage() {
  const { t } = useTranslation('workflow');
  return (
    <IdeaPage title={t('pages.addScore')} crumbs={[{ title: t('pages.scores'), to: paths.admin.ideaScores.href() }]}>
      {(idea) => <ScoreForm idea={idea} />}
    </IdeaPage>
  );
}

function ScoreForm({ idea }: { idea: IdeaOutput }) {
  const { t } = useTranslation('workflow');
  const rule = useZodRule();
  const confirm = useConfirm();
  const notify = useNotify();
  const navigate = useNavigate();
  const create = useCreateScore();
  const initialValues: ScoreValues = {
    questions: Object.fromEntries(EVALUATION_QUESTIONS.map((q) => [q, false])),
    dueDate: dayjs(defaultScoreDueDate()),
    responsiblePerson: [],
  };

  const onFinish = async (v: ScoreValues) => {
    if (!(await confirm(t('common:confirm.submit')))) return;
    try {
      await create.mutateAsync({
        idea: idea._id,
        suggestedBy: idea.employeeName,
        questions: v.questions,
        dueDate: v.dueDate ? v.dueDate.format('YYYY-MM-DD') : undefined,
        responsiblePerson: v.responsiblePerson,
      });
      notify.success(t('common:messages.savedTitle'), t('common:messages.saved'));
      navigate(paths.admin.ideaScores.href());
    } catch (err) {
      notify.apiError(err);
    }
  };

  return (
    <Card>
      <Form layout="vertical" initialValues={initialValues} onFinish={onFinish}>
        <QuestionChecklist keys={EVALUATION_QUESTIONS} />
        <TicksAndPriority />
        <ResponsiblePeopleField rules={[rule(ideaScoreBody.shape.responsiblePerson)]} />
        <Flex justify="end">
          <Button type="primary" size="large" htmlType="submit" loading={create.isPending} data-testid="submit-score">
            {t('submit.button')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
