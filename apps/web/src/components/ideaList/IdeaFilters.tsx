import { FilterOutlined, UndoOutlined } from '@ant-design/icons';
import { type HierarchyField, IDEA_HIERARCHY, type IdeaFilter, REPLICATION_TYPES, STATUS_KEYS } from '@fikra/shared';
import { useQueries } from '@tanstack/react-query';
import { Button, DatePicker, Flex, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { masterDataNamesQueryOptions } from '../../api/masterDataNames';
import { DATE_FORMAT } from '../../lib/i18n';
import { MasterDataSelect } from '../MasterDataSelect';
import { type IdeaFilterForm, isNewIdeasOnly, toFilterBody, toFilterForm } from './filterObject';
import { keepUnderParents } from './placeLevels';

const fieldStyle = { minWidth: 200, flex: '1 1 200px' };

/**
 * The ideas list filters of spec §2-§3: idea status, replication status, each level of the place (each level
 * offers only the records under the ones chosen above it) and date range. Nothing applies until Filter; Reset
 * clears everything. `levels` narrows the place filters (the idea banks show factory and specific location).
 */
export function IdeaFilters({
  applied,
  onApply,
  levels = IDEA_HIERARCHY.map((l) => l.field),
}: {
  applied: IdeaFilter;
  onApply: (body: IdeaFilter) => void;
  levels?: readonly HierarchyField[];
}) {
  const { t } = useTranslation('ideas');
  const [form, setForm] = useState<IdeaFilterForm>(() => toFilterForm(applied));
  useEffect(() => setForm(toFilterForm(applied)), [applied]);
  const shown = IDEA_HIERARCHY.filter((l) => levels.includes(l.field));
  // the same cached lists the dropdowns read: what a choice above leaves of the choices below
  const names = useQueries({ queries: shown.map((l) => masterDataNamesQueryOptions(l.kind)) });
  const newOnly = isNewIdeasOnly(applied);

  /** a filter's box: cleared with its ×, named by its placeholder */
  const field = (labelKey: string) => ({
    allowClear: true,
    style: fieldStyle,
    placeholder: t(labelKey),
    'aria-label': t(labelKey),
  });
  const change = (patch: Partial<IdeaFilterForm>) => setForm((f) => ({ ...f, ...patch }));
  const choosePlaces = (field: HierarchyField, ids: string[]) => {
    const parentsOf = Object.fromEntries(shown.map((l, n) => [l.field, names[n].data?.data ?? []]));
    change({ places: keepUnderParents({ ...form.places, [field]: ids }, field, parentsOf) });
  };

  return (
    <Flex gap={8} wrap align="center" data-testid="idea-filters">
      <Select
        mode="multiple"
        {...field('filters.ideaStatus')}
        value={form.stages}
        onChange={(stages) => change({ stages })}
        options={STATUS_KEYS.map((s) => ({ value: s, label: t(`enums:stages.${s}`), disabled: s === 'evaluated' && newOnly }))}
        data-testid="filter-status"
      />
      <Select
        mode="multiple"
        {...field('enums:ideaFields.replicationStatus')}
        value={form.replicationTypes}
        onChange={(replicationTypes) => change({ replicationTypes })}
        options={REPLICATION_TYPES.map((r) => ({ value: r, label: t(`enums:replicationTypes.${r}`) }))}
        data-testid="filter-replication"
      />
      {shown.map((level) => (
        <MasterDataSelect
          key={level.field}
          kind={level.kind}
          parentId={'parent' in level ? (form.places[level.parent] ?? []) : undefined}
          mode="multiple"
          {...field(`enums:ideaFields.${level.field}`)}
          value={form.places[level.field] ?? []}
          onChange={(ids) => choosePlaces(level.field, ids as string[])}
          data-testid={`filter-${level.field}`}
        />
      ))}
      <DatePicker.RangePicker
        style={fieldStyle}
        format={DATE_FORMAT}
        placeholder={[t('filters.from'), t('filters.to')]}
        aria-label={t('filters.dateRange')}
        value={form.dates}
        onChange={(dates) => change({ dates: dates?.[0] && dates[1] ? [dates[0], dates[1]] : null })}
        data-testid="filter-dates"
      />
      <Button
        type="primary"
        icon={<FilterOutlined />}
        onClick={() => onApply(toFilterBody(form, newOnly))}
        data-testid="filter-apply"
      >
        {t('actions.filter')}
      </Button>
      <Button icon={<UndoOutlined />} onClick={() => onApply({})} data-testid="filter-reset">
        {t('actions.reset')}
      </Button>
    </Flex>
  );
}
