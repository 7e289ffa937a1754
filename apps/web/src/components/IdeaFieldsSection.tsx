import { ideaSubmissionBody, KAIZEN_TYPES, PQCDSM } from '@fikra/shared';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CheckboxGroupField } from './CheckboxGroupField';
import { useZodRule } from './zodRule';

const s = ideaSubmissionBody.shape;
const pqcdsmGrid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 8 };

/**
 * The idea itself: kaizen type, estimated annual savings, effect on PQCDSM, title and description, with the
 * submission's rules. Laid out once for the public form and the admin's edit of an idea's fields.
 */
export function IdeaFieldsSection() {
  const { t } = useTranslation();
  const rule = useZodRule();
  const label = (field: string) => t(`enums:ideaFields.${field}`);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item required name="kaizenType" label={label('kaizenType')} rules={[rule(s.kaizenType)]}>
          <Select
            options={KAIZEN_TYPES.map((k) => ({ value: k, label: t(`enums:kaizenTypes.${k}`) }))}
            data-testid="select-kaizenType"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          required
          name="estimatedAnualSavings"
          label={label('estimatedAnualSavings')}
          rules={[rule(s.estimatedAnualSavings)]}
        >
          <InputNumber
            min={0}
            step={100}
            style={{ width: '100%' }}
            placeholder={t('ideaFieldHints.estimatedAnualSavings')}
            inputMode="decimal"
            data-testid="savings"
          />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item required name="effectOnPQCDSM" label={label('effectOnPQCDSM')} rules={[rule(s.effectOnPQCDSM)]}>
          <CheckboxGroupField
            aria-label={label('effectOnPQCDSM')}
            style={pqcdsmGrid}
            options={PQCDSM.map((p) => ({ value: p, label: t(`enums:pqcdsm.${p}`) }))}
            data-testid="pqcdsm"
          />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item required name="ideaText" label={label('ideaText')} rules={[rule(s.ideaText)]}>
          <Input placeholder={t('ideaFieldHints.ideaText')} maxLength={1000} data-testid="idea-text" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item required name="ideaDesc" label={label('ideaDesc')} rules={[rule(s.ideaDesc)]}>
          <Input.TextArea
            placeholder={t('ideaFieldHints.ideaDesc')}
            autoSize={{ minRows: 4, maxRows: 12 }}
            maxLength={5000}
            showCount
            data-testid="idea-desc"
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
