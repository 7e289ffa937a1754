import { Alert, App, Card, Form, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useIdea } from '../../../api/idea';
import { useNotify } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirm } from '../../../components/useConfirm';
import { fieldErrors } from '../../../components/zodRule';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { useUpdateIdeaFields } from '../api/updateIdeaFields';
import { fieldsOf, IdeaFieldsForm, type IdeaFieldsValues } from '../components/IdeaFieldsForm';

/**
 * editIdeaFields (spec §2, ADMIN): the idea's basic fields with the submission's rules. The save carries the
 * version the page loaded; if someone changed the idea meanwhile, the user is told and offered a reload.
 */
export function EditIdeaFieldsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('ideas');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const notify = useNotify();
  const { modal } = App.useApp();
  const [form] = Form.useForm<IdeaFieldsValues>();
  const idea = useIdea(id);
  const save = useUpdateIdeaFields(id);

  useEffect(() => {
    if (idea.data) form.setFieldsValue(fieldsOf(idea.data));
  }, [idea.data, form]);

  const onSave = async (values: IdeaFieldsValues) => {
    if (!idea.data || !(await confirm(t('common:confirm.edit')))) return;
    try {
      await save.mutateAsync({ ...values, version: idea.data.version });
      notify.success(t('messages.savedTitle'), t('messages.saved'));
      navigate(paths.admin.ideas.href());
    } catch (err) {
      if (err instanceof ApiError && err.code === 'STALE_VERSION') {
        modal.confirm({
          title: t('messages.staleTitle'),
          content: t('messages.stale'),
          okText: t('common:actions.reload'),
          cancelText: t('common:actions.cancel'),
          onOk: () => idea.refetch(),
        });
      } else if (err instanceof ApiError && err.details?.length) {
        form.setFields(fieldErrors(err.details, t) as never);
        notify.apiError(err);
      } else {
        notify.apiError(err);
      }
    }
  };

  return (
    <>
      <PageHeader title={t('editTitle')} crumbs={[{ title: t('title'), to: paths.admin.ideas.href() }]} />
      <Card title={idea.data ? `${t('enums:ideaFields.ideaNumber')}: ${idea.data.ideaNumber}` : undefined}>
        {idea.isError ? (
          <Alert type="error" showIcon title={notify.apiErrorText(idea.error)} />
        ) : idea.data ? (
          <IdeaFieldsForm form={form} saving={save.isPending} onSave={onSave} />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </Card>
    </>
  );
}
