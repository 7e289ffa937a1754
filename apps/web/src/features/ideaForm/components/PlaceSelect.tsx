import type { HierarchyField } from '@fikra/shared';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/plain/Field';
import { localName } from '../../../lib/i18n';
import type { ShownLevel } from '../formValues';

/** One place level as the phone's own list (a native select: the phone's picker, no script to load). */
export function PlaceSelect({
  level,
  value,
  required,
  error,
  onChange,
}: {
  level: ShownLevel;
  value: string | undefined;
  required?: boolean;
  error?: string;
  onChange: (field: HierarchyField, id: string | undefined) => void;
}) {
  const { t } = useTranslation('shopFloor');
  return (
    <Field label={t(`enums:ideaFields.${level.field}`)} required={required} error={error} testId={`place-${level.field}`}>
      {(a) => (
        <select
          {...a}
          className="sf-select"
          value={value ?? ''}
          onChange={(e) => onChange(level.field, e.target.value || undefined)}
          data-testid={`select-${level.field}`}
        >
          <option value="">{t('form.choose')}</option>
          {level.options.map((o) => (
            <option key={o._id} value={o._id}>
              {localName(o.name)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
