import { Empty, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * The one empty state of the app: an illustration, a sentence saying what is missing and, where the user can
 * fill it, the action that does. Tables, lists and cards all show this.
 */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Empty
      data-testid="empty-state"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      // antd's disabled grey and the secondary grey fall under 4.5:1 on a card's tinted background
      description={<Typography.Text>{text}</Typography.Text>}
    >
      {action}
    </Empty>
  );
}
