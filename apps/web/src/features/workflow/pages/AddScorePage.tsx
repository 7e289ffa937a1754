import { defaultScoreDueDate, EVALUATION_QUESTIONS, type IdeaOutput, ideaScoreBody } from '@fikra/shared';
import { Button, Card, Col, DatePicker, Flex, Form, Result, Row, Select, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useConfirm, useNotify } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { useZodRule } from '../../../components/zodRule';
import { DATE_FORMAT } from '../../../lib/i18n';
import { useIdea } from '../api/idea';
import { useCreateScore } from '../api/scores';
import { IdeaHeaderCard } from '../components/IdeaHeaderCard';
import { QuestionChecklist, TicksAndPriority } from '../components/QuestionChecklist';

interface ScoreValues {
  questions: Record<string, boolean>;
  dueDate: Dayjs | null;
  responsiblePerson: string[];
}

/** Scoring an idea (spec §2 addScore): the seven questions, due date (23 November), responsible people. */
export function AddScorePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('workflow');
  const idea = useIdea(id);
  if (idea.isError) return <Result status="404" title={t('idea.notFound')} />;
  if (!idea.data) return <Skeleton active />;
  return (
    <>
      <PageHeader title={t('pages.addScore')} crumbs={[{ title: t('pages.scores'), to: '/admin/idea-score' }]} />
      <IdeaHeaderCard idea={idea.data} badges={false} />
      <ScoreForm idea={idea.data} />
    </>
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
      navigate('/admin/idea-score');
    } catch (err) {
      notify.apiError(err);
    }
  };

  return (
    <Card>
      <Form layout="vertical" initialValues={initialValues} onFinish={onFinish}>
        <QuestionChecklist keys={EVALUATION_QUESTIONS} />
        <TicksAndPriority />
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="dueDate" label={t('fields.dueDate')}>
              <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="responsiblePerson"
              label={t('fields.responsiblePerson')}
              required
              rules={[rule(ideaScoreBody.shape.responsiblePerson)]}
            >
              <Select
                mode="tags"
                open={false}
                placeholder={t('fields.responsiblePersonHint')}
                tokenSeparators={[',', '،']}
                suffixIcon={null}
              />
            </Form.Item>
          </Col>
        </Row>
        <Flex justify="end">
          <Button type="primary" size="large" htmlType="submit" loading={create.isPending} data-testid="submit-score">
            {t('submit.button')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
