import { FREQUENCIES, type OplRow, PQCDSM } from '@fikra/shared';
import { Input, InputNumber, Select, Table } from 'antd';
import { useTranslation } from 'react-i18next';

type NumberField = 'before' | 'after' | 'saving';

/** The knowledge table (spec §3): KPI, period, before, after, saving, notes; editable until it is saved. */
export function OplTable({
  rows,
  readOnly,
  onChange,
}: {
  rows: OplRow[];
  readOnly: boolean;
  onChange: (rows: OplRow[]) => void;
}) {
  const { t } = useTranslation('workflow');
  const update = (id: number, patch: Partial<OplRow>) => onChange(rows.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  const kpiLabel = (kpi: string) => ((PQCDSM as readonly string[]).includes(kpi) ? t(`enums:pqcdsm.${kpi}`) : kpi);
  const numberColumn = (field: NumberField) => ({
    title: t(`opl.${field}`),
    dataIndex: field,
    width: 130,
    render: (value: number, row: OplRow) => (
      <InputNumber
        value={value}
        min={0}
        disabled={readOnly}
        dir="ltr"
        style={{ width: '100%' }}
        aria-label={`${t(`opl.${field}`)} ${row.id}`}
        onChange={(v) => update(row.id, { [field]: v ?? 0 })}
      />
    ),
  });

  return (
    <Table<OplRow>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={rows}
      // editing, the inputs need their width (the table scrolls, its inputs reachable by Tab); read, it fits the page and
      // the section's region scrolls (axe: a scrolling region with nothing focusable in it must be focusable)
      scroll={readOnly ? undefined : { x: 1000 }}
      data-testid="opl-table"
      columns={[
        { title: t('opl.id'), dataIndex: 'id', width: 50 },
        {
          title: t('opl.kpi'),
          dataIndex: 'kpi',
          width: 170,
          render: (kpi: string, row) => (
            <Select
              value={kpi}
              disabled={readOnly}
              style={{ width: '100%' }}
              aria-label={`${t('opl.kpi')} ${row.id}`}
              options={PQCDSM.map((k) => ({ value: k, label: kpiLabel(k) }))}
              onChange={(v) => update(row.id, { kpi: v })}
            />
          ),
        },
        {
          title: t('opl.period'),
          dataIndex: 'period',
          width: 150,
          render: (period: string, row) => (
            <Select
              value={period}
              disabled={readOnly}
              style={{ width: '100%' }}
              aria-label={`${t('opl.period')} ${row.id}`}
              options={FREQUENCIES.map((f) => ({ value: f, label: t(`enums:frequencies.${f}`) }))}
              onChange={(v) => update(row.id, { period: v })}
            />
          ),
        },
        numberColumn('before'),
        numberColumn('after'),
        numberColumn('saving'),
        {
          title: t('opl.note'),
          dataIndex: 'note',
          width: 260,
          render: (note: string, row) => (
            <Input
              value={note}
              disabled={readOnly}
              maxLength={5000}
              style={{ width: '100%' }}
              aria-label={`${t('opl.note')} ${row.id}`}
              onChange={(e) => update(row.id, { note: e.target.value })}
            />
          ),
        },
      ]}
    />
  );
}
