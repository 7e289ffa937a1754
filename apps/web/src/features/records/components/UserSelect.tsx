import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserOptions } from '../../../api/userOptions';

/** The addressee of a notification: users searched on the server as the sender types. */
export function UserSelect({ value, onChange, id }: { value?: string; onChange?: (value: string) => void; id?: string }) {
  const { t } = useTranslation('records');
  const [search, setSearch] = useState('');
  const users = useUserOptions(search);
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      onChange={onChange}
      loading={users.isFetching}
      placeholder={t('form.choose')}
      options={(users.data?.data ?? []).map((u) => ({ value: u._id, label: `${u.username} (${u.email})` }))}
      data-testid="record-user"
    />
  );
}
