import type { FileRef } from '@fikra/shared';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, uploadFile } from '../../../lib/api';
import { apiErrorText } from '../../../lib/apiErrorText';
import { holdCopy, keepLocalFile, localPreviewUrl } from '../offline/localFiles';

/** Pictures of the files chosen in this visit (uploaded ones have no public address to show them from). */
const previews = new Map<string, string>();

/**
 * Files sent with the idea, uploaded as soon as they are chosen (anonymous upload, with its progress); without a
 * connection they are kept on the phone and uploaded with the idea later. `photo`: the camera opens first.
 */
export function useUploads({
  purpose,
  max,
  value,
  onChange,
  onBusy,
}: {
  purpose: 'image' | 'attachment';
  max: number;
  value: FileRef[];
  onChange: (next: (files: FileRef[]) => FileRef[]) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation('shopFloor');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);

  const add = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []).slice(0, Math.max(0, max - value.length));
    e.target.value = '';
    setError(undefined);
    for (const file of files) {
      onBusy(true);
      setProgress(0);
      try {
        let ref: FileRef;
        if (!navigator.onLine) ref = await keepLocalFile(file);
        else {
          try {
            ref = await uploadFile(purpose, file, { anonymous: true, onProgress: setProgress }).done;
            // sent again on submit if the server removed it meanwhile (a form left open past the keep time)
            await holdCopy(ref._id, file);
          } catch (err) {
            if (!(err instanceof ApiError) || err.status !== 0) throw err;
            ref = await keepLocalFile(file);
          }
        }
        if (purpose === 'image') previews.set(ref._id, URL.createObjectURL(file));
        onChange((list) => [...list, ref]);
      } catch (err) {
        setError(`${t('form.uploadFailed')}: ${apiErrorText(t, err)}`);
      } finally {
        setProgress(null);
        onBusy(false);
      }
    }
  };
  const remove = (id: string) => onChange((list) => list.filter((f) => f._id !== id));
  const previewOf = (id: string) => previews.get(id) ?? localPreviewUrl(id);
  return { add, remove, previewOf, progress, error, input, full: value.length >= max };
}
