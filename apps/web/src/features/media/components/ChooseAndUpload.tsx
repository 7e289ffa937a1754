import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback';
import { useConfirm } from '../../../components/useConfirm';
import { formatSize } from './fileSize';

/** Whether a chosen file matches an `accept` list (types and extensions); the server checks the bytes. */
function accepted(file: File, accept: string): boolean {
  const name = file.name.toLowerCase();
  return accept.split(',').some((a) => (a.startsWith('.') ? name.endsWith(a) : file.type === a));
}

/**
 * Choose one file, see its name and size, confirm ('Are you sure you want to upload this file?'), upload with
 * a progress bar (floored percent), then 'Your file has been uploaded' and a reload after `reloadMs`, or
 * 'An error occured please try again' with the server's reason (spec §5, §7, §8).
 */
export function ChooseAndUpload({
  accept,
  maxBytes,
  chooseLabel,
  uploadLabel,
  ready = async () => true,
  onUpload,
  reloadMs,
  extra,
  testId,
}: {
  accept: string;
  maxBytes: number;
  chooseLabel: string;
  uploadLabel?: string;
  /** checks the rest of the form before the confirmation */
  ready?: () => Promise<boolean>;
  onUpload: (file: File, onProgress: (percent: number) => void) => Promise<unknown>;
  reloadMs: number;
  extra?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('media');
  const notify = useNotify();
  const confirm = useConfirm();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const busy = percent !== null;

  const choose = (chosen: File) => {
    if (!accepted(chosen, accept)) notify.error(t('common:messages.errorTryAgain'), t('upload.wrongType'));
    else if (chosen.size > maxBytes) notify.error(t('common:messages.errorTryAgain'), t('common:errors.FILE_TOO_LARGE'));
    else setFile(chosen);
    return false;
  };

  const upload = async () => {
    if (!file || !(await ready()) || !(await confirm(t('common:confirm.upload')))) return;
    setPercent(0);
    try {
      await onUpload(file, setPercent);
      setPercent(100);
      notify.success(t('common:messages.fileUploaded'));
      setTimeout(() => window.location.reload(), reloadMs);
    } catch (err) {
      setPercent(null);
      notify.error(t('common:messages.errorTryAgain'), notify.apiErrorText(err));
    }
  };

  return (
    <Flex vertical gap={12} data-testid={testId}>
      {extra}
      <Flex gap={12} wrap align="center">
        <Upload accept={accept} maxCount={1} showUploadList={false} beforeUpload={choose} disabled={busy}>
          <Button icon={<UploadOutlined />} disabled={busy} data-testid={`${testId}-choose`}>
            {chooseLabel}
          </Button>
        </Upload>
        {file && (
          <Typography.Text data-testid={`${testId}-chosen`}>
            <bdi>{file.name}</bdi> — {formatSize(file.size, t)}
          </Typography.Text>
        )}
      </Flex>
      <div>
        <Button type="primary" disabled={!file || busy} loading={busy} onClick={upload} data-testid={`${testId}-upload`}>
          {uploadLabel ?? t('common:actions.upload')}
        </Button>
      </div>
      {busy && (
        <Progress
          percent={percent}
          format={(p) => `${Math.floor(p ?? 0)}%`}
          aria-label={t('upload.progress', { percent })}
          data-testid={`${testId}-progress`}
        />
      )}
    </Flex>
  );
}
