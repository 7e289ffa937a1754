import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback';
import { useInUseText } from '../../../components/inUseText';
import { ApiError } from '../../../lib/api';

/**
 * The user's-language text of a master-data API error: IN_USE is the shared sentence naming what uses the
 * record (components/inUseText.ts); a duplicate name and a stale version get their own sentence; anything else
 * is translated as usual.
 */
export function useMasterDataErrorText() {
  const { t } = useTranslation('masterData');
  const notify = useNotify();
  const inUse = useInUseText((kind) => t(`kinds.${kind}.plural`));
  return (err: unknown) => {
    const used = inUse(err);
    if (used) return used;
    if (err instanceof ApiError) {
      if (err.code === 'CONFLICT' && err.details?.length) return t('errors.duplicate');
      if (err.code === 'STALE_VERSION') return t('errors.stale');
    }
    return notify.apiErrorText(err);
  };
}
