import { type FileRef, MAX_RELATED_FILES } from '@fikra/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploads } from './UploadList';

const ACCEPT = 'image/*,application/pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx';

/** Related files (in "More details"): PDF, Office documents or photos, listed by name with a remove button. */
export function FilesInput({
  value,
  onChange,
  onBusy,
  error,
}: {
  value: FileRef[];
  onChange: (next: (files: FileRef[]) => FileRef[]) => void;
  onBusy: (busy: boolean) => void;
  error?: string;
}) {
  const { t } = useTranslation('shopFloor');
  const id = useId();
  const up = useUploads({ purpose: 'attachment', max: MAX_RELATED_FILES, value, onChange, onBusy });
  return (
    <div className="sf-field" data-testid="files-related">
      <div className="sf-label" id={id}>
        {t('form.files')}
      </div>
      {value.length > 0 && (
        <ul className="sf-files" aria-labelledby={id}>
          {value.map((f) => (
            <li key={f._id}>
              <span dir="auto">{f.filename}</span>
              <button type="button" className="sf-linkbutton" onClick={() => up.remove(f._id)}>
                {t('form.removeFile', { name: f.filename })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {!up.full && (
        <label className="sf-button">
          <input className="sf-file-input" type="file" multiple accept={ACCEPT} onChange={up.add} data-testid="files-input" />
          {t('form.addFiles')}
        </label>
      )}
      {up.progress !== null && (
        <p className="sf-help" role="status">
          {t('form.uploading', { percent: up.progress })}
        </p>
      )}
      {(up.error || error) && <p className="sf-error">{up.error ?? error}</p>}
      <p className="sf-help">{t('form.filesHint')}</p>
    </div>
  );
}
