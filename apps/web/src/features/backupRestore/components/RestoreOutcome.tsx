import type { ImportRowError } from '@fikra/shared';
import { Alert, Button, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RefusedReport } from '../../../components/RefusedReport';
import type { RestoreAnswer } from '../api/restoreBackup';

/** Rows of a report or of the references left out: record number, field, problem, value. */
function RowTable({ rows, testId }: { rows: ImportRowError[]; testId: string }) {
  const { t } = useTranslation('backupRestore');
  return (
    <Table<ImportRowError & { key: number }>
      size="small"
      data-testid={testId}
      dataSource={rows.map((r, key) => ({ ...r, key }))}
      scroll={{ x: true }}
      pagination={rows.length > 10 ? { defaultPageSize: 10, showSizeChanger: true } : false}
      columns={[
        { title: t('columns.row'), dataIndex: 'row', width: 80 },
        { title: t('columns.column'), dataIndex: 'column', render: (v: string) => <span dir="ltr">{v}</span> },
        {
          title: t('columns.message'),
          dataIndex: 'message',
          render: (message: string, r) => t(`codes.${r.code}`, { defaultValue: message }),
        },
        { title: t('columns.value'), dataIndex: 'value', render: (v?: string) => <span dir="ltr">{v}</span> },
      ]}
    />
  );
}

/** What a restore answered: the counts (and what it left out), or the per-row report of a refused backup. */
export function RestoreOutcome({ answer, onReload }: { answer: RestoreAnswer; onReload: () => void }) {
  const { t } = useTranslation('backupRestore');
  if (!answer.ok) {
    const { report } = answer;
    return (
      <RefusedReport
        title={t('report.title')}
        report={report}
        more={(count, shown) => t('report.more', { count, shown })}
        testId="restore-report"
      >
        <RowTable rows={report.errors} testId="restore-report-rows" />
      </RefusedReport>
    );
  }
  const r = answer.result;
  const changed = r.importedCount + r.updatedCount > 0;
  return (
    <Flex vertical gap={12} data-testid="restore-result">
      <Alert
        type={r.notRestoredCount ? 'warning' : 'success'}
        showIcon
        title={`${t(`kinds.${r.kind}`)}: ${changed ? t('result.title') : t('result.nothingChanged')}`}
        description={
          <Flex vertical gap={4}>
            <span data-testid="restore-counts">
              {t('result.counts', { created: r.importedCount, updated: r.updatedCount, unchanged: r.ignoredCount })}
            </span>
            {r.createdMasterDataCount > 0 && <span>{t('result.createdMasterData', { count: r.createdMasterDataCount })}</span>}
            {r.notRestoredCount > 0 && <span>{t('result.notRestored', { count: r.notRestoredCount })}</span>}
            {r.notRestoredCount === 0 ? (
              <Typography.Text type="secondary">{t('result.reloading')}</Typography.Text>
            ) : (
              <Button onClick={onReload} style={{ alignSelf: 'start' }}>
                {t('result.reload')}
              </Button>
            )}
          </Flex>
        }
      />
      {r.notRestored.length > 0 && <RowTable rows={r.notRestored} testId="restore-not-restored" />}
    </Flex>
  );
}
