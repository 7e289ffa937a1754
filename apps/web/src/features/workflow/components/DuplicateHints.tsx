import type { IdeaOutput } from '@fikra/shared';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSimilarIdeas } from '../../../api/similarIdeas';
import { useNotify } from '../../../components/feedback';
import { SimilarIdeasList } from '../../../components/SimilarIdeasList';
import { useConfirm } from '../../../components/useConfirm';
import { useUpdateStatus } from '../api/updateStatus';

/**
 * On the evaluation: ideas of the same unit that look like this one, each with a one-click rejection as
 * 'Already submitted before' that links it as the original (issue 18). Once linked, says which idea it repeats.
 */
export function DuplicateHints({ idea, canEvaluate }: { idea: IdeaOutput; canEvaluate: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const confirm = useConfirm();
  const update = useUpdateStatus();
  const similar = useSimilarIdeas({
    text: canEvaluate ? idea.ideaText : '',
    factoryBusinessUnit: idea.factoryBusinessUnit?._id,
    exclude: idea._id,
  });
  if (idea.duplicateOf)
    return (
      <Alert
        type="info"
        showIcon
        data-testid="duplicate-of"
        title={t('similarIdeas.rejected', { number: idea.duplicateOf.ideaNumber })}
      />
    );
  if (!canEvaluate) return null;

  const reject = async (original: { _id?: string; ideaNumber: number }) => {
    if (!original._id || !(await confirm(t('similarIdeas.confirmReject', { number: original.ideaNumber })))) return;
    try {
      await update.mutateAsync({
        id: idea._id,
        key: 'evaluated',
        body: { accepted: false, reasonOfDenial: 'Already submitted before', duplicateOf: original._id, version: idea.version },
      });
      notify.success(t('messages.savedTitle'), t('messages.saved'));
    } catch (err) {
      notify.apiError(err);
    }
  };
  return (
    <SimilarIdeasList
      ideas={similar.data?.data ?? []}
      title={t('ideaPage:similar.title')}
      hint={null}
      action={(original) => (
        <Button danger size="small" loading={update.isPending} onClick={() => reject(original)} data-testid="reject-duplicate">
          {t('similarIdeas.reject')}
        </Button>
      )}
    />
  );
}
