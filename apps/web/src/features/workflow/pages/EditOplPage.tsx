import { addOplRow, type IdeaOutput, newOplRow, oplAvailability, removeLastOplRow } from '@fikra/shared';
import { Alert, Button, Card, Flex, Input, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useConfirm, useNotify } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError } from '../../../lib/api';
import { useIdea } from '../api/idea';
import { useSaveOpl } from '../api/saveOpl';
import { IdeaHeaderCard } from '../components/IdeaHeaderCard';
import { OplTable } from '../components/OplTable';
import { useStaleDialog, useStayOnPage } from '../components/useStayOnPage';

/** The knowledge table editor (spec §2 editOPLtable, §4): once implemented, saved once, then read-only. */
export function EditOplPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('workflow');
  const idea = useIdea(id);
  if (idea.isError) return <Result status="404" title={t('idea.notFound')} />;
  if (!idea.data) return <Skeleton active />;
  return (
    <>
      <PageHeader title={t('pages.editOpl')} crumbs={[{ title: t('pages.ideas'), to: '/admin/idea' }]} />
      <IdeaHeaderCard idea={idea.data} badges={false} />
      <KnowledgeTable key={idea.data._id} idea={idea.data} />
    </>
  );
}

function KnowledgeTable({ idea }: { idea: IdeaOutput }) {
  const { t } = useTranslation('workflow');
  const confirm = useConfirm();
  const notify = useNotify();
  const askStay = useStayOnPage('/admin/idea');
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
