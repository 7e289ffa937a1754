import { mobile, profileUpdateBody } from '@fikra/shared';
import { Button, Card, Col, Form, Input, Row, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateUser } from '../../../api/updateUser';
import { EmailPreferenceCard } from '../../../components/EmailPreferenceCard';
import { FormActions } from '../../../components/FormActions';
import { useNotify } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { UserContactFields } from '../../../components/UserContactFields';
import { useConfirm } from '../../../components/useConfirm';
import { fieldErrors } from '../../../components/zodRule';
import { ApiError } from '../../../lib/api';
import { useMe } from '../../../lib/auth';
import { ChangePasswordCard } from '../components/ChangePasswordCard';
import { ProfilePhotoCard } from '../components/ProfilePhotoCard';

interface ProfileValues {
  username: string;
  email: string;
  mobile: string;
  userCode?: string;
}

/** Profile (spec §2): greeting, edit form, user type read-only, 'Are you sure?', save, reload; photo; password. */
export function ProfilePage() {
  const { t } = useTranslation('shell');
  const confirm = useConfirm();
  const notify = useNotify();
  const me = useMe();
  const update = useUpdateUser();
  const [form] = Form.useForm<ProfileValues>();
  const s = profileUpdateBody.shape;

  useEffect(() => {
    if (me.data) form.setFieldsValue({ ...me.data, mobile: me.data.mobile ?? '', userCode: me.data.userCode ?? '' });
  }, [me.data, form]);

  if (!me.data) return <Skeleton active />;
  const user = me.data;

  const onFinish = async (values: ProfileValues) => {
    if (!(await confirm(t('common:confirm.profile')))) return;
    try {
      await update.mutateAsync({
        id: user._id,
        version: user.version,
        ...values,
        userCode: values.userCode || undefined,
      });
      notify.success(t('common:messages.savedTitle'), t('profile.saved'));
      setTimeout(() => window.location.reload(), 1000);
    } catch (err) {
      if (err instanceof ApiError) form.setFields(fieldErrors(err.details, t) as never);
      notify.apiError(err);
    }
  };

  return (
    <>
      <PageHeader title={t('profile.title')} />
      <Card style={{ maxWidth: 720 }}>
        <Typography.Title level={4}>{t('profile.greeting', { name: user.username })}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('profile.subtitle')}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={onFinish}>
          <Row gutter={16}>
            <UserContactFields
              schemas={{
                username: s.username.unwrap(),
                email: s.email.unwrap(),
                mobile,
                userCode: s.userCode,
              }}
            />
            <Col xs={24} md={12}>
              <Form.Item label={t('common:fields.userType')} htmlFor="profile-user-type">
                <Input
                  id="profile-user-type"
                  value={t(`roles.${user.userType}`)}
                  readOnly
                  disabled
                  data-testid="profile-user-type"
                />
              </Form.Item>
            </Col>
          </Row>
          <FormActions>
            <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="profile-save">
              {t('common:actions.save')}
            </Button>
          </FormActions>
        </Form>
      </Card>
      <ProfilePhotoCard user={user} />
      <ChangePasswordCard />
      <EmailPreferenceCard />
    </>
  );
}
