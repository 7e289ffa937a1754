import type { DocumentKind } from '@fikra/shared';
import { Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { formatDate } from '../../../lib/i18n';
import { useCurrentDocument } from '../api/documents';
import { PdfViewer } from '../components/PdfViewer';

/**
 * /auth/r&r and /auth/sap-codes (spec §2, §9): the newest document for anyone, 1200 px high on a desktop and
 * page by page on a phone; when there is none yet, the page says so.
 */
export function DocumentPublicPage({ kind }: { kind: DocumentKind }) {
  const { t } = useTranslation('media');
  const current = useCurrentDocument(kind);
  const doc = current.data;
  const title = t(`kinds.${kind}.publicTitle`);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1200, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={1} style={{ marginBottom: 0, fontSize: 24 }}>
        {title}
      </Typography.Title>
      {current.isLoading ? (
        <Skeleton active />
      ) : current.isError ? (
        <Result status="warning" title={t('common:messages.errorTryAgain')} />
      ) : doc ? (
        <>
          <Typography.Text>{t('document.uploadedOn', { date: formatDate(doc.updatedAt) })}</Typography.Text>
          <PdfViewer file={doc.file} title={title} />
        </>
      ) : (
        <Card>
          <div data-testid="document-none">
            <EmptyState text={t('document.none')} />
          </div>
        </Card>
      )}
    </Flex>
  );
}
