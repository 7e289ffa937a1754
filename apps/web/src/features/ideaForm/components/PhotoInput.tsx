import { type FileRef, MAX_OPERATOR_IMAGES } from '@fikra/shared';
import { useTranslation } from 'react-i18next';
import { useUploads } from './UploadList';

/** The operator's photos: the phone's camera opens at once (`capture="environment"`), thumbnails with a remove button. */
export function PhotoInput({
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
  const up = useUploads({ purpose: 'image', max: MAX_OPERATOR_IMAGES, value, onChange, onBusy });
  return (
    <div className="sf-field" data-testid="operator-img">
      {value.length > 0 && (
        <div className="sf-photos">
          {value.map((f, i) => (
            <div className="sf-photo" key={f._id} data-testid="photo">
              {up.previewOf(f._id) ? (
                <img src={up.previewOf(f._id)} alt={t('form.photoAlt', { n: i + 1 })} />
              ) : (
                <span dir="auto">{f.filename}</span>
              )}
              <button type="button" aria-label={t('form.removePhoto', { n: i + 1 })} onClick={() => up.remove(f._id)}>
                ×
              </button>
            </div>
          ))}
        </div>
      )}
      {!up.full && (
        <label className="sf-button sf-block">
          <input
            ref={up.input}
            className="sf-file-input"
            type="file"
            accept="image/*"
            capture="environment"
            onChange={up.add}
            data-testid="photo-input"
          />
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
            <path d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6z" />
          </svg>
          {value.length ? t('form.photoMore') : t('form.photo')}
        </label>
      )}
      {up.progress !== null && (
        <p className="sf-help" role="status">
          {t('form.uploading', { percent: up.progress })}
        </p>
      )}
      {(up.error || error) && <p className="sf-error">{up.error ?? error}</p>}
    </div>
  );
}
