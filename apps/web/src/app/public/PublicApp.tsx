import { isPublicEntryPath, LANGUAGE_STORAGE_KEY, TIMINGS } from '@fikra/shared';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { IdeaFormPage } from '../../features/ideaForm/pages/IdeaFormPage';
import { MyIdeasPage } from '../../features/ideaForm/pages/MyIdeasPage';
import { startShopFloorOffline } from '../../features/ideaForm/shopFloor';
import { LandingPage } from '../../features/landing/LandingPage';
import { currentLanguage } from '../../lib/i18n';
import { Link, navigate, serveHere, useLocationHref } from '../../lib/miniRouter';
import { hasSession } from '../../lib/session';

/** What the shop-floor pages read: their own catalog, the enums' names and the common errors. */
export const PUBLIC_NAMESPACES = ['common', 'enums', 'shopFloor'] as const;

const PAGES: Record<string, ComponentType> = {
  [paths.landing]: LandingPage,
  [paths.auth.ideaForm.href()]: IdeaFormPage,
  [paths.auth.ideaStatus.href()]: MyIdeasPage,
};
serveHere(isPublicEntryPath);

/** The bar's links: the public pages first, then the full app's (loaded as pages of their own). */
function useLinks() {
  const signedIn = hasSession();
  return [
    { to: paths.auth.ideaForm.href(), key: 'submitIdea' },
    { to: paths.auth.ideaStatus.href(), key: 'myIdeas' },
    { to: paths.auth.rewardAndRecognition.href(), key: 'rr' },
    { to: paths.auth.sapCodes.href(), key: 'sapCodes' },
    { to: paths.auth.videos.href(), key: 'videos' },
    signedIn ? { to: paths.admin.dashboard.href(), key: 'dashboard' } : { to: paths.auth.login.href(), key: 'login' },
  ];
}

/** Spec §2: a short wait with a notice, then the other language from the root. */
function LanguageButton() {
  const { t } = useTranslation('shopFloor');
  const [switching, setSwitching] = useState(false);
  const change = () => {
    setSwitching(true);
    setTimeout(() => {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, currentLanguage() === 'ar' ? 'en' : 'ar');
      window.location.assign('/');
    }, TIMINGS.languageSwitchMs);
  };
  return (
    <>
      <button
        type="button"
        className="sf-lang"
        onClick={change}
        data-testid="change-language"
        lang={currentLanguage() === 'ar' ? 'en' : 'ar'}
      >
        {t('bar.otherLanguage')}
      </button>
      {switching && <div className="sf-overlay" role="status" aria-live="polite" aria-label={t('common:language.switching')} />}
    </>
  );
}

/** The shop-floor pages' frame: the bar (its menu opens without script on a phone) and the page of the address. */
export function PublicApp() {
  const { t } = useTranslation('shopFloor');
  const url = useLocationHref();
  const path = url.pathname;
  const links = useLinks();
  const qr = /^\/q\/([^/]+)$/.exec(path);
  const redirect = path === '/' ? paths.landing : qr ? `${paths.auth.ideaForm.href()}?qr=${encodeURIComponent(qr[1])}` : null;
  const toDashboard = path === paths.landing && hasSession();
  useEffect(() => {
    if (toDashboard) window.location.replace(paths.admin.dashboard.href());
    else if (redirect) navigate(redirect, { replace: true });
  }, [redirect, toDashboard]);
  useEffect(() => startShopFloorOffline(), []);
  const Page = PAGES[path];
  return (
    <>
      <header className="sf-bar">
        <Link to={paths.landing} className="sf-brand" aria-label={t('bar.home')}>
          <img src="/logo.svg" alt="" width={32} height={32} />
          <span>{t('common:app.name')}</span>
        </Link>
        <nav className="sf-nav" aria-label={t('bar.menu')}>
          <details className="sf-menu">
            <summary className="sf-menu-button">{t('bar.menu')}</summary>
            <ul className="sf-links">
              {links.map((l) => (
                <li key={l.key}>
                  <Link to={l.to} className="sf-link" aria-current={l.to === path ? 'page' : undefined} onClick={closeMenu}>
                    {t(`bar.${l.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
          <LanguageButton />
        </nav>
      </header>
      <main className="sf-main">{Page && !toDashboard ? <Page /> : null}</main>
    </>
  );
}

/** A link chosen in the open phone menu closes it. */
function closeMenu(e: { currentTarget: HTMLElement }) {
  e.currentTarget.closest('details')?.removeAttribute('open');
}
