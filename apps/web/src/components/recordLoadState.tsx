import { Alert, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * What an edit page shows before its form can: the page header with a warning and a link back to the list when
 * the record could not be loaded, or with a skeleton while it loads. Null once the record is there.
 */
export function recordLoadState(opts: {
  header: ReactNode;
  record: { isError: boolean; error: unknown; data?: unknown };
  errorText: (err: unknown) => string;
  backTo: string;
  backLabel: string;
}): ReactNode | null {
  if (opts.record.isError) {
    return (
      <>
        {opts.header}
        <Alert
          type="warning"
          showIcon
          title={opts.errorText(opts.record.error)}
          description={<Link to={opts.backTo}>{opts.backLabel}</Link>}
        />
      </>
    );
  }
  if (!opts.record.data) {
    return (
      <>
        {opts.header}
        <Skeleton active />
      </>
    );
  }
  return null;
}
