import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback';
import { ApiError } from '../../../lib/api';

/**
 * The user's-language text of a master-data API error. IN_USE lists what uses the record from the error's
 * details ({ path: <kind> | users | ideas, key: 'inUseCount', params: { count } }); a duplicate name and a stale version get
 * their own sentence; anything else is translated as usual.
 */
export function useMasterDataErrorText() {
  const { t } = useTranslation('masterData');
  const notify = useNotify();
  return useCallback(
    (err: unknown) => {
      if (err instanceof ApiError) {
        if (err.code === 'IN_USE' && err.details?.length) {
          const uses = err.details.map((d) => {
            const label =
              d.path === 'users'
                ? t('errors.usedByUsers')
                : d.path === 'ideas'
                  ? t('errors.usedByIdeas')
                  : t(`kinds.${d.path}.plural`);
            return `${label} (${d.params?.count ?? ''})`;
          });
          return t('errors.inUse', { uses: uses.join(t('errors.listSeparator')) });
        }
        if (err.code === 'CONFLICT' && err.details?.length) return t('errors.duplicate');
        if (err.code === 'STALE_VERSION') return t('errors.stale');
      }
      return notify.apiErrorText(err);
    },
    [t, notify],
  );
}
