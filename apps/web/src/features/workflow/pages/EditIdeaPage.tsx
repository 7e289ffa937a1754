import { type IdeaOutput, STATUS_KEYS, stageAvailability } from '@fikra/shared';
import { Button, Card, Col, Flex, Form, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useIdeaHistory } from '../api/getIdeaHistory';
import { DuplicateHints } from '../components/DuplicateHints';
import { HistoryTimeline } from '../components/HistoryTimeline';
import { IdeaPage } from '../components/IdeaPage';
import { StageCard } from '../components/StageCard';
import { type StageForms, useStageSubmit } from '../components/useStageSubmit';

/** The status workflow page (spec §2 editIdea, §4): stage forms in order, history, one Submit. */
export function EditIdeaPage() {
  const { t } = useTranslation('workflow');
  return (
    <IdeaPage title={t('pages.editIdea')} crumbs={[{ title: t('pages.ideas'), to: paths.admin.ideas.href() }]} badges>
      {(idea) => <StatusWorkflow key={idea._id} idea={idea} />}
    </IdeaPage>
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
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Flex vertical gap={16}>
          <DuplicateHints idea={idea} canEvaluate={stageAvailability(idea.status, 'evaluated') === 'editable'} />
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
  );
}
