import {
  IDEA_HIERARCHY,
  type IdeaFieldsUpdateInput,
  type IdeaOutput,
  ideaFieldsUpdateBody,
  KAIZEN_TYPES,
  PQCDSM,
  PRESENTER_TYPES,
} from '@fikra/shared';
import { Button, Checkbox, Col, Flex, Form, type FormInstance, Input, InputNumber, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
// the public form's hierarchy pickers: one implementation of the cascade (see the report: it belongs in components/)
import { descendantsOf, HierarchyFields } from '../../../components/HierarchyFields';
import { useZodRule } from '../../../components/zodRule';

export type IdeaFieldsValues = Omit<IdeaFieldsUpdateInput, 'version'>;

/** The form's starting values: the idea's basic fields, references as ids. */
export function fieldsOf(idea: IdeaOutput): IdeaFieldsValues {
  const refs = Object.fromEntries(IDEA_HIERARCHY.map((l) => [l.field, idea[l.field]?._id]));
  return {
    ideaPresenterType: idea.ideaPresenterType,
    employeeName: idea.employeeName,
    employeeCode: idea.employeeCode,
    employeePhone: idea.employeePhone ?? undefined,
    kaizenType: idea.kaizenType as IdeaFieldsValues['kaizenType'],
    effectOnPQCDSM: idea.effectOnPQCDSM as IdeaFieldsValues['effectOnPQCDSM'],
    estimatedAnualSavings: idea.estimatedAnualSavings,
    ideaText: idea.ideaText,
    ideaDesc: idea.ideaDesc,
    ...refs,
    factoryBusinessUnit: refs.factoryBusinessUnit,
    areaSection: refs.areaSection,
  };
}

const shape = ideaFieldsUpdateBody.shape;

/** The idea's basic fields with the submission's rules and messages (the same zod schema as the server). */
export function IdeaFieldsForm({
  form,
  saving,
  onSave,
}: {
  form: FormInstance<IdeaFieldsValues>;
  saving: boolean;
  onSave: (v: IdeaFieldsValues) => void;
}) {
  const { t } = useTranslation('ideas');
  const navigate = useNavigate();
  const zodRule = useZodRule();
  const label = (key: string) => t(`enums:ideaFields.${key}`);
  const item = (name: keyof IdeaFieldsValues) => ({ name, label: label(name), rules: [zodRule(shape[name])] });

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onSave}
      onValuesChange={(changed) => {
        // a changed level clears the levels below it, whose choices depended on it
        const cleared = Object.keys(changed).flatMap(descendantsOf);
        if (cleared.length) form.setFieldsValue(Object.fromEntries(cleared.map((f) => [f, undefined])));
      }}
      scrollToFirstError
      data-testid="idea-fields-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item {...item('ideaPresenterType')} required>
            <Radio.Group options={PRESENTER_TYPES.map((p) => ({ value: p, label: t(`enums:presenterTypes.${p}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('employeeName')} required>
            <Input maxLength={200} dir="auto" data-testid="field-employeeName" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('employeeCode')} required>
            <Input maxLength={60} dir="ltr" data-testid="field-employeeCode" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('employeePhone')}>
            <Input maxLength={30} dir="ltr" inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <HierarchyFields form={form} />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('kaizenType')} required>
            <Select
              options={KAIZEN_TYPES.map((k) => ({ value: k, label: t(`enums:kaizenTypes.${k}`) }))}
              data-testid="field-kaizenType"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('estimatedAnualSavings')} required>
            <InputNumber min={0} style={{ width: '100%' }} dir="ltr" data-testid="field-estimatedAnualSavings" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item {...item('effectOnPQCDSM')} required>
            <Checkbox.Group options={PQCDSM.map((p) => ({ value: p, label: t(`enums:pqcdsm.${p}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item {...item('ideaText')} required>
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 4 }}
              maxLength={1000}
              showCount
              dir="auto"
              data-testid="field-ideaText"
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item {...item('ideaDesc')} required>
            <Input.TextArea
              autoSize={{ minRows: 4, maxRows: 10 }}
              maxLength={5000}
              showCount
              dir="auto"
              data-testid="field-ideaDesc"
            />
          </Form.Item>
        </Col>
      </Row>
      <Flex gap={8} justify="end">
        <Button onClick={() => navigate('/admin/idea')}>{t('actions.backToList')}</Button>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="idea-fields-save">
          {t('common:actions.save')}
        </Button>
      </Flex>
    </Form>
  );
}
