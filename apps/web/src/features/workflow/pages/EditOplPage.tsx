import { addOplRow, type IdeaOutput, newOplRow, oplAvailability, removeLastOplRow } from '@fikra/shared';
import { Alert, Button, Card, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback';
import { useConfirm } from '../../../components/useConfirm';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { useSaveOpl } from '../api/saveOpl';
import { IdeaPage } from '../components/IdeaPage';
import { OplTable } from '../components/OplTable';
import { useStaleDialog, useStayOnPage } from '../components/useStayOnPage';

/** The knowledge table editor (spec §2 editOPLtable, §4): once implemented, saved once, then read-only. */
export function EditOplPage() {
  const { t } = useTranslation('workflow');
  return (
    <IdeaPage title={t('pages.editOpl')} crumbs={[{ title: t('pages.ideas'), to: paths.admin.ideas.href() }]}>
      {(idea) => <KnowledgeTable key={idea._id} idea={idea} />}
    </IdeaPage>
  );
}

function KnowledgeTable({ idea }: { idea: IdeaOutput }) {
  const { t } = useTranslation('workflow');
  const confirm = useConfirm();
  const notify = useNotify();
  const askStay = useStayOnPage(paths.admin.ideas.href());
  const showStale = useStaleDialog();
  const save = useSaveOpl();
  const availability = oplAvailability(idea.status, idea.opl);
  const readOnly = availability !== 'editable';
  const [rows, setRows] = useState(() => (idea.opl?.rows.length ? idea.opl.rows : [newOplRow(1)]));
  const [report, setReport] = useState(idea.opl?.report ?? '');
  const [edited, setEdited] = useState(false);

  if (availability === 'notImplemented') {
    return <Alert type="warning" showIcon title={t('opl.notImplemented')} data-testid="opl-not-implemented" />;
  }

  const edit =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setEdited(true);
    };

  const submit = async () => {
    if (!(await confirm(t('common:confirm.submit')))) return;
    try {
      await save.mutateAsync({ id: idea._id, rows, report, version: idea.version });
      notify.success(t('common:messages.savedTitle'), t('common:messages.saved'));
      askStay();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'STALE_VERSION') showStale();
      else notify.apiError(err);
    }
  };

  return (
    <Card title={t('opl.title')}>
      <Flex vertical gap={16}>
        {readOnly && <Alert type="success" showIcon title={t('opl.readOnly')} data-testid="opl-read-only" />}
        <OplTable rows={rows} readOnly={readOnly} onChange={edit(setRows)} />
        {!readOnly && (
          <Flex gap={8}>
            <Button onClick={() => edit(setRows)(addOplRow(rows))}>{t('opl.addRow')}</Button>
            <Button danger disabled={rows.length <= 1} onClick={() => edit(setRows)(removeLastOplRow(rows))}>
              {t('opl.deleteRow')}
            </Button>
          </Flex>
        )}
        <div>
          <Typography.Text strong>{t('opl.report')}</Typography.Text>
          <Input.TextArea
            value={report}
            disabled={readOnly}
            autoSize={{ minRows: 4 }}
            maxLength={5000}
            style={{ marginTop: 8 }}
            aria-label={t('opl.report')}
            onChange={(e) => edit(setReport)(e.target.value)}
          />
        </div>
        {!readOnly && (
          <Flex justify="end">
            <Button
              type="primary"
              size="large"
              disabled={!edited}
              loading={save.isPending}
              onClick={submit}
              data-testid="submit-opl"
            >
              {t('submit.button')}
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
