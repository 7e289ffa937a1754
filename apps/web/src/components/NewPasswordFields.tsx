import { registerPassword } from '@fikra/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRule } from './zodRule';

/**
 * A new password typed twice, with the register rules (spec §5); the field names are `password` and `repeat`
 * (the form's `name` prefixes their ids, so each label points at its input).
 */
export function NewPasswordFields() {
  const { t } = useTranslation();
  const rule = useZodRule();
  return (
    <>
      <Form.Item name="password" label={t('password.new')} rules={[rule(registerPassword)]} required hasFeedback>
        <Input.Password autoComplete="new-password" dir="ltr" />
      </Form.Item>
      <Form.Item
        name="repeat"
        label={t('password.repeat')}
        dependencies={['password']}
        required
        hasFeedback
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value) => {
              if (!value) throw new Error(t('validation.passwordRequired'));
              if (value !== getFieldValue('password')) throw new Error(t('password.mismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" dir="ltr" />
      </Form.Item>
    </>
  );
}
