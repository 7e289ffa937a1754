import { DownloadOutlined } from '@ant-design/icons';
import {
  ACCEPT,
  completeRows,
  type EmployeeCodeRow,
  type FileRef,
  findDuplicateCodes,
  PAGE_SIZES,
  TIMINGS,
  UPLOAD_LIMITS,
} from '@fikra/shared';
import { Alert, Button, Card, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChooseAndUpload } from '../../../components/ChooseAndUpload';
import { useNotify } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { downloadFile, uploadFile } from '../../../lib/api';
import { formatDate } from '../../../lib/i18n';
import { useCurrentSheet } from '../api/getCurrentSheet';
import { useParseSheet } from '../api/parseSheet';
import { useUploadSheet } from '../api/uploadSheet';
import { SheetCodes } from '../components/SheetCodes';

type Row = EmployeeCodeRow & { key: number; complete: boolean };

/**
 * Employee code sheet (spec §2, §5, §7): choose one .xls/.xlsx, see its rows as the server read them, then
 * upload after confirmation. Only rows with both code and name are sent; duplicate codes are refused.
 */
export function EmployeeCodeSheetPage() {
  const { t } = useTranslation('employeeCodes');
  const notify = useNotify();
  const current = useCurrentSheet();
  const parse = useParseSheet();
  const upload = useUploadSheet();
  const [file, setFile] = useState<FileRef | null>(null);
  const [rows, setRows] = useState<Row[]>([]);

  const toSend = completeRows(rows).map(({ code, name, mobile }) => ({ code, name, mobile }));
  const duplicates = findDuplicateCodes(toSend);
  const duplicatesText = t('duplicates', { codes: duplicates.join(',') });

  // the chosen file goes up at once (purpose spreadsheet): the server reads its rows for the preview
  const onChosen = async (chosen: File) => {
    setFile(null);
    setRows([]);
    try {
      const uploaded = await uploadFile('spreadsheet', chosen).done;
      setFile(uploaded);
      const parsed = await parse.mutateAsync(uploaded._id);
      setRows(parsed.data.map((r, i) => ({ ...r, key: i + 1, complete: !!(r.code && r.name) })));
    } catch (err) {
      setRows([]);
      notify.apiError(err);
    }
  };

  const ready = async () => {
    if (duplicates.length) notify.error(duplicatesText);
    else if (!toSend.length) notify.error(t('noRows'));
    return !duplicates.length && toSend.length > 0;
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
                  icon={<DownloadOutlined />}
                  onClick={() => downloadFile(`/file/download/${sheet.file!._id}`, sheet.file!.filename).catch(notify.apiError)}
                  data-testid="sheet-download-current"
                >
                  {t('downloadCurrent', { name: sheet.file.filename })}
                </Button>
              )}
            </Flex>
          ) : (
            <Typography.Text type="secondary">{current.isLoading ? '…' : t('none')}</Typography.Text>
          )}
        </Card>
        {sheet && <SheetCodes />}
        <Card>
          <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
          <Typography.Paragraph>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => downloadFile('/employee-sheet/template', 'employee-codes-template.xlsx').catch(notify.apiError)}
              data-testid="sheet-template"
            >
              {t('template')}
            </Button>
          </Typography.Paragraph>
          <ChooseAndUpload
            accept={ACCEPT.spreadsheet}
            maxBytes={UPLOAD_LIMITS.spreadsheet}
            chooseLabel={t('choose')}
            onChosen={(chosen) => void onChosen(chosen)}
            canUpload={!!file && !parse.isPending}
            ready={ready}
            onUpload={() => upload.mutateAsync({ fileId: file!._id, rows: toSend })}
            showProgress={false}
            reloadMs={TIMINGS.uploadReloadMs}
            testId="sheet"
          />
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
