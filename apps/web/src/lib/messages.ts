import { type MessageParams, messageKeyOf } from '@fikra/shared';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What names a message: the server's key and params, or only the English text (a zod issue on the client). */
export interface MessageSource {
  message: string;
  key?: string;
  params?: MessageParams;
}

/**
 * A message of the catalogue (shared `MESSAGES`) in the user's language, from the `messages` namespace by key:
 * `{{params}}` filled in, and a `{{label}}` message worded for its label where Arabic has its own sentence
 * (`<key>_<label>`, i18next's context). Undefined when the message is not in the catalogue.
 */
export function translateMessage(t: Translate, source: MessageSource): string | undefined {
  const found = source.key ? { key: source.key, params: source.params } : messageKeyOf(source.message);
  if (!found) return undefined;
  const label = found.params?.label;
  const text = t(`messages:${found.key}`, {
    ...found.params,
    ...(typeof label === 'string' ? { context: label } : {}),
    defaultValue: '',
  });
  return text || undefined;
}
