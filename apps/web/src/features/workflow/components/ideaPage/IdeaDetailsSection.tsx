import { EditOutlined } from '@ant-design/icons';
import { can } from '@fikra/shared';
import { Button, Card, Descriptions, Form, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdeaWithHistory } from '../../../../api/idea';
import { useUpdateIdeaFields } from '../../../../api/updateIdeaFields';
import { useNotify } from '../../../../components/feedback';
import { fieldsOf, IdeaFieldsForm, type IdeaFieldsValues } from '../../../../components/IdeaFieldsForm';
import { fieldErrors } from '../../../../components/zodRule';
import { ApiError } from '../../../../lib/api';
import { currentLanguage } from '../../../../lib/i18n';
import { formatNumber } from '../../../../lib/numbers';
import { useCurrentUser } from '../../../../lib/session';
import { useStaleDialog } from '../useStaleDialog';

/**
 * The idea's fields (title, description, kaizen type, PQCDSM, estimated savings; the presenter and the place):
 * read here, and edited in place by those allowed (`ideas.editFields`). The spec's editIdeaFields/:id opens the
 * page with this section in edit mode.
 */
export function IdeaDetailsSection({ idea, startEditing = false }: { idea: IdeaWithHistory; startEditing?: boolean }) {
  const { t } = useTranslation('ideaPage');
  const user = useCurrentUser();
  const mayEdit = can(user?.userType, 'ideas.editFields');
  const [editing, setEditing] = useState(startEditing && mayEdit);
  const field = (key: string) => t(`enums:ideaFields.${key}`);
  return (
    <Card
      id="fields"
      title={t('sections.fields')}
      data-testid="idea-fields"
      extra={
        mayEdit && !editing ? (
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="fields-edit">
            {t('common:actions.edit')}
          </Button>
        ) : null
      }
    >
      {editing ? (
        <FieldsEditor idea={idea} onDone={() => setEditing(false)} />
      ) : (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'desc',
              label: field('ideaDesc'),
              span: 'filled',
              children: (
                <Typography.Paragraph dir="auto" ellipsis={{ rows: 4, expandable: true }} style={{ margin: 0 }}>
                  {idea.ideaDesc}
                </Typography.Paragraph>
              ),
            },
            { key: 'type', label: field('kaizenType'), children: t(`enums:kaizenTypes.${idea.kaizenType}`) },
            {
              key: 'savings',
              label: field('estimatedAnualSavings'),
              children: <span dir="ltr">{formatNumber(currentLanguage(), idea.estimatedAnualSavings)}</span>,
            },
            {
              key: 'effect',
              label: field('effectOnPQCDSM'),
              span: 'filled',
              children: idea.effectOnPQCDSM.map((e) => <Tag key={e}>{t(`enums:pqcdsm.${e}`)}</Tag>),
            },
            {
              key: 'presenter',
              label: field('ideaPresenterType'),
              children: t(`enums:presenterTypes.${idea.ideaPresenterType}`),
            },
            ...(idea.employeePhone
              ? [{ key: 'phone', label: field('employeePhone'), children: <span dir="ltr">{idea.employeePhone}</span> }]
              : []),
          ]}
        />
      )}
    </Card>
  );
}

function FieldsEditor({ idea, onDone }: { idea: IdeaWithHistory; onDone: () => void }) {
  const { t } = useTranslation('ideaPage');
  const notify = useNotify();
  const showStale = useStaleDialog();
  const [form] = Form.useForm<IdeaFieldsValues>();
  const save = useUpdateIdeaFields(idea._id);

  const onSave = async (values: IdeaFieldsValues) => {
    try {
      await save.mutateAsync({ ...values, version: idea.version });
      notify.success(t('fields.savedTitle'), t('fields.saved'));
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'STALE_VERSION') showStale();
      else {
        if (err instanceof ApiError && err.details?.length) form.setFields(fieldErrors(err.details, t) as never);
        notify.apiError(err);
      }
    }
  };

  useEffect(() => {
    form.setFieldsValue(fieldsOf(idea));
  }, [form, idea]);

  return <IdeaFieldsForm form={form} saving={save.isPending} onSave={onSave} onCancel={onDone} />;
}
