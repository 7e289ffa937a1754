import type { ImportReport } from '@fikra/shared';
import { Alert, Flex } from 'antd';
import type { ReactNode } from 'react';

/**
 * What a refused file upload answers (the idea import, the backup restore): an error alert with the page's title,
 * 'the first N of M problems' when the report was cut, and the page's per-row table under it.
 */
export function RefusedReport({
  title,
  report,
  more,
  children,
  testId,
}: {
  title: string;
  report: Pick<ImportReport, 'errorCount' | 'errors'>;
  /** the line saying only some problems are listed: (count, shown) → text in the page's namespace */
  more: (count: number, shown: number) => string;
  /** the per-row table */
  children: ReactNode;
  testId: string;
}) {
  return (
    <Flex vertical gap={12} data-testid={testId}>
      <Alert
        type="error"
        showIcon
        title={title}
        description={report.errorCount > report.errors.length ? more(report.errorCount, report.errors.length) : undefined}
      />
      {children}
    </Flex>
  );
}
