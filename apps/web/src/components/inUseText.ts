import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';

/**
 * The one IN_USE sentence of every reference list (master data and records, decision 034): "This record cannot
 * be deleted because it is used by: Cities (2), Users (1)", rebuilt from the error's details
 * ({ path: <kind> | users | ideas, key: 'inUseCount', params: { count } }). `label` names a kind in the list's own
 * namespace. Anything but an IN_USE error with details gives undefined, for the caller's other cases.
 */
export function useInUseText(label: (kind: string) => string) {
  const { t } = useTranslation('common');
  return (err: unknown): string | undefined => {
    if (!(err instanceof ApiError) || err.code !== 'IN_USE' || !err.details?.length) return undefined;
    const uses = err.details.map((d) =>
      t('inUse.counted', {
        label: d.path === 'users' ? t('inUse.users') : d.path === 'ideas' ? t('inUse.ideas') : label(d.path),
        count: d.params?.count ?? 0,
      }),
    );
    return t('inUse.sentence', { uses: uses.join(t('inUse.separator')) });
  };
}
