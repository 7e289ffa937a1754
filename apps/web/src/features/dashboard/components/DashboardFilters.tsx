import type { AnalyticsDashboard, AnalyticsFiltersInput } from '@fikra/shared';
import { Alert, Button, DatePicker, Flex, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useMasterDataNames } from '../../../api/masterDataNames';
import { DATE_FORMAT, formatDate, localName } from '../../../lib/i18n';
import type { useDashboardFilters } from './useDashboardFilters';

const DAY = 'YYYY-MM-DD';

/** Quick periods: the last 12 months (the default), this year, the last full quarter, the last 3 months. */
function presets(t: (k: string) => string): { label: string; value: [Dayjs, Dayjs] }[] {
  const today = dayjs();
  const quarterStart = today.startOf('month').subtract(today.month() % 3, 'month');
  return [
    { label: t('filters.presets.last12Months'), value: [today.startOf('month').subtract(11, 'month'), today] },
    { label: t('filters.presets.thisYear'), value: [today.startOf('year'), today] },
    { label: t('filters.presets.lastQuarter'), value: [quarterStart.subtract(3, 'month'), quarterStart.subtract(1, 'day')] },
    { label: t('filters.presets.last3Months'), value: [today.subtract(3, 'month').add(1, 'day'), today] },
  ];
}

/** Company, location of idea and period; a unit-scoped manager's location is fixed to their own. */
export function DashboardFilters({
  filters,
  applied,
  controls,
}: {
  filters: AnalyticsFiltersInput;
  applied: AnalyticsDashboard | undefined;
  controls: ReturnType<typeof useDashboardFilters>;
}) {
  const { t } = useTranslation('dashboard');
  const companies = useMasterDataNames('company');
  const units = useMasterDataNames('factoryBusinessUnit');
  const scopeUnit = applied?.scopeUnit ?? null;
  const unitOptions = (units.data?.data ?? [])
    .filter((u) => !filters.company || u.parentIds?.includes(filters.company))
    .map((u) => ({ value: u._id, label: localName(u.name) }));
  const scopeName = localName(units.data?.data.find((u) => u._id === scopeUnit)?.name);
  const from = applied?.filters.from ?? filters.from;
  const to = applied?.filters.to ?? filters.to;

  return (
    <div className="dashboard-filters">
      <Form layout="vertical" className="no-print" requiredMark={false} component="div">
        <Flex wrap gap={16} align="end">
          {scopeUnit === null && (
            <Form.Item label={t('filters.company')} htmlFor="dashboard-company" className="dashboard-filter">
              <Select
                id="dashboard-company"
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('filters.allCompanies')}
                loading={companies.isLoading}
                value={filters.company}
                options={(companies.data?.data ?? []).map((c) => ({ value: c._id, label: localName(c.name) }))}
                onChange={(company?: string) => {
                  const unit = units.data?.data.find((u) => u._id === filters.factoryBusinessUnit);
                  const keepUnit = !company || !unit || unit.parentIds?.includes(company);
                  controls.update({ company, ...(keepUnit ? {} : { factoryBusinessUnit: null }) });
                }}
              />
            </Form.Item>
          )}
          <Form.Item label={t('filters.factoryBusinessUnit')} htmlFor="dashboard-unit" className="dashboard-filter">
            <Select
              id="dashboard-unit"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('filters.allUnits')}
              loading={units.isLoading}
              disabled={scopeUnit !== null}
              value={scopeUnit ?? filters.factoryBusinessUnit}
              options={unitOptions}
              onChange={(unit?: string) => controls.update({ factoryBusinessUnit: unit })}
            />
          </Form.Item>
          <Form.Item label={t('filters.period')} htmlFor="dashboard-from" className="dashboard-filter dashboard-period">
            <DatePicker.RangePicker
              id={{ start: 'dashboard-from', end: 'dashboard-to' }}
              allowClear={false}
              format={DATE_FORMAT}
              value={from && to ? [dayjs(from), dayjs(to)] : null}
              presets={presets(t)}
              placeholder={[t('filters.from'), t('filters.to')]}
              onChange={(range) =>
                range?.[0] && range[1] && controls.update({ from: range[0].format(DAY), to: range[1].format(DAY) })
              }
            />
          </Form.Item>
          <Form.Item>
            <Button onClick={controls.reset}>{t('filters.reset')}</Button>
          </Form.Item>
        </Flex>
      </Form>
      {scopeUnit !== null && <Alert type="info" showIcon className="no-print" title={t('filters.scoped', { unit: scopeName })} />}
      <p className="print-only">
        {[
          `${t('filters.company')}: ${localName(companies.data?.data.find((c) => c._id === filters.company)?.name) || t('filters.allCompanies')}`,
          `${t('filters.factoryBusinessUnit')}: ${localName(units.data?.data.find((u) => u._id === (scopeUnit ?? filters.factoryBusinessUnit))?.name) || t('filters.allUnits')}`,
          `${t('filters.period')}: ${formatDate(from)} – ${formatDate(to)}`,
        ].join(' · ')}
      </p>
      <p className="dashboard-note">{t('filters.periodNote')}</p>
    </div>
  );
}
