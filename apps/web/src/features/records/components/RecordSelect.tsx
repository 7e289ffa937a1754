import { type RecordKind, recordKind } from '@fikra/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { localName } from '../../../lib/i18n';
import { useRecordNames } from '../api/records';

/**
 * A searchable select of one kind's records (from `/names`), names in the current language, searched in both.
 * `filter` narrows it to the records pointing at a chosen one (the cities of a country); `waitFor` disables it
 * until that one is chosen.
 */
export function RecordSelect({
  kind,
  filter = {},
  waitFor,
  multiple,
  value,
  onChange,
  id,
  testId,
}: {
  kind: RecordKind;
  filter?: Record<string, string | undefined>;
  waitFor?: string;
  multiple?: boolean;
  value?: string | string[] | null;
  onChange?: (value: string | string[] | undefined) => void;
  id?: string;
  testId?: string;
}) {
  const { t } = useTranslation('records');
  const names = useRecordNames(recordKind(kind)!, filter, !waitFor);
  return (
    <Select
      id={id}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      disabled={!!waitFor}
      value={value ?? undefined}
      onChange={onChange}
      loading={names.isLoading}
      placeholder={waitFor ? t('form.chooseFirst', { field: waitFor }) : t('form.choose')}
      showSearch={{ optionFilterProp: 'search' }}
      options={(names.data?.data ?? []).map((n) => ({
        value: n._id,
        label: localName(n.name),
        search: `${n.name.en} ${n.name.ar}`,
      }))}
      data-testid={testId}
    />
  );
}
