import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Radio, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../components/feedback';
import { useBothLanguages } from '../api/bilingual';
import type { PosterSize } from './Poster';
import '../qr.css';

/**
 * The screen around printed posters: a toolbar (back, size, print) that is not printed, the paper's @page
 * rule, and the loading and error states of the posters' query.
 */
export function PrintFrame({
  title,
  size,
  onSize,
  pageRule,
  query,
  children,
}: {
  title: string;
  size: PosterSize;
  onSize: (size: PosterSize) => void;
  /** the paper: an @page rule */
  pageRule: string;
  query: { isPending: boolean; error: unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation('qr');
  const notify = useNotify();
  const navigate = useNavigate();
  const languages = useBothLanguages();
  const ready = !query.isPending && languages.isSuccess;
  return (
    <main className="qr-print-page">
      <style>{pageRule}</style>
      <Flex className="qr-toolbar" gap={12} wrap align="center" justify="space-between">
        <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
          {title}
        </Typography.Title>
        <Flex gap={8} wrap align="center">
          <Button onClick={() => navigate(-1)}>{t('common:actions.back')}</Button>
          <Radio.Group
            optionType="button"
            value={size}
            onChange={(e) => onSize(e.target.value)}
            aria-label={t('size.label')}
            options={[
              { value: 'a4', label: t('size.a4') },
              { value: 'a6', label: t('size.a6') },
            ]}
          />
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            disabled={!ready}
            onClick={() => window.print()}
            data-testid="qr-print"
          >
            {t('common:actions.print')}
          </Button>
        </Flex>
      </Flex>
      {query.error ? (
        <Alert className="qr-toolbar" type="error" showIcon title={notify.apiErrorText(query.error)} />
      ) : ready ? (
        children
      ) : (
        <Flex justify="center">
          <Spin size="large" />
        </Flex>
      )}
    </main>
  );
}
