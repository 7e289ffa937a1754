import type { FileRef } from '@fikra/shared';
import { ApiError, uploadFile } from '../../../lib/api';
import type { FormValues } from '../formValues';
import { holdCopy, isLocalFile, readCopy } from './localFiles';

const FILE_FIELDS = [
  ['operatorImg', 'image'],
  ['filesRelated', 'attachment'],
] as const;

/**
 * Whether the server refused the idea because a file of the form is no longer there: a visitor's upload that no
 * idea attached is removed after the keep time (45 minutes by default), so a form left open longer meets this.
 */
export const isUploadGone = (err: unknown) =>
  err instanceof ApiError &&
  err.status === 400 &&
  (err.details ?? []).some((d) => d.key === 'notFound' && FILE_FIELDS.some(([field]) => d.path.split('.')[0] === field));

/**
 * The form's files uploaded again from the copies the form holds (issue 30), each with its new id; null when a
 * file has no copy here (chosen on another device, or the browser dropped it), so the refusal is shown instead.
 */
export async function renewUploads(values: FormValues): Promise<FormValues | null> {
  const next = { ...values };
  for (const [field, purpose] of FILE_FIELDS) {
    const renewed: FileRef[] = [];
    for (const ref of values[field]) {
      if (isLocalFile(ref._id)) {
        renewed.push(ref);
        continue;
      }
      const copy = await readCopy(ref._id);
      if (!copy) return null;
      const file = copy instanceof File ? copy : new File([copy], ref.filename, { type: ref.contentType });
      const uploaded = await uploadFile(purpose, file, { anonymous: true }).done;
      await holdCopy(uploaded._id, file);
      renewed.push(uploaded);
    }
    next[field] = renewed;
  }
  return next;
}
