import { DECISION_STAGES, DECLINE_REASONS, REJECTION_REASONS, type StageStatusBase, type StatusKey } from '@fikra/shared';
import { Flex, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

type Colour = 'success' | 'warning' | 'default' | 'error';

const DECLINED = new RegExp(`^(${DECLINE_REASONS.join('|')})(: .*)?$`, 's');

/** A rejection reason of the spec's list in the user's language; free text ('Other', hold reasons) as written. */
export function reasonLabel(t: (key: string) => string, reason: string): string {
  if ((REJECTION_REASONS as readonly string[]).includes(reason)) return t(`enums:rejectionReasons.${reason}`);
  // a replication's decline is saved as "<decline reason>: <the unit's note>" (decision 032): the reason translated
  const declined = DECLINED.exec(reason);
  return declined ? `${t(`enums:declineReasons.${declined[1]}`)}${declined[2] ?? ''}` : reason;
}

/** Colour of a decision stage: accepted green, hold orange, rejected red, not decided grey (spec §4). */
export function stageColour(stage: { value: boolean; accepted: boolean | 'hold' }): Colour {
  if (stage.accepted === 'hold') return 'warning';
  if (!stage.value) return 'default';
  return stage.accepted === false ? 'error' : 'success';
}

/** Replication badge: Fully success, Partially warning, Not default, Can't danger (spec §4). */
export function replicationColour(type: string): Colour {
  if (type === 'Fully Replicated') return 'success';
  if (type === 'Partially Replicated') return 'warning';
  if (type === 'Not Replicated') return 'default';
  return 'error';
}

export function decisionKey(stage: { value: boolean; accepted: boolean | 'hold' }): string {
  if (stage.accepted === 'hold') return 'hold';
  if (!stage.value) return 'pending';
  return stage.accepted === false ? 'rejected' : 'accepted';
}

/**
 * One badge per stage, coloured by its decision, plus the replication type; a rejected stage shows its
 * reason of denial. `onClick` makes each badge a button (the admin list opens the status page).
 */
/** What the badges read of an idea's status: a full IdeaStatus, or the public lookup's summary of it. */
export type StatusSummary = Record<
  (typeof DECISION_STAGES)[number],
  Pick<StageStatusBase, 'value' | 'accepted' | 'reasonOfDenial' | 'reasonOfHold'>
> & {
  replicated: { type: string };
};

export function StatusBadges({
  status,
  showReasons = true,
  onClick,
}: {
  status: StatusSummary;
  showReasons?: boolean;
  onClick?: (key: StatusKey) => void;
}) {
  const { t } = useTranslation('enums');
  return (
    <Flex gap={4} wrap data-testid="status-badges">
      {DECISION_STAGES.map((key) => {
        const stage = status[key];
        const rawReason =
          stage.value && stage.accepted === false
            ? stage.reasonOfDenial
            : stage.accepted === 'hold'
              ? stage.reasonOfHold
              : undefined;
        const reason = rawReason && reasonLabel(t, rawReason);
        const tag = (
          <Tag
            key={key}
            color={stageColour(stage)}
            data-stage={key}
            data-decision={decisionKey(stage)}
            style={onClick ? { cursor: 'pointer' } : undefined}
            onClick={onClick ? () => onClick(key) : undefined}
          >
            {t(`stages.${key}`)}: {t(`decisions.${decisionKey(stage)}`)}
            {showReasons && reason ? ` — ${reason}` : ''}
          </Tag>
        );
        return reason && !showReasons ? (
          <Tooltip key={key} title={reason}>
            {tag}
          </Tooltip>
        ) : (
          tag
        );
      })}
      <Tag color={replicationColour(status.replicated.type)} data-stage="replicated" data-decision={status.replicated.type}>
        {t('stages.replicated')}: {t(`replicationTypes.${status.replicated.type}`)}
      </Tag>
    </Flex>
  );
}
