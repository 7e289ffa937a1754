import { type IdeaOutput, STATUS_KEYS, stageAvailability } from '@fikra/shared';
import { Button, Card, Col, Flex, Form, Result, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useIdeaHistory } from '../api/history';
import { useIdea } from '../api/idea';
import { HistoryTimeline } from '../components/HistoryTimeline';
import { IdeaHeaderCard } from '../components/IdeaHeaderCard';
import { StageCard } from '../components/StageCard';
import { type StageForms, useStageSubmit } from '../components/useStageSubmit';

/** The status workflow page (spec §2 editIdea, §4): stage forms in order, history, one Submit. */
export function EditIdeaPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('workflow');
  const idea = useIdea(id);
  const title = t('pages.editIdea');
  const crumbs = [{ title: t('pages.ideas'), to: '/admin/idea' }];
  if (idea.isError) return <Result status="404" title={t('idea.notFound')} />;
  if (!idea.data) return <Skeleton active />;
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <StatusWorkflow key={idea.data._id} idea={idea.data} />
    </>
  );
}

function useStageForms(): StageForms {
  const [evaluated] = Form.useForm();
  const [approved] = Form.useForm();
  const [implemented] = Form.useForm();
  const [rewarded] = Form.useForm();
  const [replicated] = Form.useForm();
  return { evaluated, approved, implemented, rewarded, replicated };
}

function StatusWorkflow({ idea }: { idea: IdeaOutput }) {
  const { t, i18n } = useTranslation('workflow');
  const forms = useStageForms();
  const history = useIdeaHistory(idea._id);
  const { changed, saving, onValuesChange, submit } = useStageSubmit(idea, forms);
  const visible = STATUS_KEYS.filter((key) => stageAvailability(idea.status, key) !== 'waiting');
  const editable = visible.some((key) => stageAvailability(idea.status, key) === 'editable');

  return (
    <>
      <IdeaHeaderCard idea={idea} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            {visible.map((key) => (
              <StageCard key={key} stageKey={key} status={idea.status} form={forms[key]} onValuesChange={onValuesChange} />
            ))}
            {editable && (
              <Card size="small">
                <Flex justify="space-between" align="center" gap={12} wrap>
                  <Typography.Text type="secondary" data-testid="pending-changes">
                    {changed.length
                      ? t('submit.pending', {
                          stages: new Intl.ListFormat(i18n.language).format(changed.map((k) => t(`enums:stages.${k}`))),
                        })
                      : t('submit.nothingChanged')}
                  </Typography.Text>
                  <Button
                    type="primary"
                    size="large"
                    disabled={!changed.length}
                    loading={saving}
                    onClick={submit}
                    data-testid="submit-status"
                  >
                    {t('submit.button')}
                  </Button>
                </Flex>
              </Card>
            )}
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <HistoryTimeline entries={history.data} />
        </Col>
      </Row>
    </>
  );
}
