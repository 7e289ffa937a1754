import type { FileRef, IdeaHistoryEntry, IdeaStatus, StatusKey } from '@fikra/shared';
import { Descriptions, type DescriptionsProps, Flex, Image, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonLabel } from '../../../../components/StatusBadges';
import { currentLanguage, formatDate } from '../../../../lib/i18n';
import { formatNumber } from '../../../../lib/numbers';

const amount = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : <span dir="ltr">{formatNumber(currentLanguage(), n)}</span>;
const THUMB = 72;

/** Small photos of a stage (before/after), opening in the viewer. */
export function Thumbnails({ files, label }: { files: FileRef[]; label: string }) {
  if (!files.length) return <>—</>;
  return (
    <Image.PreviewGroup>
      <Flex gap={6} wrap>
        {files.map((f, n) => (
          <Image
            key={f._id}
            src={`/v1/file/${f._id}`}
            alt={`${label} ${n + 1}`}
            width={THUMB}
            height={THUMB}
            style={{ objectFit: 'cover', borderRadius: 6 }}
          />
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}

/** Who decided the stage: the name stored on it, else the last history entry of that stage. */
function decidedBy(status: IdeaStatus, key: StatusKey, history: IdeaHistoryEntry[]): string | undefined {
  if (key === 'evaluated' && status.evaluated.evaluatedBy) return status.evaluated.evaluatedBy;
  if (key === 'approved' && status.approved.approvedBy) return status.approved.approvedBy;
  return history.findLast((h) => h.stage === key)?.userName ?? undefined;
}

/**
 * A decided stage as a read-only summary (issue 26): decision, reason, who and when, then the stage's own
 * figures (ticks and priority, due date and responsible people, savings, cost and ROI, photos, the event).
 */
export function StageSummary({
  status,
  stageKey,
  history,
}: {
  status: IdeaStatus;
  stageKey: StatusKey;
  history: IdeaHistoryEntry[];
}) {
  const { t } = useTranslation('workflow');
  const items: { key: string; label: string; children: ReactNode }[] = [];
  const add = (key: string, label: string, children: ReactNode) => items.push({ key, label, children });
  const stage = status[stageKey];
  const who = decidedBy(status, stageKey, history);
  if (who) add('by', t('ideaPage:summary.by'), <span dir="auto">{who}</span>);
  if (stage.date) add('at', t('ideaPage:summary.at'), <span dir="ltr">{formatDate(stage.date)}</span>);
  if (stageKey !== 'replicated') {
    const s = status[stageKey];
    if (s.value && s.accepted === false && s.reasonOfDenial)
      add('denial', t('fields.reasonOfDenial'), <span dir="auto">{reasonLabel(t, s.reasonOfDenial)}</span>);
    if (s.accepted === 'hold' && s.reasonOfHold) add('hold', t('fields.reasonOfHold'), <span dir="auto">{s.reasonOfHold}</span>);
  }
  if (stageKey === 'evaluated') {
    const q = status.evaluated.questions;
    add('ticks', t('fields.totalTicks'), <span dir="ltr">{q.totalTicks}</span>);
    add('priority', t('fields.priority'), t(`enums:priorities.${q.priority}`));
    add('due', t('fields.dueDate'), q.dueDate ? <span dir="ltr">{formatDate(q.dueDate)}</span> : '—');
    add('people', t('fields.responsiblePerson'), <span dir="auto">{q.responsiblePerson.join('، ') || '—'}</span>);
  }
  if (stageKey === 'approved') {
    const e = status.approved.estimatedSavings;
    add('estimated', t('fields.estimatedSavings'), amount(e.amount));
    add('type', t('fields.savingsType'), t(`enums:savingsTypes.${e.type}`));
  }
  if (stageKey === 'implemented' && status.implemented.accepted === true) {
    const s = status.implemented;
    add('cost', t('fields.cost'), amount(s.cost));
    add('savings', t('fields.savings'), amount(s.savings));
    add('roi', t('fields.roi'), s.roi === null ? t('fields.noRoi') : amount(s.roi));
    if (s.equipmentName) add('equipment', t('fields.equipmentName'), <span dir="auto">{s.equipmentName}</span>);
    if (s.before.length) add('before', t('fields.before'), <Thumbnails files={s.before} label={t('fields.before')} />);
    if (s.after.length) add('after', t('fields.after'), <Thumbnails files={s.after} label={t('fields.after')} />);
    if (s.PQCDSM_Impact.length)
      add('impact', t('fields.impact'), s.PQCDSM_Impact.map((i) => `${t(`enums:pqcdsm.${i.key}`)} ${i.value}%`).join(' · '));
    if (s.singlePointLesson)
      add(
        'lesson',
        t('fields.singlePointLesson'),
        <Typography.Paragraph dir="auto" ellipsis={{ rows: 3, expandable: true }} style={{ margin: 0 }}>
          {s.singlePointLesson}
        </Typography.Paragraph>,
      );
  }
  if (stageKey === 'rewarded' && status.rewarded.accepted === true) {
    add('reward', t('fields.reward'), amount(status.rewarded.savings));
    add('event', t('fields.eventName'), <span dir="auto">{status.rewarded.eventName || '—'}</span>);
    if (status.rewarded.eventDate)
      add('eventDate', t('fields.eventDate'), <span dir="ltr">{formatDate(status.rewarded.eventDate)}</span>);
  }
  if (stageKey === 'replicated') {
    add('type', t('fields.replicationType'), t(`enums:replicationTypes.${status.replicated.type}`));
    if (status.replicated.from) add('from', t('fields.replicatedFrom'), <span dir="auto">{status.replicated.from}</span>);
  }
  const props: DescriptionsProps = { size: 'small', column: { xs: 1, md: 2 }, items };
  return <Descriptions {...props} data-testid={`stage-summary-${stageKey}`} />;
}
