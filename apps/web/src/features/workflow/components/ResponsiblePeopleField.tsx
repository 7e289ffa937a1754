import { Col, DatePicker, Form, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../../lib/i18n';

/** Due date and the responsible people (free names, typed and split on commas) of an evaluation or a score. */
export function ResponsiblePeopleField({ rules }: { rules?: Rule[] }) {
  const { t } = useTranslation('workflow');
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="dueDate" label={t('fields.dueDate')}>
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="responsiblePerson" label={t('fields.responsiblePerson')} required rules={rules}>
          <Select
            mode="tags"
            open={false}
            placeholder={t('fields.responsiblePersonHint')}
            tokenSeparators={[',', '،']}
            suffixIcon={null}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
