import { catalogs, messageCatalogs } from '@fikra/shared';
import { cleanup } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';

// antd reads media queries and element sizes that jsdom does not implement
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element); // jsdom has no pseudo-element styles
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// the real English catalogs (the server's messages by key too), so a test reads what a user reads
const en = { ...catalogs.en, messages: messageCatalogs.en };
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en },
  ns: Object.keys(en),
  defaultNS: 'common',
  fallbackLng: false,
  interpolation: { escapeValue: false },
});

afterEach(cleanup);
