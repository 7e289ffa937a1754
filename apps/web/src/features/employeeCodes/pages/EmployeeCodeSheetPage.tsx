import { completeRows, type EmployeeCodeRow, type FileRef, findDuplicateCodes, PAGE_SIZES, TIMINGS } from '@fikra/shared';
import { Alert, Button, Card, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/FileUpload';
import { useNotify } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirm } from '../../../components/useConfirm';
import { downloadFile } from '../../../lib/api';
import { formatDate } from '../../../lib/i18n';
import { useCurrentSheet } from '../api/getCurrentSheet';
import { useParseSheet } from '../api/parseSheet';
import { useUploadSheet } from '../api/uploadSheet';

type Row = EmployeeCodeRow & { key: number; complete: boolean };

/**
 * Employee code sheet (spec §2, §5, §7): choose one .xls/.xlsx, see its rows as the server read them, then
 * upload after confirmation. Only rows with both code and name are sent; duplicate codes are refused.
 */
export function EmployeeCodeSheetPage() {
  const { t } = useTranslation('employeeCodes');
  const notify = useNotify();
  const confirm = useConfirm();
  const current = useCurrentSheet();
  const parse = useParseSheet();
  const upload = useUploadSheet();
  const [file, setFile] = useState<FileRef | null>(null);
  const [rows, setRows] = useState<Row[]>([]);

  const toSend = completeRows(rows).map(({ code, name, mobile }) => ({ code, name, mobile }));
  const duplicates = findDuplicateCodes(toSend);
  const duplicatesText = t('duplicates', { codes: duplicates.join(',') });

  const onChosen = async (uploaded: FileRef | undefined) => {
    setFile(uploaded ?? null);
    setRows([]);
    if (!uploaded) return;
    try {
      const parsed = await parse.mutateAsync(uploaded._id);
      setRows(parsed.data.map((r, i) => ({ ...r, key: i + 1, complete: !!(r.code && r.name) })));
    } catch (err) {
      setRows([]);
      notify.apiError(err);
    }
  };

  const onUpload = async () => {
    if (!file) return;
    if (duplicates.length) return notify.error(duplicatesText);
    if (!toSend.length) return notify.error(t('noRows'));
    if (!(await confirm(t('common:confirm.upload')))) return;
    try {
      await upload.mutateAsync({ fileId: file._id, rows: toSend });
      notify.success(t('common:messages.fileUploaded'));
      setTimeout(() => window.location.reload(), TIMINGS.uploadReloadMs);
    } catch {
      notify.error(t('common:messages.errorTryAgain'));
    }
  };

  const sheet = current.data?.data;
  return (
    <>
      <PageHeader title={t('title')} />
      <Flex vertical gap={16}>
        <Card size="small" title={t('current')} data-testid="current-sheet">
          {sheet ? (
            <Flex gap={8} wrap align="center">
              <span>{t('currentInfo', { count: sheet.rowCount, date: formatDate(sheet.updatedAt) })}</span>
              {sheet.file && (
                <Button
                  type="link"
                  onClick={() => downloadFile(`/file/download/${sheet.file!._id}`, sheet.file!.filename).catch(notify.apiError)}
                >
                  {sheet.file.filename}
                </Button>
              )}
            </Flex>
          ) : (
            <Typography.Text type="secondary">{current.isLoading ? '…' : t('none')}</Typography.Text>
          )}
        </Card>
        <Card>
          <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
          <Flex gap={12} wrap align="start">
            <FileUpload
              purpose="spreadsheet"
              max={1}
              value={file ? [file] : []}
              onChange={(files) => void onChosen(files[0])}
              label={t('choose')}
              failedTitle={t('common:messages.errorTryAgain')}
              testId="sheet-file"
            />
            <Button
              type="primary"
              disabled={!file || parse.isPending}
              loading={upload.isPending}
              onClick={onUpload}
              data-testid="sheet-upload"
            >
              {t('common:actions.upload')}
            </Button>
          </Flex>
        </Card>
        {file && (
          <Card loading={parse.isPending} title={t('summary', { total: rows.length, complete: toSend.length })}>
            {duplicates.length > 0 && (
              <Alert type="error" showIcon title={duplicatesText} style={{ marginBottom: 12 }} data-testid="sheet-duplicates" />
            )}
            <Table<Row>
              size="small"
              dataSource={rows}
              scroll={{ x: true }}
              pagination={{ pageSizeOptions: PAGE_SIZES.map(String), showSizeChanger: true, defaultPageSize: 10 }}
              rowClassName={(r) => (r.complete ? '' : 'ant-table-row-disabled')}
              columns={[
                { title: t('columns.row'), dataIndex: 'key', width: 70 },
                { title: t('columns.code'), dataIndex: 'code', render: (v: string) => <span dir="ltr">{v}</span> },
                { title: t('columns.name'), dataIndex: 'name' },
                {
                  title: t('columns.mobile'),
                  dataIndex: 'mobile',
                  render: (v: string) => <span dir="ltr">{v}</span>,
                },
                {
                  key: 'state',
                  render: (_, r) =>
                    r.complete ? (
                      duplicates.includes(r.code) ? (
                        <Tag color="error">{r.code}</Tag>
                      ) : null
                    ) : (
                      <Tag color="warning">{t('incomplete')}</Tag>
                    ),
                },
              ]}
              data-testid="sheet-rows"
            />
          </Card>
        )}
      </Flex>
    </>
  );
}
