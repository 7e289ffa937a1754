import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { RecordField } from '@fikra/shared';
import { Button, Card, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordSelect } from './RecordSelect';

/**
 * An assessment's answers: per row a question of the chosen assessment type, one of that question's offered
 * answers, and that answer's sub answers (each list narrowed to the choice before it; the server checks again).
 */
export function AnswersField({ field, label }: { field: RecordField; label: string }) {
  const { t } = useTranslation('records');
  const form = Form.useFormInstance();
  const assessmentType = Form.useWatch('assessmentType', form) as string | undefined;
  const answers = (Form.useWatch(field.key, form) ?? []) as { question?: string; offeredAnswer?: string }[];
  const typeLabel = t('fields.assessmentType');
  return (
    <Form.Item label={label}>
      <Form.List name={field.key}>
        {(rows, { add, remove }) => (
          <>
            {rows.map((row, i) => (
              <Card key={row.key} size="small" style={{ marginBottom: 8 }} data-testid="record-answer">
                <Row gutter={12}>
                  <Col xs={24} md={12}>
                    <Form.Item name={[row.name, 'question']} label={t('fields.question')} required>
                      <RecordSelect
                        kind="question"
                        filter={{ assessmentType }}
                        waitFor={assessmentType ? undefined : typeLabel}
                        onChange={() => form.setFieldValue([field.key, row.name, 'offeredAnswer'], undefined)}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name={[row.name, 'offeredAnswer']} label={t('fields.offeredAnswer')} required>
                      <RecordSelect
                        kind="offeredAnswer"
                        filter={{ question: answers[i]?.question }}
                        waitFor={answers[i]?.question ? undefined : t('fields.question')}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name={[row.name, 'subAnswers']} label={t('fields.subAnswers')}>
                      <RecordSelect
                        kind="subAnswer"
                        multiple
                        filter={{ offeredAnswer: answers[i]?.offeredAnswer }}
                        waitFor={answers[i]?.offeredAnswer ? undefined : t('fields.offeredAnswer')}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={20} md={10}>
                    <Form.Item name={[row.name, 'note']} label={t('fields.note')}>
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={4} md={2} style={{ display: 'flex', alignItems: 'center' }}>
                    <Button
                      danger
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={t('form.removeAnswer')}
                      onClick={() => remove(row.name)}
                    />
                  </Col>
                </Row>
              </Card>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({})} disabled={!assessmentType} data-testid="record-add-answer">
              {assessmentType ? t('form.addAnswer') : t('form.chooseTypeFirst')}
            </Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
