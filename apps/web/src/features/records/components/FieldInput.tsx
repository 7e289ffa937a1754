import { bilingualParts, fieldSchema, type RecordField, type RecordKindDef } from '@fikra/shared';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodRule } from '../../../components/zodRule';
import { nameLanguages } from '../../../lib/i18n';
import { AnswersField } from './AnswersField';
import { fieldLabel } from './labels';
import { RecordSelect } from './RecordSelect';
import { UserSelect } from './UserSelect';

const ISO_DAY = 'YYYY-MM-DD';

/** The form input(s) of one field of a kind, checked with the field's shared zod rule. */
export function FieldInput({ def, field }: { def: RecordKindDef; field: RecordField }) {
  const { t } = useTranslation('records');
  const rule = useZodRule();
  const form = Form.useFormInstance();
  const label = fieldLabel(t, def, field);
  const rules = useMemo(() => [rule(fieldSchema(field))], [rule, field]);
  const ours = field.type === 'ref' ? field.sameAs?.ours : undefined;
  const oursValue = Form.useWatch(ours ?? 'noDependency', form) as string | undefined;
  const testId = `record-field-${field.key}`;

  switch (field.type) {
    case 'bilingual': {
      const parts = bilingualParts(field);
      const Text = field.multiline ? Input.TextArea : Input;
      return (
        <Row gutter={16}>
          {nameLanguages().map((lang) => (
            <Col xs={24} md={12} key={lang}>
              <Form.Item
                name={[field.key, lang]}
                label={`${label} (${t(lang === 'en' ? 'form.english' : 'form.arabic')})`}
                rules={[rule(parts[lang])]}
                required={field.required}
              >
                <Text dir={lang === 'en' ? 'ltr' : 'rtl'} lang={lang} autoComplete="off" data-testid={`${testId}-${lang}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      );
    }
    case 'ref': {
      const oursField = ours ? def.fields.find((f) => f.key === ours) : undefined;
      const waitFor = oursField?.required && !oursValue ? fieldLabel(t, def, oursField) : undefined;
      return (
        <Form.Item name={field.key} label={label} rules={rules} required={field.required}>
          <RecordSelect
            kind={field.kind}
            filter={ours && oursValue ? { [field.sameAs!.theirs]: oursValue } : {}}
            waitFor={waitFor}
            testId={testId}
          />
        </Form.Item>
      );
    }
    case 'user':
      return (
        <Form.Item name={field.key} label={label} rules={rules} required>
          <UserSelect />
        </Form.Item>
      );
    case 'answers':
      return <AnswersField field={field} label={label} />;
    case 'date':
      return (
        <Form.Item
          name={field.key}
          label={label}
          rules={rules}
          required={field.required}
          getValueProps={(v: string | undefined) => ({ value: v ? dayjs(v, ISO_DAY) : undefined })}
          normalize={(d: dayjs.Dayjs | null) => (d ? d.format(ISO_DAY) : undefined)}
        >
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} data-testid={testId} />
        </Form.Item>
      );
    case 'number':
      return (
        <Form.Item name={field.key} label={label} rules={rules} required={field.required}>
          <InputNumber min={field.min} max={field.max} style={{ width: '100%' }} data-testid={testId} />
        </Form.Item>
      );
    case 'enum':
      return (
        <Form.Item name={field.key} label={label} rules={rules} initialValue={field.initial}>
          <Select options={field.values.map((v) => ({ value: v, label: t(`enums.${v}`) }))} data-testid={testId} />
        </Form.Item>
      );
    case 'boolean':
      return (
        <Form.Item name={field.key} label={label} valuePropName="checked" initialValue={false}>
          <Switch data-testid={testId} />
        </Form.Item>
      );
    default: {
      const ltr = field.type !== 'text';
      const Text = field.type === 'text' && field.multiline ? Input.TextArea : Input;
      return (
        <Form.Item name={field.key} label={label} rules={rules} required={field.required}>
          <Text dir={ltr ? 'ltr' : undefined} autoComplete="off" data-testid={testId} />
        </Form.Item>
      );
    }
  }
}

/** Fields that follow the one that changed (a city follows its country) are cleared when it changes. */
export function dependentFields(def: RecordKindDef, changedKey: string): string[] {
  return def.fields.filter((f) => f.type === 'ref' && f.sameAs?.ours === changedKey).map((f) => f.key);
}
