import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback';
import { useInUseText } from '../../../components/inUseText';

/** An API error in the user's language; IN_USE is the shared sentence naming the kinds that still use the record. */
export function useRecordErrorText() {
  const { t } = useTranslation('records');
  const { apiErrorText } = useNotify();
  const inUse = useInUseText((kind) => t(`kinds.${kind}.plural`));
  return (err: unknown) => inUse(err) ?? apiErrorText(err);
}
