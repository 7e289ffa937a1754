import { registerPassword } from '@fikra/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRule } from './zodRule';

/** A new password typed twice, with the register rules (spec §5); the form field names are `password` and `repeat`. */
export function NewPasswordFields({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const rule = useZodRule();
  return (
    <>
      <Form.Item name="password" label={t('password.new')} rules={[rule(registerPassword)]} hasFeedback>
        <Input.Password id={`${idPrefix}-password`} autoComplete="new-password" dir="ltr" />
      </Form.Item>
      <Form.Item
        name="repeat"
        label={t('password.repeat')}
        dependencies={['password']}
        hasFeedback
        rules={[
          { required: true, message: t('validation.passwordRequired') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value) => {
              if (value && value !== getFieldValue('password')) throw new Error(t('password.mismatch'));
            },
          }),
        ]}
      >
        <Input.Password id={`${idPrefix}-repeat`} autoComplete="new-password" dir="ltr" />
      </Form.Item>
    </>
  );
}
