import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { ACCEPT, type ImportPreview, PAGE_SIZES } from '@fikra/shared';
import { Alert, Button, Card, Flex, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback';
import { useConfirm } from '../../../components/useConfirm';
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
  const confirm = useConfirm();
  const columnLabel = useColumnLabel();
  const preview = usePreviewImport();
  const importing = useImportFile();
  const [file, setFile] = useState<File | null>(null);
  const [read, setRead] = useState<ImportPreview | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  const choose = async (chosen: File) => {
    setFile(chosen);
    setRead(null);
    setOutcome(null);
    try {
      setRead(await preview.mutateAsync(chosen));
    } catch (err) {
      notify.apiError(err);
    }
  };

  const add = async () => {
    // spec §5: the import does nothing when no rows were read
    if (!file || !read?.total) return notify.error(t('noRows'));
    if (!(await confirm(t('common:confirm.import')))) return;
    try {
      setOutcome(await importing.mutateAsync(file));
    } catch (err) {
      notify.apiError(err);
    }
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
          <Upload
            accept={ACCEPT.spreadsheet}
            maxCount={1}
            showUploadList={false}
            beforeUpload={(chosen) => {
              void choose(chosen);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={preview.isPending} data-testid="import-choose">
              {t('choose')}
            </Button>
          </Upload>
          <Button
            type="primary"
            onClick={add}
            loading={importing.isPending}
            disabled={!file || preview.isPending}
            data-testid="import-add"
          >
            {t('add')}
          </Button>
        </Flex>
        {file && (
          <Typography.Text type="secondary" data-testid="import-file-name">
            {file.name}
          </Typography.Text>
        )}
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
          <Flex vertical gap={8} data-testid="import-rejected">
            <Alert
              type="error"
              showIcon
              title={t('result.rejected')}
              description={
                outcome.report.errorCount > outcome.report.errors.length
                  ? t('result.more', { count: outcome.report.errorCount, shown: outcome.report.errors.length })
                  : undefined
              }
            />
            <RowErrors errors={outcome.report.errors} testId="import-report" />
          </Flex>
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
              read.total > 0 && <Alert type="info" showIcon title={t('preview.ok')} />
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
                  render: (v?: string) => (
                    <Typography.Text ellipsis={{ tooltip: v }} style={{ maxWidth: 240 }} dir="auto">
                      {v}
                    </Typography.Text>
                  ),
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
