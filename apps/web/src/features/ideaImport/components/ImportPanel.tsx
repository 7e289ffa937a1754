import { DownloadOutlined } from '@ant-design/icons';
import { ACCEPT, type ImportPreview, PAGE_SIZES } from '@fikra/shared';
import { Alert, Button, Card, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChooseAndUpload } from '../../../components/ChooseAndUpload';
import { useNotify } from '../../../components/feedback';
import { CellText } from '../../../components/ideaList/CellText';
import { RefusedReport } from '../../../components/RefusedReport';
import { downloadTemplate, type ImportOutcome, useImportFile, usePreviewImport } from '../api/importedIdeas';
import { RowErrors, useColumnLabel } from './RowErrors';

type PreviewRow = { key: number; row: number } & Record<string, string | number>;

/**
 * Choose one .xls/.xlsx, see the rows the server read with their problems, then Add: after 'Are you sure you
 * want to import this file?' every row is imported or none, and the result (or the per-row report) is shown.
 */
export function ImportPanel() {
  const { t } = useTranslation('ideaImport');
  const notify = useNotify();
  const columnLabel = useColumnLabel();
  const preview = usePreviewImport();
  const importing = useImportFile();
  const [read, setRead] = useState<ImportPreview | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  const choose = async (chosen: File) => {
    setRead(null);
    setOutcome(null);
    try {
      setRead(await preview.mutateAsync(chosen));
    } catch (err) {
      notify.apiError(err);
    }
  };

  // spec §5: the import does nothing when no rows were read
  const ready = async () => {
    if (read?.total) return true;
    notify.error(t('noRows'));
    return false;
  };

  const rows: PreviewRow[] = (read?.rows ?? []).map((r) => ({ key: r.row, ...r.values, row: r.row }));
  return (
    <Card>
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('intro')}</Typography.Paragraph>
        <Flex gap={12} wrap align="start">
          <Button
            icon={<DownloadOutlined />}
            onClick={() => downloadTemplate().catch(notify.apiError)}
            data-testid="import-template"
          >
            {t('template')}
          </Button>
        </Flex>
        <ChooseAndUpload
          accept={ACCEPT.spreadsheet}
          chooseLabel={t('choose')}
          uploadLabel={t('add')}
          confirmText={t('common:confirm.import')}
          onChosen={(chosen) => void choose(chosen)}
          // nothing to add until the file gave at least one row
          canUpload={!!read?.total && !preview.isPending}
          ready={ready}
          onUpload={(chosen) => importing.mutateAsync(chosen)}
          showProgress={false}
          onUploaded={setOutcome}
          onFailed={notify.apiError}
          testId="import"
        />
        {outcome?.ok && (
          <Alert
            type="success"
            showIcon
            title={t('result.done')}
            description={t('result.counts', { imported: outcome.result.importedCount, ignored: outcome.result.ignoredCount })}
            data-testid="import-result"
          />
        )}
        {outcome && !outcome.ok && (
          <RefusedReport
            title={t('result.rejected')}
            report={outcome.report}
            more={(count, shown) => t('result.more', { count, shown })}
            testId="import-rejected"
          >
            <RowErrors errors={outcome.report.errors} testId="import-report" />
          </RefusedReport>
        )}
        {read && !outcome && (
          <Flex vertical gap={8} data-testid="import-preview">
            <Typography.Text strong>{t('preview.title', { total: read.total })}</Typography.Text>
            {read.existingCount > 0 && <Typography.Text>{t('preview.existing', { count: read.existingCount })}</Typography.Text>}
            {read.errorCount > 0 ? (
              <>
                <Alert type="warning" showIcon title={t('preview.problems', { count: read.errorCount })} />
                <RowErrors errors={read.errors} testId="import-preview-errors" />
              </>
            ) : (
              <Alert
                type={read.total > 0 ? 'info' : 'warning'}
                showIcon
                title={t(read.total > 0 ? 'preview.ok' : 'preview.none')}
                data-testid={read.total > 0 ? undefined : 'import-no-rows'}
              />
            )}
            {read.total > read.rows.length && (
              <Typography.Text type="secondary">{t('preview.shown', { count: read.rows.length })}</Typography.Text>
            )}
            <Table<PreviewRow>
              size="small"
              scroll={{ x: 'max-content' }}
              dataSource={rows}
              pagination={{
                pageSizeOptions: PAGE_SIZES.map(String),
                showSizeChanger: true,
                defaultPageSize: 10,
                hideOnSinglePage: true,
              }}
              columns={[
                { title: t('report.row'), dataIndex: 'row', width: 70 },
                ...read.columns.map((key) => ({
                  title: columnLabel(key),
                  dataIndex: key,
                  render: (v?: string) => <CellText text={v} width={240} />,
                })),
              ]}
              data-testid="import-preview-rows"
            />
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
