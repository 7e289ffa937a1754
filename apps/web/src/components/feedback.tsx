import { TIMINGS } from '@fikra/shared';
import { App } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText as apiErrorTextOf } from '../lib/apiErrorText';

/** Notifications top-centre, dismissed after 7 s (spec §8). */
export function useNotify() {
  const { notification } = App.useApp();
  const { t } = useTranslation();
  const apiErrorText = useCallback(
    (err: unknown) => {
      // by the message's key first, then the code's general sentence, then the server's own words
      return apiErrorTextOf(t, err);
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
      /** An upload went through: the spec's 'Submitted successfully' with 'Your file has been uploaded'. */
      uploaded: () =>
        notification.success({
          title: t('messages.submittedTitle'),
          description: t('messages.fileUploaded'),
          placement: 'top',
          duration: TIMINGS.notificationSeconds,
        }),
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
