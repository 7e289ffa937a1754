import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotify } from './feedback';
import './printPage.css';

/**
 * A print view (shown without the admin shell): a toolbar that is not printed (title, back, `tools`, print),
 * the paper's `@page` rule, and the loading and error states of what is printed. Print is offered once
 * `ready`; the browser's print dialog turns the page into paper or a PDF.
 */
export function PrintPage({
  title,
  pageRule,
  ready,
  error,
  tools,
  blocked,
  children,
}: {
  title: string;
  /** the paper, e.g. '@page { size: A4 portrait; margin: 10mm; }' */
  pageRule: string;
  ready: boolean;
  error?: unknown;
  tools?: ReactNode;
  /** why this cannot be printed (shown instead of the content; the print button stays off) */
  blocked?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <main className="print-page">
      <style>{pageRule}</style>
      <Flex className="print-toolbar" gap={12} wrap align="center" justify="space-between">
        <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
          {title}
        </Typography.Title>
        <Flex gap={8} wrap align="center">
          <Button onClick={() => navigate(-1)}>{t('actions.back')}</Button>
          {tools}
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            disabled={!ready || !!blocked}
            onClick={() => window.print()}
            data-testid="print"
          >
            {t('actions.print')}
          </Button>
        </Flex>
      </Flex>
      {error ? (
        <Alert className="print-toolbar" type="error" showIcon title={notify.apiErrorText(error)} />
      ) : blocked && ready ? (
        <Alert className="print-toolbar" type="warning" showIcon role="alert" title={blocked} data-testid="print-blocked" />
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
