import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A form's label marks that say both: a red star on every required field and "(optional)" on the others
 * (antd shows one or the other). Use as `<Form requiredMark={useRequiredAndOptionalMark()}>`.
 */
export function useRequiredAndOptionalMark() {
  const { t } = useTranslation();
  return (label: ReactNode, { required }: { required: boolean }) => (
    <>
      {required && (
        <span className="form-required-star" aria-hidden="true">
          *
        </span>
      )}
      {label}
      {!required && <span className="ant-form-item-optional">{t('form.optional')}</span>}
    </>
  );
}
