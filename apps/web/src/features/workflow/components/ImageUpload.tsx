import { PlusOutlined } from '@ant-design/icons';
import { ACCEPT, type FileRef } from '@fikra/shared';
import { Typography, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback';
import { getToken } from '../../../lib/session';

const MAX_IMAGES = 5;

/** Before/after photos: uploaded to /v1/file/upload?purpose=image with the user's token; the value is the file references. */
export function ImageUpload({
  value = [],
  onChange,
  disabled,
  testId,
}: {
  value?: FileRef[];
  onChange?: (v: FileRef[]) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('workflow');
  const notify = useNotify();
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const latest = useRef(value);
  latest.current = value;

  const saved: UploadFile[] = value.map((f) => ({
    uid: f._id,
    name: f.filename,
    status: 'done',
    url: `/v1/file/${f._id}`,
    thumbUrl: `/v1/file/${f._id}`,
  }));
  const without = (uid: string) => setUploading((list) => list.filter((f) => f.uid !== uid));
  if (disabled && value.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;

  return (
    <div data-testid={testId}>
      <Upload
        listType="picture-card"
        action="/v1/file/upload?purpose=image"
        name="file"
        accept={ACCEPT.image}
        headers={{ Authorization: `Bearer ${getToken() ?? ''}` }}
        fileList={[...saved, ...uploading]}
        disabled={disabled}
        showUploadList={{ showPreviewIcon: false, showRemoveIcon: !disabled }}
        onChange={({ file }) => {
          if (file.status === 'uploading') setUploading((list) => [...list.filter((f) => f.uid !== file.uid), file]);
          if (file.status === 'done') {
            without(file.uid);
            onChange?.([...latest.current, ...(file.response as FileRef[])]);
          }
          if (file.status === 'error') {
            without(file.uid);
            notify.error(t('stage.uploadFailed'), file.name);
          }
          if (file.status === 'removed') onChange?.(latest.current.filter((f) => f._id !== file.uid));
        }}
      >
        {!disabled && value.length + uploading.length < MAX_IMAGES && (
          <div>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('stage.upload')}</div>
          </div>
        )}
      </Upload>
    </div>
  );
}
