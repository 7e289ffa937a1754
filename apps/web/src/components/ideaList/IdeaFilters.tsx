import { FilterOutlined, UndoOutlined } from '@ant-design/icons';
import { type IdeaFilter, REPLICATION_TYPES, STATUS_KEYS } from '@fikra/shared';
import { Button, DatePicker, Flex, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMasterDataNames } from '../../api/masterDataNames';
import { DATE_FORMAT } from '../../lib/i18n';
import { MasterDataSelect } from '../MasterDataSelect';
import { type IdeaFilterForm, isNewIdeasOnly, toFilterBody, toFilterForm } from './filterObject';

const fieldStyle = { minWidth: 200, flex: '1 1 200px' };

/**
 * The ideas list filters of spec §2: idea status, replication status, factory, specific location (only
 * those of the chosen factories) and date range. Nothing applies until Filter; Reset clears everything.
 */
export function IdeaFilters({ applied, onApply }: { applied: IdeaFilter; onApply: (body: IdeaFilter) => void }) {
  const { t } = useTranslation('ideas');
  const [form, setForm] = useState<IdeaFilterForm>(() => toFilterForm(applied));
  useEffect(() => setForm(toFilterForm(applied)), [applied]);
  const areas = useMasterDataNames('areaSection');
  const newOnly = isNewIdeasOnly(applied);

  /** a filter's box: cleared with its ×, named by its placeholder */
  const field = (labelKey: string) => ({
    allowClear: true,
    style: fieldStyle,
    placeholder: t(labelKey),
    'aria-label': t(labelKey),
  });
  const change = (patch: Partial<IdeaFilterForm>) => setForm((f) => ({ ...f, ...patch }));
  /** choosing factories drops the chosen specific locations that are under none of them */
  const chooseFactories = (ids: string[]) => {
    const allowed = new Set((areas.data?.data ?? []).filter((a) => a.parentIds?.some((p) => ids.includes(p))).map((a) => a._id));
    change({ factories: ids, areas: ids.length ? form.areas.filter((a) => allowed.has(a)) : form.areas });
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
        {...field('enums:ideaFields.replicationStatus')}
        value={form.replicationType}
        onChange={(replicationType) => change({ replicationType })}
        options={REPLICATION_TYPES.map((r) => ({ value: r, label: t(`enums:replicationTypes.${r}`) }))}
        data-testid="filter-replication"
      />
      <MasterDataSelect
        kind="factoryBusinessUnit"
        mode="multiple"
        {...field('enums:ideaFields.factoryBusinessUnit')}
        value={form.factories}
        onChange={(ids) => chooseFactories(ids as string[])}
        data-testid="filter-factory"
      />
      <MasterDataSelect
        kind="areaSection"
        parentId={form.factories}
        mode="multiple"
        {...field('enums:ideaFields.areaSection')}
        value={form.areas}
        onChange={(ids) => change({ areas: ids as string[] })}
        data-testid="filter-area"
      />
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
