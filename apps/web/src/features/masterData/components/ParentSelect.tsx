import type { MasterDataKindDef } from '@fikra/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { localName } from '../../../lib/i18n';
import { useMasterDataNames } from '../api/masterDataNames';

/** Multi-select of a kind's parents, names in the current language, filtered by either name as the user types. */
export function ParentSelect({
  parentDef,
  value,
  onChange,
  id,
}: {
  parentDef: MasterDataKindDef;
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
}) {
  const { t } = useTranslation('masterData');
  const names = useMasterDataNames(parentDef);
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      value={value}
      onChange={onChange}
      loading={names.isLoading}
      placeholder={t('form.parentsPlaceholder')}
      showSearch={{ optionFilterProp: 'search' }}
      options={(names.data?.data ?? []).map((n) => ({
        value: n._id,
        label: localName(n.name),
        search: `${n.name.en} ${n.name.ar}`,
      }))}
      data-testid="parent-select"
    />
  );
}
