import { PaperClipOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { ACCEPT, type FileRef, UPLOAD_LIMITS } from '@fikra/shared';
import { Button, Typography, Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, uploadFile } from '../lib/api';
import { useNotify } from './feedback';

type Purpose = 'image' | 'attachment' | 'spreadsheet';

/** Where a form that works offline keeps a file it cannot send yet, and how it shows one it kept. */
export interface OfflineFiles {
  keep: (file: File) => Promise<FileRef>;
  previewUrl: (id: string) => string | undefined;
}

const isNetworkFailure = (err: unknown) => err instanceof ApiError && err.status === 0;
const LIST_TYPE = { image: 'picture-card', attachment: 'picture', spreadsheet: 'text' } as const;
const TRIGGER_ICON = { attachment: <PaperClipOutlined />, spreadsheet: <UploadOutlined /> };

/**
 * Files sent to /v1/file/upload as soon as they are chosen, with progress; the field's value is the stored
 * files' references. Up to `max` files; with `max` 1 a new choice replaces the file. A file over the size
 * limit is refused before it is sent, and a refused upload says why.
 */
export function FileUpload({
  purpose,
  max,
  value = [],
  onChange,
  onBusyChange,
  disabled = false,
  anonymous = false,
  label,
  failedTitle,
  testId,
  offline,
  hideStored = false,
}: {
  purpose: Purpose;
  max: number;
  value?: FileRef[];
  onChange?: (files: FileRef[]) => void;
  /** true while a file is on its way (a form waits for it before submitting) */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
  /** sent without the signed-in user's token (the public form) */
  anonymous?: boolean;
  /** the button's text */
  label: string;
  /** the notification's title when a file is refused */
  failedTitle: string;
  testId?: string;
  /** keep files on the device when there is no connection (the public form) */
  offline?: OfflineFiles;
  /** the caller shows the stored files itself (a logo's preview): the list shows only files on their way */
  hideStored?: boolean;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => onBusyChange?.(uploading.length > 0), [uploading.length, onBusyChange]);

  if (disabled && value.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  const saved: UploadFile[] = value.map((f) => {
    const url = offline?.previewUrl(f._id) ?? `/v1/file/${f._id}`;
    return {
      uid: f._id,
      name: f.filename,
      status: 'done',
      // spreadsheets are not readable by id: no link
      ...(purpose === 'spreadsheet' ? {} : { url }),
      ...(f.contentType.startsWith('image/') ? { thumbUrl: url } : {}),
    };
  });
  const without = (uid: string) => setUploading((list) => list.filter((f) => f.uid !== uid));
  const canAdd = !disabled && (max === 1 || value.length + uploading.length < max);
  const refused = (name: string, reason: string) => notify.error(failedTitle, `${name}: ${reason}`);

  return (
    <div data-testid={testId}>
      <Upload
        listType={LIST_TYPE[purpose]}
        name="file"
        accept={ACCEPT[purpose]}
        multiple={purpose === 'attachment'}
        maxCount={max}
        disabled={disabled}
        fileList={[...(hideStored ? [] : saved), ...uploading]}
        showUploadList={{ showPreviewIcon: false, showRemoveIcon: !disabled }}
        beforeUpload={(file) => {
          if (file.size <= UPLOAD_LIMITS[purpose]) return true;
          refused(file.name, t('errors.FILE_TOO_LARGE'));
          return Upload.LIST_IGNORE;
        }}
        customRequest={({ file, onProgress, onSuccess, onError }) => {
          const keep = () => offline!.keep(file as File).then((ref) => onSuccess?.([ref]), onError);
          if (offline && !navigator.onLine) {
            keep();
            return { abort: () => undefined };
          }
          const sending = uploadFile(purpose, file as Blob, { anonymous, onProgress: (percent) => onProgress?.({ percent }) });
          sending.done.then(
            (ref) => onSuccess?.([ref]),
            (err) => (offline && isNetworkFailure(err) ? keep() : onError?.(err)),
          );
          return { abort: sending.abort };
        }}
        onChange={({ file }) => {
          if (file.status === 'uploading') setUploading((list) => [...list.filter((f) => f.uid !== file.uid), file]);
          if (file.status === 'done') {
            without(file.uid);
            onChange?.([...latest.current, ...(file.response as FileRef[])].slice(-max));
          }
          if (file.status === 'error') {
            without(file.uid);
            refused(file.name, notify.apiErrorText(file.error));
          }
          if (file.status === 'removed') onChange?.(latest.current.filter((f) => f._id !== file.uid));
        }}
      >
        {canAdd &&
          (purpose === 'image' ? (
            <div>
              <PlusOutlined />
              <div style={{ marginTop: 8 }}>{label}</div>
            </div>
          ) : (
            <Button icon={TRIGGER_ICON[purpose]}>{label}</Button>
          ))}
      </Upload>
    </div>
  );
}
