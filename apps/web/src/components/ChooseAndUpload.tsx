import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from './feedback';
import { formatSize } from './fileSize';
import { useConfirm } from './useConfirm';

/** Whether a chosen file matches an `accept` list (types and extensions); the server checks the bytes. */
function accepted(file: File, accept: string): boolean {
  const name = file.name.toLowerCase();
  return accept.split(',').some((a) => (a.startsWith('.') ? name.endsWith(a) : file.type === a));
}

export interface ChooseAndUploadProps<T> {
  accept: string;
  /** a bigger file is refused on choosing (the server checks again) */
  maxBytes?: number;
  chooseLabel: string;
  uploadLabel?: string;
  /** what a file of another type is told; "Please choose one file of the accepted type." by default */
  wrongTypeText?: string;
  /** the question before uploading; "Are you sure you want to upload this file?" by default */
  confirmText?: string;
  /** a file was chosen (or the choice was cleared): a page that previews the file reads it here */
  onChosen?: (file: File) => void;
  /** false keeps the upload button off (a preview still loading, nothing to send) */
  canUpload?: boolean;
  /** checks the rest of the form before the confirmation */
  ready?: () => Promise<boolean>;
  onUpload: (file: File, onProgress: (percent: number) => void) => Promise<T>;
  /** shows the progress bar (a call that reports no progress leaves it off) */
  showProgress?: boolean;
  /** 'Your file has been uploaded' and a reload after this many ms; without it, `onUploaded` decides what follows */
  reloadMs?: number;
  onUploaded?: (answer: T) => void;
  /** the failure, for a page that shows it itself; 'An error occured please try again' with the reason otherwise */
  onFailed?: (err: unknown) => void;
  extra?: ReactNode;
  testId: string;
}

/**
 * The one upload flow for a single file (spec §5, §7, §8, §9): choose one file, see its name and size, confirm
 * ('Are you sure you want to upload this file?'), upload with a progress bar (floored percent), then 'Your file
 * has been uploaded' and a reload after `reloadMs` (or the page's own report through `onUploaded`), or 'An error
 * occured please try again' with the server's reason. Documents, videos, the backup restore, the idea import
 * and the employee code sheet all use it.
 */
export function ChooseAndUpload<T>({
  accept,
  maxBytes,
  chooseLabel,
  uploadLabel,
  wrongTypeText,
  confirmText,
  onChosen,
  canUpload = true,
  ready = async () => true,
  onUpload,
  showProgress = true,
  reloadMs,
  onUploaded,
  onFailed,
  extra,
  testId,
}: ChooseAndUploadProps<T>) {
  const { t } = useTranslation('common');
  const notify = useNotify();
  const confirm = useConfirm();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const busy = percent !== null;

  const choose = (chosen: File) => {
    if (!accepted(chosen, accept)) notify.error(t('messages.errorTryAgain'), wrongTypeText ?? t('upload.wrongType'));
    else if (maxBytes !== undefined && chosen.size > maxBytes)
      notify.error(t('messages.errorTryAgain'), t('errors.FILE_TOO_LARGE'));
    else {
      setFile(chosen);
      onChosen?.(chosen);
    }
    return false;
  };

  const upload = async () => {
    if (!file || !(await ready()) || !(await confirm(confirmText ?? t('confirm.upload')))) return;
    setPercent(0);
    try {
      const answer = await onUpload(file, setPercent);
      if (reloadMs === undefined) {
        setPercent(null);
        onUploaded?.(answer);
        return;
      }
      setPercent(100);
      notify.uploaded();
      onUploaded?.(answer);
      setTimeout(() => window.location.reload(), reloadMs);
    } catch (err) {
      setPercent(null);
      if (onFailed) onFailed(err);
      else notify.error(t('messages.errorTryAgain'), notify.apiErrorText(err));
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
        <Button
          type="primary"
          disabled={!file || busy || !canUpload}
          loading={busy}
          onClick={upload}
          data-testid={`${testId}-upload`}
        >
          {uploadLabel ?? t('actions.upload')}
        </Button>
      </div>
      {busy && showProgress && (
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
