import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Warning dialog with Confirm/Cancel (spec §5). Resolves true when confirmed. */
export function useConfirm() {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    (content: string, title = t('confirm.title')) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title,
          content,
          okText: t('actions.confirm'),
          cancelText: t('actions.cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
}
