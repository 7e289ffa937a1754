import { canDecideStage, STATUS_KEYS, type StatusKey, stageDecision } from '@fikra/shared';
import { Alert, Button, Card, Flex, Form, Tag, Timeline, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdeaWithHistory } from '../../../../api/idea';
import { replicationColour, stageColour } from '../../../../components/StatusBadges';
import { useCurrentUser } from '../../../../lib/session';
import { DuplicateHints } from '../DuplicateHints';
import { STAGE_FIELDS } from '../StageFields';
import { stageFormValues } from '../stageForms';
import { type Drafts, stagesToSave, type TimelineState, timelineOf } from '../timeline';
import { draftOf, type StageForms, useDecisionSave } from '../useDecisionSave';
import { StageSummary } from './StageSummary';

function useStageForms(): StageForms {
  const [evaluated] = Form.useForm();
  const [approved] = Form.useForm();
  const [implemented] = Form.useForm();
  const [rewarded] = Form.useForm();
  const [replicated] = Form.useForm();
  return { evaluated, approved, implemented, rewarded, replicated };
}

const DOT: Record<TimelineState, string> = { decided: 'green', summary: 'green', open: 'blue', waiting: 'gray' };

/** The badge beside a stage's name: its decision, or "due" / "not reached yet". */
function StageBadge({ idea, stageKey, state }: { idea: IdeaWithHistory; stageKey: StatusKey; state: TimelineState }) {
  const { t } = useTranslation('ideaPage');
  if (state === 'waiting') return <Tag>{t('timeline.notReached')}</Tag>;
  if (stageKey === 'replicated') {
    const { type, value } = idea.status.replicated;
    return value ? (
      <Tag color={replicationColour(type)}>{t(`enums:replicationTypes.${type}`)}</Tag>
    ) : (
      <Tag color="processing">{t('timeline.optional')}</Tag>
    );
  }
  const stage = idea.status[stageKey];
  const decision = stageDecision(stage);
  if (decision === 'pending') return <Tag color="processing">{t('timeline.due')}</Tag>;
  const label = stageKey === 'implemented' && decision === 'rejected' ? 'notPossible' : decision;
  return (
    <Tag color={stageColour(stage)} data-decision={decision}>
      {t(`enums:decisions.${label}`)}
    </Tag>
  );
}

/**
 * The decision stages as a timeline (issue 26): a decided stage is a read-only summary, the stage that is due is
 * the one open form (no decision preselected), later stages are "not reached yet". Choosing Accepted opens the
 * next stage at once, so several stages go in one save. Mount it keyed by the idea's version: a save starts afresh.
 */
export function DecisionTimeline({ idea, onSaved }: { idea: IdeaWithHistory; onSaved?: () => void }) {
  const { t, i18n } = useTranslation('ideaPage');
  const user = useCurrentUser();
  const forms = useStageForms();
  const [drafts, setDrafts] = useState<Drafts>({});
  const [changing, setChanging] = useState<StatusKey[]>([]);
  const timeline = useMemo(() => timelineOf(idea.status, drafts, changing), [idea.status, drafts, changing]);
  const toSave = stagesToSave(timeline, drafts);
  const { save, saving } = useDecisionSave(idea, forms, () => onSaved?.());
  const actor = { role: user?.userType ?? '', factoryBusinessUnitId: user?.factoryBusinessUnit?._id ?? null };
  const mayDecide = (key: StatusKey) => canDecideStage(actor, key, { unitId: idea.factoryBusinessUnit?._id });
  const anyOpen = STATUS_KEYS.some((key) => timeline[key] === 'open' && mayDecide(key));

  const onChange = (key: StatusKey) => setDrafts((d) => ({ ...d, [key]: draftOf(forms, key) }));

  const body = (key: StatusKey) => {
    const state = timeline[key];
    if (state === 'waiting') return <Typography.Text type="secondary">{t('timeline.notReachedText')}</Typography.Text>;
    if (state === 'decided') return <StageSummary status={idea.status} stageKey={key} history={idea.history} />;
    if (state === 'summary')
      return (
        <Flex vertical gap={8} align="start">
          <StageSummary status={idea.status} stageKey={key} history={idea.history} />
          {mayDecide(key) && (
            <Button size="small" onClick={() => setChanging((c) => [...c, key])} data-testid={`change-${key}`}>
              {t('timeline.change')}
            </Button>
          )}
        </Flex>
      );
    if (!mayDecide(key)) return <Typography.Text type="secondary">{t('timeline.notYours')}</Typography.Text>;
    const Fields = STAGE_FIELDS[key];
    const held = key !== 'replicated' && idea.status[key].accepted === 'hold';
    // no decision is preselected: the decider chooses one (a stage on hold too)
    const initialValues = { ...stageFormValues(key, idea.status), ...(key === 'replicated' ? {} : { accepted: undefined }) };
    return (
      <Flex vertical gap={12}>
        {held && <StageSummary status={idea.status} stageKey={key} history={idea.history} />}
        {key === 'evaluated' && <DuplicateHints idea={idea} canEvaluate />}
        <Form form={forms[key]} name={key} layout="vertical" initialValues={initialValues} onValuesChange={() => onChange(key)}>
          <Fields status={idea.status} />
        </Form>
      </Flex>
    );
  };

  const stageNames = (keys: StatusKey[]) => new Intl.ListFormat(i18n.language).format(keys.map((k) => t(`ideaPage:stage.${k}`)));

  return (
    <Card title={t('sections.decisions')} data-testid="decision-timeline">
      <Timeline
        items={STATUS_KEYS.map((key) => ({
          key,
          color: DOT[timeline[key]],
          content: (
            <Flex vertical gap={8} data-stage-item={key} data-state={timeline[key]}>
              <Flex gap={8} align="center" wrap>
                <Typography.Text strong>{t(`ideaPage:stage.${key}`)}</Typography.Text>
                <StageBadge idea={idea} stageKey={key} state={timeline[key]} />
              </Flex>
              {body(key)}
            </Flex>
          ),
        }))}
      />
      {anyOpen && (
        <div className="idea-save-bar">
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Typography.Text type="secondary" data-testid="pending-changes">
              {toSave.length ? t('save.pending', { stages: stageNames(toSave) }) : t('save.chooseDecision')}
            </Typography.Text>
            <Button
              type="primary"
              size="large"
              disabled={!toSave.length}
              loading={saving}
              onClick={() => save(toSave, drafts)}
              data-testid="submit-status"
            >
              {t('save.button')}
            </Button>
          </Flex>
        </div>
      )}
      {idea.duplicateOf && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          title={t('common:similarIdeas.rejected', { number: idea.duplicateOf.ideaNumber })}
        />
      )}
    </Card>
  );
}
