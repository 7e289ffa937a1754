import { addOplRow, can, newOplRow, oplAvailability, removeLastOplRow } from '@fikra/shared';
import { Alert, Button, Card, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdeaWithHistory } from '../../../../api/idea';
import { FormActions } from '../../../../components/FormActions';
import { useNotify } from '../../../../components/feedback';
import { useConfirm } from '../../../../components/useConfirm';
import { ApiError } from '../../../../lib/api';
import { useCurrentUser } from '../../../../lib/session';
import { useSaveOpl } from '../../api/saveOpl';
import { OplTable } from '../OplTable';
import { useStaleDialog } from '../useStaleDialog';

/**
 * The knowledge table (spec §2 editOPLtable, §4) on the idea's page: once the implementation is accepted an
 * ADMIN writes it, saved once (the one confirmation: it cannot be changed afterwards), then it reads only.
 */
export function OplSection({ idea }: { idea: IdeaWithHistory }) {
  const { t } = useTranslation('workflow');
  const user = useCurrentUser();
  const confirm = useConfirm();
  const notify = useNotify();
  const showStale = useStaleDialog();
  const save = useSaveOpl();
  const availability = oplAvailability(idea.status, idea.opl);
  const readOnly = availability !== 'editable' || !can(user?.userType, 'ideas.editOpl');
  const [rows, setRows] = useState(() => (idea.opl?.rows.length ? idea.opl.rows : [newOplRow(1)]));
  const [report, setReport] = useState(idea.opl?.report ?? '');
  const [edited, setEdited] = useState(false);

  const edit =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setEdited(true);
    };

  const submit = async () => {
    if (!(await confirm(t('ideaPage:opl.confirm')))) return;
    try {
      await save.mutateAsync({ id: idea._id, rows, report, version: idea.version });
      notify.success(t('ideaPage:opl.savedTitle'), t('ideaPage:opl.saved'));
    } catch (err) {
      if (err instanceof ApiError && err.code === 'STALE_VERSION') showStale();
      else notify.apiError(err);
    }
  };

  return (
    <Card id="opl" title={t('opl.title')} data-testid="idea-opl">
      {availability === 'notImplemented' ? (
        <Alert type="info" showIcon title={t('opl.notImplemented')} data-testid="opl-not-implemented" />
      ) : readOnly && !idea.opl ? (
        <Typography.Text type="secondary">{t('ideaPage:opl.notWritten')}</Typography.Text>
      ) : (
        <Flex vertical gap={16}>
          {availability === 'readOnly' && <Alert type="success" showIcon title={t('opl.readOnly')} data-testid="opl-read-only" />}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
          <section className="idea-table-scroll" aria-label={t('opl.title')} tabIndex={0}>
            <OplTable rows={rows} readOnly={readOnly} onChange={edit(setRows)} />
          </section>
          {!readOnly && (
            <Flex gap={8} wrap>
              <Button onClick={() => edit(setRows)(addOplRow(rows))}>{t('opl.addRow')}</Button>
              <Button danger disabled={rows.length <= 1} onClick={() => edit(setRows)(removeLastOplRow(rows))}>
                {t('opl.deleteRow')}
              </Button>
            </Flex>
          )}
          <div>
            <Typography.Text strong>{t('opl.report')}</Typography.Text>
            {readOnly ? (
              <Typography.Paragraph dir="auto" style={{ marginTop: 8, whiteSpace: 'pre-wrap' }}>
                {report || '—'}
              </Typography.Paragraph>
            ) : (
              <Input.TextArea
                value={report}
                autoSize={{ minRows: 4 }}
                maxLength={5000}
                style={{ marginTop: 8 }}
                dir="auto"
                aria-label={t('opl.report')}
                onChange={(e) => edit(setReport)(e.target.value)}
              />
            )}
          </div>
          {!readOnly && (
            <FormActions>
              <Button type="primary" disabled={!edited} loading={save.isPending} onClick={submit} data-testid="submit-opl">
                {t('common:actions.save')}
              </Button>
            </FormActions>
          )}
        </Flex>
      )}
    </Card>
  );
}
