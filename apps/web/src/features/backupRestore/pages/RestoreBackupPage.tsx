import { TIMINGS } from '@fikra/shared';
import { Alert, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChooseAndUpload } from '../../../components/ChooseAndUpload';
import { useNotify } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError } from '../../../lib/api';
import { type RestoreAnswer, restoreBackup } from '../api/restoreBackup';
import { RestoreOutcome } from '../components/RestoreOutcome';

const reload = () => window.location.reload();

/**
 * Upload backup file (spec §2, §5, §9; issue 12): choose one .json backup, confirm 'Are you sure you want to
 * upload this file?', restore, and see what was restored (or the per-row report). The page reloads 3 s after a
 * restore, unless the answer lists references the admin should read first.
 */
export function RestoreBackupPage() {
  const { t } = useTranslation('backupRestore');
  const notify = useNotify();
  const [answer, setAnswer] = useState<RestoreAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const clear = () => {
    setAnswer(null);
    setFailure(null);
  };

  const errorText = (err: unknown) => {
    if (err instanceof ApiError) {
      if (err.key === 'notABackup' || err.key === 'notABackupBecause') return t('errors.notABackup');
      if (err.key === 'newerBackup') return t('errors.newer');
      if (err.key === 'onlyJsonBackup') return t('errors.onlyJson');
    }
    return notify.apiErrorText(err);
  };

  const onRestored = (restored: RestoreAnswer) => {
    setAnswer(restored);
    if (!restored.ok) return;
    const r = restored.result;
    notify.success(
      t('result.title'),
      t('result.counts', { created: r.importedCount, updated: r.updatedCount, unchanged: r.ignoredCount }),
    );
    if (!r.notRestoredCount) setTimeout(reload, TIMINGS.backupImportReloadMs);
  };

  return (
    <>
      <PageHeader title={t('title')} />
      <Flex vertical gap={16}>
        <Card>
          <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
          <ChooseAndUpload
            accept=".json,application/json"
            chooseLabel={t('choose')}
            uploadLabel={t('restore')}
            wrongTypeText={t('errors.onlyJson')}
            onChosen={clear}
            ready={async () => {
              clear();
              return true;
            }}
            onUpload={restoreBackup}
            onUploaded={onRestored}
            onFailed={(err) => setFailure(errorText(err))}
            testId="backup"
          />
        </Card>
        {failure && <Alert type="error" showIcon title={failure} data-testid="restore-failure" />}
        {answer && <RestoreOutcome answer={answer} onReload={reload} />}
      </Flex>
    </>
  );
}
