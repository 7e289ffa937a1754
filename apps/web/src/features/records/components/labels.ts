import type { RecordField, RecordKindDef } from '@fikra/shared';
import type { TFunction } from 'i18next';

/** A field's label in the current language; a kind may word its name field its own way ("Question text"). */
export function fieldLabel(t: TFunction, def: RecordKindDef, field: RecordField): string {
  if (field.key === def.nameField && field.key === 'name') {
    return t(`records:kinds.${def.kind}.nameLabel`, { defaultValue: t('records:fields.name') });
  }
  return t(`records:fields.${field.key}`);
}
