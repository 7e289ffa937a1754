import {
  IDEA_HIERARCHY,
  type IdeaFieldsUpdateInput,
  type IdeaOutput,
  ideaFieldsUpdateBody,
  PRESENTER_TYPES,
} from '@fikra/shared';
import { Button, Col, Form, type FormInstance, Input, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormActions } from './FormActions';
import { clearDependentLevels, HierarchyFields } from './HierarchyFields';
import { IdeaFieldsSection } from './IdeaFieldsSection';
import { useZodRule } from './zodRule';

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

/** The idea's basic fields as the public form lays them out, with the submission's rules (the server's zod schema). */
export function IdeaFieldsForm({
  form,
  saving,
  onSave,
  onCancel,
}: {
  form: FormInstance<IdeaFieldsValues>;
  saving: boolean;
  onSave: (v: IdeaFieldsValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('ideas');
  const zodRule = useZodRule();
  const label = (key: string) => t(`enums:ideaFields.${key}`);
  const item = (name: keyof IdeaFieldsValues) => ({ name, label: label(name), rules: [zodRule(shape[name])] });

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onSave}
      onValuesChange={(changed) => clearDependentLevels(form, changed)}
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
        <Col xs={24}>
          <IdeaFieldsSection />
        </Col>
      </Row>
      <FormActions>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="idea-fields-save">
          {t('common:actions.save')}
        </Button>
        <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>
      </FormActions>
    </Form>
  );
}
