import { TIMINGS } from '@fikra/shared';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { onTokenExpired } from '../lib/api';
import { refreshSession } from '../lib/auth';
import { clearSession, tokenSecondsLeft } from '../lib/session';

const TAB_COUNT_KEY = 'tabCount';
const TAB_MARK = 'fikraTab';
/** Set just before the reload that follows a refresh, so the page after it says so (for its whole duration). */
const REFRESHED_MARK = 'fikraTokenRefreshed';

/**
 * Session expiry (spec §4): when the token ends — on a timer at its expiry, or when the server says so — the
 * user is asked whether to refresh it. Confirm refreshes and reloads, and the reloaded page says the token was
 * refreshed (a message shown before the reload would vanish with it); decline, or a hidden tab, clears the
 * session and reloads. An open-tab count decides whether an expired session survives a browser restart.
 */
export function SessionWatcher() {
  const { modal, notification } = App.useApp();
  const { t } = useTranslation();
  const prompting = useRef(false);

  useEffect(() => {
    const endSession = () => {
      clearSession();
      window.location.assign('/');
    };
    const prompt = () => {
      if (prompting.current) return;
      prompting.current = true;
      if (document.hidden) return endSession();
      modal.confirm({
        title: t('session.expiredTitle'),
        content: t('session.expired'),
        okText: t('actions.confirm'),
        cancelText: t('actions.cancel'),
        onOk: async () => {
          try {
            await refreshSession();
            sessionStorage.setItem(REFRESHED_MARK, '1');
            window.location.reload();
          } catch {
            endSession();
          }
        },
        onCancel: endSession,
      });
    };

    if (sessionStorage.getItem(REFRESHED_MARK)) {
      sessionStorage.removeItem(REFRESHED_MARK);
      notification.success({ title: t('session.refreshed'), placement: 'top', duration: TIMINGS.notificationSeconds });
    }

    // open-tab bookkeeping: a fresh browser (no marked tab, none open) with an expired token starts signed out
    const firstTabOfBrowser = !sessionStorage.getItem(TAB_MARK) && Number(localStorage.getItem(TAB_COUNT_KEY) ?? 0) <= 0;
    sessionStorage.setItem(TAB_MARK, '1');
    localStorage.setItem(TAB_COUNT_KEY, String(Math.max(0, Number(localStorage.getItem(TAB_COUNT_KEY) ?? 0)) + 1));
    const onHide = () =>
      localStorage.setItem(TAB_COUNT_KEY, String(Math.max(0, Number(localStorage.getItem(TAB_COUNT_KEY) ?? 1) - 1)));
    window.addEventListener('pagehide', onHide);

    const left = tokenSecondsLeft();
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (left !== null && left <= 0 && firstTabOfBrowser) endSession();
    else if (left !== null) timer = setTimeout(prompt, Math.max(0, left * 1000));
    const off = onTokenExpired(prompt);
    return () => {
      off();
      if (timer) clearTimeout(timer);
      window.removeEventListener('pagehide', onHide);
      onHide();
    };
  }, [modal, notification, t]);
  return null;
}
