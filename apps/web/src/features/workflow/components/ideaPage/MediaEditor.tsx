import { type FileRef, MAX_OPERATOR_IMAGES, MAX_RELATED_FILES } from '@fikra/shared';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdeaWithHistory } from '../../../../api/idea';
import { useUpdateIdeaFields } from '../../../../api/updateIdeaFields';
import { FileUpload } from '../../../../components/FileUpload';
import { FormActions } from '../../../../components/FormActions';
import { useNotify } from '../../../../components/feedback';
import { ApiError } from '../../../../lib/api';
import { useStaleDialog } from '../useStaleDialog';

/**
 * An ADMIN's change of the operator's photos and the related files (issue 30): add, replace (remove, then add)
 * and remove, saved with PUT /v1/idea-crud/:id, which takes the idea back as GET returned it.
 */
export function MediaEditor({ idea, onDone }: { idea: IdeaWithHistory; onDone: () => void }) {
  const { t } = useTranslation('ideaPage');
  const notify = useNotify();
  const showStale = useStaleDialog();
  const save = useUpdateIdeaFields(idea._id);
  const [photos, setPhotos] = useState<FileRef[]>(idea.operatorImg);
  const [files, setFiles] = useState<FileRef[]>(idea.filesRelated);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    try {
      const { history: _history, ...record } = idea;
      await save.mutateAsync({
        ...(record as object),
        operatorImg: photos.map((f) => f._id),
        filesRelated: files.map((f) => f._id),
      } as never);
      notify.success(t('media.savedTitle'), t('media.saved'));
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'STALE_VERSION') showStale();
      else notify.apiError(err);
    }
  };

  return (
    <Form layout="vertical" onFinish={submit} data-testid="media-editor">
      <Form.Item label={t('media.operatorPhotos')}>
        <FileUpload
          purpose="image"
          max={MAX_OPERATOR_IMAGES}
          value={photos}
          onChange={setPhotos}
          onBusyChange={setBusy}
          label={t('media.addPhoto')}
          failedTitle={t('media.uploadFailed')}
          testId="media-photos"
        />
      </Form.Item>
      <Form.Item label={t('media.relatedFiles')}>
        <FileUpload
          purpose="attachment"
          max={MAX_RELATED_FILES}
          value={files}
          onChange={setFiles}
          onBusyChange={setBusy}
          label={t('media.addFile')}
          failedTitle={t('media.uploadFailed')}
          testId="media-files"
        />
      </Form.Item>
      <FormActions>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={busy} data-testid="media-save">
          {t('common:actions.save')}
        </Button>
        <Button onClick={onDone}>{t('common:actions.cancel')}</Button>
      </FormActions>
    </Form>
  );
}
