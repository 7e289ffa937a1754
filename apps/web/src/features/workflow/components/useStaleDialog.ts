import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

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
