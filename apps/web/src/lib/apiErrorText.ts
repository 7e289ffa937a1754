import { ApiError } from './api';
import { translateMessage } from './messages';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A failed call in the reader's language: by the message's key, then the code's general sentence, then the server's words. */
export function apiErrorText(t: Translate, err: unknown): string {
  if (err instanceof ApiError) return translateMessage(t, err) ?? t(`common:errors.${err.code}`, { defaultValue: err.message });
  return t('common:errors.INTERNAL');
}
