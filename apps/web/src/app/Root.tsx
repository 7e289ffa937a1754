import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { EmptyState } from '../components/EmptyState';
import { ApiError } from '../lib/api';
import { currentLanguage } from '../lib/i18n';
import { invalidate, queryKeys } from '../lib/queryKeys';
import { registerServiceWorker } from '../lib/serviceWorker';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
    },
  },
});

// lists fetched before the service worker first took over are fetched again through it, so they are there offline
registerServiceWorker({ onFirstControl: () => void invalidate(queryClient, queryKeys.masterData) });

/**
 * People who ask their system for less motion get none: antd's transitions (menus, dialogs, drop-downs, toasts)
 * are switched off. The browser tests ask for it too, so they never catch a page half-way through an animation.
 */
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Secondary, description and placeholder texts darker than antd's defaults (0.65, 0.45 and 0.25 black), so each
 * reads at 4.5:1 or more on white and on the grey page (WCAG 1.4.3, issue 9); the error red likewise, and the
 * success green and warning orange that status tags write in (antd's read 2.2:1: "Done — every stage" on the demo).
 */
const theme = {
  token: {
    colorPrimary: '#0b6e4f',
    colorInfo: '#0b6e4f',
    colorLink: '#0b6e4f',
    colorTextSecondary: 'rgba(0, 0, 0, 0.7)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    colorError: '#cf1322',
    colorSuccess: '#237804',
    colorWarning: '#ad4e00',
    borderRadius: 8,
    motion: !reducedMotion,
    fontFamily:
      "'Noto Sans Arabic', 'Segoe UI', Tahoma, system-ui, -apple-system, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  },
};

/** Every antd component with nothing to show (tables outside DataTable, lists, selects) says so the one way. */
function NothingToShow() {
  const { t } = useTranslation('common');
  return <EmptyState text={t('table.empty')} />;
}

/** Providers: antd direction and locale follow the language (DESIGN §9); App gives notifications and modals context. */
export function Root() {
  // the language is fixed for the page's life: switching it reloads (spec §2)
  const lang = currentLanguage();
  return (
    <ConfigProvider
      direction={lang === 'ar' ? 'rtl' : 'ltr'}
      locale={lang === 'ar' ? arEG : enUS}
      theme={theme}
      renderEmpty={() => <NothingToShow />}
    >
      {/* notifications open below the top bar (64 px), never over it */}
      <AntApp notification={{ placement: 'top', top: 72 }}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
