import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback';
import { ApiError } from '../../../lib/api';

/** An API error in the user's language; "In use by 2 cities" is rebuilt from its details (kind + params.count). */
export function useRecordErrorText() {
  const { t } = useTranslation('records');
  const { apiErrorText } = useNotify();
  return useCallback(
    (err: unknown) => {
      if (err instanceof ApiError && err.code === 'IN_USE' && err.details?.length) {
        const parts = err.details.map((d) =>
          t('list.counted', { label: t(`kinds.${d.path}.plural`), count: d.params?.count ?? 0 }),
        );
        return t('list.inUse', { list: parts.join(t('list.separator')) });
      }
      return apiErrorText(err);
    },
    [t, apiErrorText],
  );
}
