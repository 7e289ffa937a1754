import arCommon from '@fikra/shared/i18n/ar/common.json';
import arEnums from '@fikra/shared/i18n/ar/enums.json';
import arShopFloor from '@fikra/shared/i18n/ar/shopFloor.json';
import enCommon from '@fikra/shared/i18n/en/common.json';
import enEnums from '@fikra/shared/i18n/en/enums.json';
import enShopFloor from '@fikra/shared/i18n/en/shopFloor.json';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicApp } from './app/public/PublicApp';
import { loadSubmissionCheck } from './features/ideaForm/lazyCheck';
import { currentLanguage, initI18n, loadNamespace } from './lib/i18n';
import './app/public/public.css';

/**
 * The shop floor's entry (issue 28): landing, idea form and "my ideas on this phone", without the admin app, its
 * component library, tables or charts. public.html has already painted the header and a skeleton.
 *
 * Its catalogs (PUBLIC_NAMESPACES, both languages: about 13 KB compressed) are static imports, so the page's HTML
 * asks for them beside the scripts instead of after the scripts have run (decision 039).
 */
const CATALOGS = {
  ar: { common: arCommon, enums: arEnums, shopFloor: arShopFloor },
  en: { common: enCommon, enums: enEnums, shopFloor: enShopFloor },
};

/**
 * What the form does not need to be drawn, started once it is on screen and the page has loaded: the server's
 * messages (errors by key, read once something is sent), the submission's check (zod), and the service worker
 * (workbox-window, whose precache would otherwise share the phone's bandwidth with the form's own requests).
 */
let started = false;
function afterFirstRender() {
  if (started) return;
  started = true;
  const run = () => {
    void loadNamespace(currentLanguage(), 'messages');
    void loadSubmissionCheck();
    // the page works offline from the next visit on: the shop floor's shell only (issue 28)
    void import('./lib/serviceWorker').then((m) => m.registerServiceWorker({ onFirstControl: () => undefined }));
  };
  if (document.readyState === 'complete') setTimeout(run, 0);
  else window.addEventListener('load', () => setTimeout(run, 0), { once: true });
}

function FirstRender() {
  useEffect(afterFirstRender, []);
  return null;
}

initI18n({ bundled: CATALOGS }).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PublicApp />
      <FirstRender />
    </StrictMode>,
  );
});
