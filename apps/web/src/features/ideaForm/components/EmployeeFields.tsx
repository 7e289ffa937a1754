import { ideaSubmissionBody, isMaskedMobile, PRESENTER_TYPES, TIMINGS } from '@fikra/shared';
import { Col, Form, type FormInstance, Input, Radio, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodRule } from '../../../components/zodRule';
import { useEmployeeLookup } from '../api/lookupEmployee';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Presenter type, employee code, name and phone (spec §4): for an Employee the name is read-only and fills in,
 * with the phone, from the code sheet a second after typing stops; choosing Visitor clears name and code. The
 * phone comes masked (DESIGN §7): the server saves the number on file when the masked value is sent back.
 */
export function EmployeeFields({ form }: { form: FormInstance }) {
  const { t } = useTranslation('ideaForm');
  const rule = useZodRule();
  const s = ideaSubmissionBody.shape;
  const presenter = Form.useWatch('ideaPresenterType', form);
  const code: string | undefined = Form.useWatch('employeeCode', form);
  const isEmployee = presenter === 'Employee';
  const debouncedCode = useDebounced(isEmployee ? code?.trim() || undefined : undefined, TIMINGS.employeeLookupDebounceMs);
  const lookup = useEmployeeLookup(debouncedCode);
  const match = lookup.data;

  useEffect(() => {
    if (!isEmployee || match === undefined) return;
    form.setFieldsValue({ employeeName: match?.name ?? '', employeePhone: match?.mobile ?? '' });
    if (match) void form.validateFields(['employeeName']).catch(() => {});
  }, [match, isEmployee, form]);

  // the lookup is limited per address and for everyone: when it cannot answer, the person types the name
  const lookupFailed = isEmployee && !!debouncedCode && lookup.isError;
  const phone: string | undefined = Form.useWatch('employeePhone', form);
  const codeHelp = !isEmployee
    ? t('form.visitorCodeHint')
    : lookup.isFetching || (code?.trim() && code.trim() !== debouncedCode)
      ? t('form.lookingUp')
      : match
        ? t('form.employeeFound', { name: match.name })
        : match === null
          ? t('form.employeeNotFound')
          : lookupFailed
            ? t('form.lookupUnavailable')
            : t('form.employeeCodeHint');

  return (
    <Row gutter={16}>
      <Col xs={24}>
        <Form.Item
          required
          name="ideaPresenterType"
          label={t('enums:ideaFields.ideaPresenterType')}
          rules={[rule(s.ideaPresenterType)]}
        >
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={PRESENTER_TYPES.map((p) => ({ value: p, label: t(`enums:presenterTypes.${p}`) }))}
            onChange={(e) => {
              if (e.target.value !== 'Employee')
                form.setFieldsValue({ employeeName: undefined, employeeCode: undefined, employeePhone: undefined });
            }}
            data-testid="presenter-type"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          required
          name="employeeCode"
          label={t('enums:ideaFields.employeeCode')}
          rules={[rule(s.employeeCode)]}
          extra={<span data-testid="employee-code-help">{codeHelp}</span>}
        >
          <Input dir="ltr" autoComplete="off" data-testid="employee-code" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item required name="employeeName" label={t('enums:ideaFields.employeeName')} rules={[rule(s.employeeName)]}>
          <Input disabled={isEmployee && !lookupFailed} autoComplete="name" data-testid="employee-name" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="employeePhone"
          label={t('form.phone')}
          rules={[rule(s.employeePhone)]}
          extra={isMaskedMobile(phone) ? <span data-testid="employee-phone-masked">{t('form.phoneMasked')}</span> : undefined}
        >
          <Input dir="ltr" inputMode="tel" autoComplete="tel" data-testid="employee-phone" />
        </Form.Item>
      </Col>
    </Row>
  );
}
