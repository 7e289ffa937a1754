import { TIMINGS } from '@fikra/shared';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The answer to the stay-on-page question is kept under the spec's localStorage key. */
export const STAY_IN_PAGE_KEY = 'stayInPage';

/**
 * After a save: "Do you want to stay on this page?" Yes reloads the page; No goes to `returnTo` after 1.5 s
 * (spec §4). The previous answer is the focused button.
 */
export function useStayOnPage(returnTo: string) {
  const { modal } = App.useApp();
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  return useCallback(() => {
    const stayedBefore = localStorage.getItem(STAY_IN_PAGE_KEY) === 'true';
    modal.confirm({
      title: t('stay.title'),
      content: t('stay.question'),
      okText: t('common:actions.yes'),
      cancelText: t('common:actions.no'),
      autoFocusButton: stayedBefore ? 'ok' : 'cancel',
      onOk: () => {
        localStorage.setItem(STAY_IN_PAGE_KEY, 'true');
        window.location.reload();
      },
      onCancel: () => {
        localStorage.setItem(STAY_IN_PAGE_KEY, 'false');
        setTimeout(() => navigate(returnTo), TIMINGS.stayOnPageRedirectMs);
      },
    });
  }, [modal, t, navigate, returnTo]);
}

/** Someone else changed the record: say so and offer to reload. */
export function useStaleDialog() {
  const { modal } = App.useApp();
  const { t } = useTranslation('workflow');
  return useCallback(
    () =>
      modal.warning({
        title: t('stale.title'),
        content: t('stale.text'),
        okText: t('stale.reload'),
        onOk: () => window.location.reload(),
      }),
    [modal, t],
  );
}
