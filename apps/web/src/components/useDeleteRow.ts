import { useTranslation } from 'react-i18next';
import type { ListQuery, TableParams } from './DataTable';
import { useNotify } from './feedback';
import { useConfirm } from './useConfirm';

/**
 * The delete flow of a list row (spec §5): 'Are you sure?', delete, say so, and step back a page when the
 * last row of a later page went. A refusal is told by `refused`, or as the server's message.
 */
export function useDeleteRow<T>({
  remove,
  list,
  params,
  deleted,
  refused,
}: {
  remove: (row: T) => Promise<unknown>;
  /** the list the row is on, and its page */
  list: ListQuery<T>;
  params: TableParams;
  /** the success notification's title (and text) */
  deleted: [title: string, description?: string];
  refused?: (err: unknown) => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const notify = useNotify();
  return async (row: T) => {
    if (!(await confirm(t('confirm.delete')))) return;
    try {
      await remove(row);
      notify.success(...deleted);
      if (list.data?.data.length === 1 && params.paging.page > 1) params.update({ page: params.paging.page - 1 });
    } catch (err) {
      (refused ?? notify.apiError)(err);
    }
  };
}
