import { type IdeaStage, REJECTION_REASONS } from '@fikra/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/numbers';

/**
 * One plain status in the phone's language ("Approved, being implemented", "Rewarded: 2,500"); a rejected or held
 * idea says why underneath (spec §8), in the person's language when it is a reason of the list, else as written.
 */
export function PlainStatus({ stage, reward, reason }: { stage: IdeaStage; reward?: number | null; reason?: string | null }) {
  const { t } = useTranslation('shopFloor');
  const text =
    stage === 'rewarded' && reward
      ? t('stage.rewardedAmount', { amount: formatNumber(currentLanguage(), reward) })
      : t(`stage.${stage}`);
  const why = (stage === 'rejected' || stage === 'onHold') && reason ? reason : undefined;
  return (
    <>
      <span className={`sf-status sf-status-${stage}`} data-testid="plain-status" data-stage={stage}>
        {text}
      </span>
      {why && (
        <span className="sf-small" dir="auto" data-testid="plain-status-reason" style={{ margin: 0 }}>
          {t('stage.reason')} {(REJECTION_REASONS as readonly string[]).includes(why) ? t(`enums:rejectionReasons.${why}`) : why}
        </span>
      )}
    </>
  );
}
