import { DeleteOutlined } from '@ant-design/icons';
import { ACCEPT, type DocumentKind, TIMINGS, UPLOAD_LIMITS } from '@fikra/shared';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChooseAndUpload } from '../../../components/ChooseAndUpload';
import { useNotify } from '../../../components/feedback';
import { formatSize } from '../../../components/fileSize';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirm } from '../../../components/useConfirm';
import { formatDate } from '../../../lib/i18n';
import { uploadDocument, useCurrentDocument, useDeleteDocument } from '../api/documents';
import { PdfViewer } from '../components/PdfViewer';

/** The preview on the admin page is shorter than the public page's 1200 px. */
const PREVIEW_HEIGHT = 640;

/**
 * /admin/reward-and-recognition and /admin/sap-codes (spec §2, §5, §7): upload one PDF after confirmation,
 * see the current document with its date and a preview, replace it, delete it.
 */
export function DocumentAdminPage({ kind }: { kind: DocumentKind }) {
  const { t } = useTranslation('media');
  const notify = useNotify();
  const confirm = useConfirm();
  const current = useCurrentDocument(kind);
  const remove = useDeleteDocument(kind);
  const doc = current.data ?? null;
  const title = t(`kinds.${kind}.adminTitle`);

  const onDelete = async () => {
    if (!doc || !(await confirm(t('common:confirm.delete')))) return;
    try {
      await remove.mutateAsync(doc._id);
      notify.success(t('common:messages.deleted'));
    } catch (err) {
      notify.apiError(err);
    }
  };

  return (
    <>
      <PageHeader title={title} />
      <Flex vertical gap={16}>
        <Card>
          <Typography.Paragraph>{t(`kinds.${kind}.intro`)}</Typography.Paragraph>
          <ChooseAndUpload
            accept={ACCEPT.pdf}
            maxBytes={UPLOAD_LIMITS.pdf}
            chooseLabel={t('document.choosePdf')}
            uploadLabel={doc ? t('document.replace') : undefined}
            reloadMs={TIMINGS.uploadReloadMs}
            onUpload={(file, onProgress) => uploadDocument(kind, file, doc, onProgress)}
            testId="document-upload"
          />
        </Card>
        <Card
          title={t('document.current')}
          loading={current.isLoading}
          extra={
            doc && (
              <Button
                danger
                icon={<DeleteOutlined />}
                onClick={onDelete}
                loading={remove.isPending}
                data-testid="document-delete"
              >
                {t('common:actions.delete')}
              </Button>
            )
          }
          data-testid="document-current"
        >
          {doc ? (
            <Flex vertical gap={12}>
              <Typography.Text>
                <bdi>{doc.file.filename}</bdi> — {formatSize(doc.file.size, t)} —{' '}
                {t('document.uploadedOn', { date: formatDate(doc.updatedAt) })}
              </Typography.Text>
              <PdfViewer file={doc.file} title={title} height={PREVIEW_HEIGHT} />
            </Flex>
          ) : (
            <Typography.Text>{t('document.none')}</Typography.Text>
          )}
        </Card>
      </Flex>
    </>
  );
}
