import { UploadOutlined } from '@ant-design/icons';
import { TIMINGS } from '@fikra/shared';
import { Alert, Button, Card, Flex, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirm } from '../../../components/useConfirm';
import { ApiError } from '../../../lib/api';
import { type RestoreAnswer, restoreBackup } from '../api/restoreBackup';
import { RestoreOutcome } from '../components/RestoreOutcome';

const isJsonName = (name: string) => /\.json$/i.test(name);
const reload = () => window.location.reload();

/**
 * Upload backup file (spec §2, §5, §9; issue 12): choose one .json backup, confirm 'Are you sure you want to
 * upload this file?', restore, and see what was restored (or the per-row report). The page reloads 3 s after a
 * restore, unless the answer lists references the admin should read first.
 */
export function RestoreBackupPage() {
  const { t } = useTranslation('backupRestore');
  const notify = useNotify();
  const confirm = useConfirm();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [answer, setAnswer] = useState<RestoreAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const errorText = (err: unknown) => {
    if (err instanceof ApiError) {
      if (err.key === 'notABackup' || err.key === 'notABackupBecause') return t('errors.notABackup');
      if (err.key === 'newerBackup') return t('errors.newer');
      if (err.key === 'onlyJsonBackup') return t('errors.onlyJson');
    }
    return notify.apiErrorText(err);
  };

  const onChoose = (chosen: File) => {
    setAnswer(null);
    setFailure(null);
    if (!isJsonName(chosen.name)) {
      notify.error(t('errors.onlyJson'));
      return Upload.LIST_IGNORE;
    }
    setFile(chosen);
    return false; // kept here until Restore
  };

  const onRestore = async () => {
    if (!file || !(await confirm(t('common:confirm.upload')))) return;
    setAnswer(null);
    setFailure(null);
    setProgress(0);
    try {
      const restored = await restoreBackup(file, setProgress);
      setAnswer(restored);
      if (restored.ok) {
        const r = restored.result;
        notify.success(
          t('result.title'),
          t('result.counts', { created: r.importedCount, updated: r.updatedCount, unchanged: r.ignoredCount }),
        );
        if (!restored.result.notRestoredCount) setTimeout(reload, TIMINGS.backupImportReloadMs);
      }
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <>
      <PageHeader title={t('title')} />
      <Flex vertical gap={16}>
        <Card>
          <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
          <Flex gap={12} wrap align="start">
            <div data-testid="backup-file">
              <Upload
                accept=".json,application/json"
                maxCount={1}
                disabled={busy}
                fileList={file ? [{ uid: 'backup', name: file.name, status: 'done' }] : []}
                beforeUpload={onChoose}
                onRemove={() => setFile(null)}
              >
                <Button icon={<UploadOutlined />} disabled={busy}>
                  {t('choose')}
                </Button>
              </Upload>
            </div>
            <Button type="primary" disabled={!file} loading={busy} onClick={onRestore} data-testid="backup-restore">
              {t('restore')}
            </Button>
          </Flex>
          {busy && (
            <Flex vertical gap={4} style={{ marginTop: 16 }} role="status">
              <Typography.Text>{t('uploading')}</Typography.Text>
              <Progress percent={progress} aria-label={t('uploading')} />
            </Flex>
          )}
        </Card>
        {failure && <Alert type="error" showIcon title={failure} data-testid="restore-failure" />}
        {answer && <RestoreOutcome answer={answer} onReload={reload} />}
      </Flex>
    </>
  );
}
