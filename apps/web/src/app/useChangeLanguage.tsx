import { LANGUAGE_STORAGE_KEY, TIMINGS } from '@fikra/shared';
import { Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n';

/** Change language (spec §2): a loading overlay for 1.5 s, go to /, toggle en/ar, reload. */
export function useChangeLanguage() {
  const { t } = useTranslation();
  const [switching, setSwitching] = useState(false);
  const change = () => {
    setSwitching(true);
    setTimeout(() => {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, currentLanguage() === 'ar' ? 'en' : 'ar');
      window.location.assign('/');
    }, TIMINGS.languageSwitchMs);
  };
  const overlay = <Spin fullscreen spinning={switching} size="large" description={t('language.switching')} />;
  return { change, overlay, otherLanguageLabel: t(`language.${currentLanguage() === 'ar' ? 'en' : 'ar'}`) };
}
