import type { Rule } from 'antd/es/form';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { type MessageSource, translateMessage } from '../lib/messages';

/**
 * An antd form rule from a shared zod schema: the form shows exactly the message the server would send,
 * translated (the schema is the single source of the rule).
 */
export function useZodRule() {
  const { t } = useTranslation();
  return useCallback(
    (schema: ZodType): Rule => ({
      validator: async (_rule, value) => {
        const result = schema.safeParse(value === '' ? undefined : value);
        if (!result.success) {
          const { message } = result.error.issues[0];
          throw new Error(translateMessage(t, { message }) ?? message);
        }
      },
    }),
    [t],
  );
}

/** Whether a shared schema refuses an empty field: the form marks the field required exactly when the server does. */
export const isRequired = (schema: ZodType) => !schema.safeParse(undefined).success;

/** Puts a server's field errors ({ path, message, key, params }) on the matching form fields, translated by key. */
export function fieldErrors(
  details: (MessageSource & { path: string })[] | undefined,
  t: (k: string, o?: Record<string, unknown>) => string,
) {
  return (details ?? []).map((d) => ({ name: d.path.split('.'), errors: [translateMessage(t, d) ?? d.message] }));
}
