import type { FileRef, IdeaSubmissionInput } from '@fikra/shared';
import type { FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { OfflineFiles } from '../../../components/FileUpload';
import { keepLocalFile, loadPreviews, localPreviewUrl } from './localFiles';
import { outbox } from './outbox';

/** The ideas kept on this device, live. */
export const useOutboxEntries = () => useSyncExternalStore(outbox.subscribe, outbox.entries);

export const offlineFiles: OfflineFiles = { keep: keepLocalFile, previewUrl: localPreviewUrl };

const DRAFT_KEY = 'fikra-idea-draft';
const DRAFT_DELAY_MS = 400;

/**
 * What the operator has typed survives a closed tab, a restarted phone or an app update: the form's values
 * are kept in localStorage as they change and put back when the form opens again.
 */
export function useDraft(form: FormInstance) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const raw = localStorage.getItem(DRAFT_KEY);
    if (!raw) return;
    try {
      const values = JSON.parse(raw) as Record<string, unknown>;
      const files = ['filesRelated', 'operatorImg'].flatMap((f) =>
        ((values[f] as FileRef[] | undefined) ?? []).map((r) => r._id),
      );
      loadPreviews(files).finally(() => form.setFieldsValue(values));
    } catch {
      localStorage.removeItem(DRAFT_KEY);
    }
    return () => clearTimeout(timer.current);
  }, [form]);
  const keep = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => localStorage.setItem(DRAFT_KEY, JSON.stringify(form.getFieldsValue(true))), DRAFT_DELAY_MS);
  }, [form]);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    localStorage.removeItem(DRAFT_KEY);
  }, []);
  return { keep, clear };
}

/** Keeps an idea for sending later, then tries at once (the connection may be back already). */
export async function keepForLater(body: IdeaSubmissionInput, idempotencyKey: string) {
  await outbox.add(idempotencyKey, body);
  void outbox.send().catch(() => undefined);
}
