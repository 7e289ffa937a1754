import { Col, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { MasterDataSelect } from './MasterDataSelect';
import { isRequired, useZodRule } from './zodRule';

export interface UserContactSchemas {
  username: ZodType;
  email: ZodType;
  mobile: ZodType;
  userCode: ZodType;
}

/** Username, email, mobile and user code: the fields register, profile and edit-user share (spec §5). */
export function UserContactFields({ schemas, autoComplete = false }: { schemas: UserContactSchemas; autoComplete?: boolean }) {
  const { t } = useTranslation();
  const rule = useZodRule();
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item
          name="username"
          label={t('fields.username')}
          rules={[rule(schemas.username)]}
          required={isRequired(schemas.username)}
        >
          <Input autoComplete={autoComplete ? 'name' : undefined} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="email" label={t('fields.email')} rules={[rule(schemas.email)]} required={isRequired(schemas.email)}>
          <Input type="email" dir="ltr" autoComplete={autoComplete ? 'email' : undefined} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="mobile" label={t('fields.mobile')} rules={[rule(schemas.mobile)]} required={isRequired(schemas.mobile)}>
          <Input inputMode="numeric" dir="ltr" autoComplete={autoComplete ? 'tel' : undefined} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="userCode"
          label={t('fields.userCode')}
          rules={[rule(schemas.userCode)]}
          required={isRequired(schemas.userCode)}
        >
          <Input dir="ltr" />
        </Form.Item>
      </Col>
    </>
  );
}

/** The user's plant (a factory business unit), required: register and the admin's edit of a user. */
export function UserLocationField({ schema, testId }: { schema: ZodType; testId?: string }) {
  const { t } = useTranslation();
  const rule = useZodRule();
  return (
    <Col xs={24} md={12}>
      <Form.Item name="factoryBusinessUnit" label={t('fields.userPlant')} rules={[rule(schema)]} required={isRequired(schema)}>
        <MasterDataSelect kind="factoryBusinessUnit" data-testid={testId} />
      </Form.Item>
    </Col>
  );
}
