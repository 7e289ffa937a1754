import { TIMINGS } from '@fikra/shared';
import { App } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';
import i18n from '../lib/i18n';

/** Notifications top-centre, dismissed after 7 s (spec §8). */
export function useNotify() {
  const { notification } = App.useApp();
  const { t } = useTranslation();
  const apiErrorText = useCallback(
    (err: unknown) => {
      if (err instanceof ApiError) {
        if (
          err.code === 'VALIDATION_FAILED' ||
          err.code === 'CONFLICT' ||
          err.code === 'IN_USE' ||
          err.code === 'DUPLICATE_CODES'
        ) {
          return translateServerMessage(t, err.message);
        }
        return t(`errors.${err.code}`, { defaultValue: translateServerMessage(t, err.message) });
      }
      return t('errors.INTERNAL');
    },
    [t],
  );
  return useMemo(
    () => ({
      success: (title: string, description?: string) =>
        notification.success({ title, description, placement: 'top', duration: TIMINGS.notificationSeconds }),
      error: (title: string, description?: string) =>
        notification.error({ title, description, placement: 'top', duration: TIMINGS.notificationSeconds }),
      info: (title: string, description?: string) =>
        notification.info({ title, description, placement: 'top', duration: TIMINGS.notificationSeconds }),
      /** 'Something went wrong' with the server's message in the user's language. */
      apiError: (err: unknown) =>
        notification.error({
          title: t('errors.somethingWrong'),
          description: apiErrorText(err),
          placement: 'top',
          duration: TIMINGS.notificationSeconds,
        }),
      apiErrorText,
    }),
    [notification, t, apiErrorText],
  );
}

/**
 * The server speaks the spec's English messages; the web shows them translated. Each feature's catalog may
 * carry a `serverMessages` map (English text -> translation); unknown messages show as sent.
 */
export function translateServerMessage(t: (k: string, o?: Record<string, unknown>) => string, message: string): string {
  const key = `serverMessages.${message.replace(/[.:]/g, '_')}`;
  for (const ns of [i18n.options.ns ?? []].flat()) {
    const translated = t(`${ns}:${key}`, { defaultValue: '' });
    if (translated) return translated;
  }
  return message;
}
