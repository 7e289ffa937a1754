import type { Rule } from 'antd/es/form';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { translateServerMessage } from './feedback';

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
        if (!result.success) throw new Error(translateServerMessage(t, result.error.issues[0].message));
      },
    }),
    [t],
  );
}

/** Whether a shared schema refuses an empty field: the form marks the field required exactly when the server does. */
export const isRequired = (schema: ZodType) => !schema.safeParse(undefined).success;

/** Puts a server's field errors ({ path, message }) on the matching form fields. */
export function fieldErrors(details: { path: string; message: string }[] | undefined, t: (k: string) => string) {
  return (details ?? []).map((d) => ({ name: d.path.split('.'), errors: [translateServerMessage(t, d.message)] }));
}
