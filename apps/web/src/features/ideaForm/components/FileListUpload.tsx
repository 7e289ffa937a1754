import { PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import { ACCEPT, type FileRef, UPLOAD_LIMITS } from '@fikra/shared';
import { Button, Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateServerMessage, useNotify } from '../../../components/feedback';

/**
 * Files for the public form: each is sent to /v1/file/upload as soon as it is chosen (progress shown from
 * the upload's XHR), and the field's value is the stored files' references.
 */
export function FileListUpload({
  purpose,
  max,
  value = [],
  onChange,
  onBusyChange,
  testId,
}: {
  purpose: 'image' | 'attachment';
  max: number;
  value?: FileRef[];
  onChange?: (files: FileRef[]) => void;
  onBusyChange?: (busy: boolean) => void;
  testId?: string;
}) {
  const { t } = useTranslation('ideaForm');
  const notify = useNotify();
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => onBusyChange?.(uploading.length > 0), [uploading.length, onBusyChange]);

  const photos = purpose === 'image';
  const saved: UploadFile[] = value.map((f) => ({
    uid: f._id,
    name: f.filename,
    status: 'done',
    url: `/v1/file/${f._id}`,
    ...(f.contentType.startsWith('image/') ? { thumbUrl: `/v1/file/${f._id}` } : {}),
  }));
  const without = (uid: string) => setUploading((list) => list.filter((f) => f.uid !== uid));
  const full = value.length + uploading.length >= max;

  return (
    <div data-testid={testId}>
      <Upload
        listType={photos ? 'picture-card' : 'picture'}
        action={`/v1/file/upload?purpose=${purpose}`}
        name="file"
        accept={ACCEPT[purpose]}
        multiple={!photos}
        maxCount={max}
        fileList={[...saved, ...uploading]}
        showUploadList={{ showPreviewIcon: false }}
        beforeUpload={(file) => {
          if (file.size <= UPLOAD_LIMITS[purpose]) return true;
          notify.error(t('form.uploadFailed'), `${file.name}: ${translateServerMessage(t, 'The file is too large')}`);
          return Upload.LIST_IGNORE;
        }}
        onChange={({ file }) => {
          if (file.status === 'uploading') setUploading((list) => [...list.filter((f) => f.uid !== file.uid), file]);
          if (file.status === 'done') {
            without(file.uid);
            onChange?.([...latest.current, ...(file.response as FileRef[])]);
          }
          if (file.status === 'error') {
            without(file.uid);
            const message = (file.response as { message?: string } | undefined)?.message;
            notify.error(t('form.uploadFailed'), `${file.name}${message ? `: ${translateServerMessage(t, message)}` : ''}`);
          }
          if (file.status === 'removed') onChange?.(latest.current.filter((f) => f._id !== file.uid));
        }}
      >
        {full ? null : photos ? (
          <div>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('form.addPhoto')}</div>
          </div>
        ) : (
          <Button icon={<PaperClipOutlined />}>{t('form.upload')}</Button>
        )}
      </Upload>
    </div>
  );
}
