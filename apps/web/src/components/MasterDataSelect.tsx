import { Select, type SelectProps } from 'antd';
import { useMasterDataNames } from '../api/masterDataNames';
import { localName } from '../lib/i18n';

export type MasterDataSelectProps = Omit<SelectProps<string | string[]>, 'options' | 'mode' | 'loading' | 'showSearch'> & {
  /** the kind of MASTER_DATA_KINDS whose records are offered */
  kind: string;
  /**
   * Only records under this parent (one id: asked of the server) or under any of these parents (several ids:
   * filtered here from the kind's whole list; none chosen means all).
   */
  parentId?: string | readonly string[];
  /** the list means nothing until a parent is chosen: disabled (and not fetched) until then */
  requireParent?: boolean;
  mode?: 'multiple';
  /** search by name from this many options on (0: always) */
  searchFrom?: number;
};

/**
 * A dropdown of one master-data kind, names in the user's language, searchable by either name. Every screen's
 * dropdown shares one cached list per kind and parent, which every master-data write refreshes.
 */
export function MasterDataSelect({ kind, parentId, requireParent = false, searchFrom = 0, ...select }: MasterDataSelectProps) {
  const serverParent = typeof parentId === 'string' ? parentId : undefined;
  const anyOf = Array.isArray(parentId) && parentId.length ? parentId : undefined;
  const enabled = !requireParent || !!serverParent || !!anyOf;
  const names = useMasterDataNames(kind, { parentId: serverParent, enabled });
  const options = (names.data?.data ?? [])
    .filter((n) => !anyOf || n.parentIds?.some((p) => anyOf.includes(p)))
    .map((n) => ({ value: n._id, label: localName(n.name), search: `${n.name.en} ${n.name.ar}` }));
  return (
    <Select
      {...select}
      disabled={!enabled || select.disabled}
      loading={names.isFetching}
      options={options}
      showSearch={options.length >= searchFrom ? { optionFilterProp: 'search' } : false}
    />
  );
}
