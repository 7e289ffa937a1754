import type { NamedRef, RecordField, RecordKindDef, RecordOutput } from '@fikra/shared';
import { Button, Card, Descriptions, Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormActions } from '../../../components/FormActions';
import { useNotify } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { recordLoadState } from '../../../components/recordLoadState';
import { useConfirm } from '../../../components/useConfirm';
import { ApiError } from '../../../lib/api';
import { localName } from '../../../lib/i18n';
import { translateMessage } from '../../../lib/messages';
import { useRecord, useSaveRecord } from '../api/records';
import { dependentFields, FieldInput } from '../components/FieldInput';
import { fieldLabel } from '../components/labels';
import { isModuleOff, RecordsModuleOff } from '../components/RecordsModuleGate';
import { useRecordErrorText } from '../components/useRecordErrorText';
import { recordPages } from '../kindPaths';

type FormValues = Record<string, unknown>;
const idOf = (v: unknown) => (v && typeof v === 'object' ? (v as { _id: string })._id : v);

/** A record as the form holds it: references as ids. */
function toFormValues(def: RecordKindDef, record: RecordOutput): FormValues {
  const values: FormValues = {};
  for (const f of def.fields) {
    const v = record[f.key];
    if (f.type === 'ref' || f.type === 'user') values[f.key] = idOf(v) ?? undefined;
    else if (f.type === 'answers') {
      values[f.key] = (v as { question: NamedRef; offeredAnswer: NamedRef; subAnswers: NamedRef[]; note: string | null }[]).map(
        (a) => ({
          question: a.question._id,
          offeredAnswer: a.offeredAnswer._id,
          subAnswers: a.subAnswers.map((s) => s._id),
          note: a.note ?? undefined,
        }),
      );
    } else values[f.key] = v ?? undefined;
  }
  return values;
}

/** A fixed field (set when sent, never edited) shown as text. */
function fixedText(field: RecordField, value: unknown): string {
  if (field.type === 'user') return (value as { username: string }).username;
  if (field.type === 'bilingual') return localName(value as NamedRef['name']);
  return value ? String(value) : '';
}

/**
 * Add or edit one record of any kind: inputs generated from the kind's fields with the shared rules, references
 * as searchable selects, confirmation, server messages on their fields, then back to the list.
 */
export function RecordFormPage({ def }: { def: RecordKindDef }) {
  const { t } = useTranslation('records');
  const { id } = useParams();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const notify = useNotify();
  const errorText = useRecordErrorText();
  const [form] = Form.useForm<FormValues>();
  const existing = useRecord(def, id);
  const save = useSaveRecord(def);
  const fixed = new Set(id ? (def.fixedAfterCreate ?? []) : []);

  useEffect(() => {
    if (existing.data) form.setFieldsValue(toFormValues(def, existing.data));
  }, [existing.data, def, form]);

  const header = (
    <PageHeader
      title={t(`kinds.${def.kind}.${id ? 'edit' : 'add'}`)}
      crumbs={[{ title: t('menu.group') }, { title: t(`kinds.${def.kind}.plural`), to: recordPages(def).list.href() }]}
    />
  );
  if (isModuleOff(existing.error)) return <RecordsModuleOff def={def} />;
  const notReady = id
    ? recordLoadState({
        header,
        record: existing,
        errorText,
        backTo: recordPages(def).list.href(),
        backLabel: t('form.backToList'),
      })
    : null;
  if (notReady) return notReady;

  const onFinish = async (values: FormValues) => {
    if (!(await confirm(t('form.confirmSave')))) return;
    const body = Object.fromEntries(Object.entries(values).filter(([key]) => !fixed.has(key)));
    try {
      await save.mutateAsync({ id, body: existing.data ? { ...body, version: existing.data.version } : body });
      notify.success(t('form.saved'));
      navigate(recordPages(def).list.href());
    } catch (err) {
      if (err instanceof ApiError) {
        form.setFields(
          (err.details ?? []).map((d) => ({
            name: d.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
            errors: [translateMessage(t, d) ?? d.message],
          })) as never,
        );
      }
      notify.error(t('common:errors.somethingWrong'), errorText(err));
    }
  };

  const onValuesChange = (changed: FormValues) => {
    for (const key of Object.keys(changed)) for (const dep of dependentFields(def, key)) form.setFieldValue(dep, undefined);
  };

  const fixedFields = def.fields.filter((f) => fixed.has(f.key));
  return (
    <>
      {header}
      <Card style={{ maxWidth: 880 }}>
        {existing.data && fixedFields.length > 0 && (
          <Descriptions
            column={1}
            size="small"
            style={{ marginBottom: 16 }}
            items={fixedFields.map((f) => ({
              key: f.key,
              label: fieldLabel(t, def, f),
              children: fixedText(f, existing.data[f.key]),
            }))}
          />
        )}
        <Form form={form} layout="vertical" onFinish={onFinish} onValuesChange={onValuesChange} data-testid="record-form">
          {def.fields
            .filter((f) => !fixed.has(f.key))
            .map((f) => (
              <FieldInput key={f.key} def={def} field={f} />
            ))}
          <FormActions>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="record-save">
              {t('form.save')}
            </Button>
            <Button onClick={() => navigate(recordPages(def).list.href())}>{t('form.cancel')}</Button>
          </FormActions>
        </Form>
      </Card>
    </>
  );
}
