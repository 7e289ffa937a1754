import { type EditUserBody, editUserBody, ROLES, type UserOutput } from '@fikra/shared';
import { Alert, Button, Card, Col, Form, Row, Select, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useUpdateUser } from '../../../api/updateUser';
import { useUser } from '../../../api/user';
import { FormActions } from '../../../components/FormActions';
import { useNotify } from '../../../components/feedback';
import { MasterDataSelect } from '../../../components/MasterDataSelect';
import { PageHeader } from '../../../components/PageHeader';
import { UserContactFields, UserLocationField } from '../../../components/UserContactFields';
import { useConfirm } from '../../../components/useConfirm';
import { fieldErrors, useZodRule } from '../../../components/zodRule';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { SetPasswordCard } from '../components/SetPasswordCard';

type FormValues = Omit<EditUserBody, 'version'>;

const toFormValues = (u: UserOutput): Partial<FormValues> => ({
  username: u.username,
  email: u.email,
  mobile: u.mobile ?? '',
  userCode: u.userCode ?? '',
  userType: u.userType as FormValues['userType'],
  company: u.company?._id ?? null,
  factoryBusinessUnit: u.factoryBusinessUnit?._id,
});

/** ADMIN edit of a user (spec §2 editUser/:id, §5): every field, 'Are you sure?', then back to /admin/user. */
export function EditUserPage() {
  const { t } = useTranslation('users');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const rule = useZodRule();
  const confirm = useConfirm();
  const notify = useNotify();
  const user = useUser(id);
  const update = useUpdateUser();
  const [form] = Form.useForm<FormValues>();
  const s = editUserBody.shape;

  useEffect(() => {
    if (user.data) form.setFieldsValue(toFormValues(user.data));
  }, [user.data, form]);

  const header = <PageHeader title={t('edit.title')} crumbs={[{ title: t('list.title'), to: paths.admin.users.href() }]} />;
  if (user.isError) {
    return (
      <>
        {header}
        <Alert
          type="warning"
          showIcon
          title={notify.apiErrorText(user.error)}
          description={<Link to={paths.admin.users.href()}>{t('edit.backToList')}</Link>}
        />
      </>
    );
  }
  if (!user.data) {
    return (
      <>
        {header}
        <Skeleton active />
      </>
    );
  }
  const original = user.data;
  // what the user has not got (the first ADMIN: no mobile, no unit) is not asked for to change another field
  const schemas = {
    ...s,
    mobile: original.mobile === null ? s.mobile.optional() : s.mobile,
    factoryBusinessUnit: original.factoryBusinessUnit === null ? s.factoryBusinessUnit.optional() : s.factoryBusinessUnit,
  };

  const onFinish = async (values: FormValues) => {
    if (!(await confirm(t('edit.confirm')))) return;
    try {
      const saved = await update.mutateAsync({
        id,
        ...values,
        mobile: values.mobile || undefined,
        company: values.company ?? null,
        userCode: values.userCode || undefined,
        version: original.version,
      });
      const sessionsEnded =
        saved.userType !== original.userType || saved.factoryBusinessUnit?._id !== original.factoryBusinessUnit?._id;
      notify.success(
        t('common:messages.savedTitle'),
        sessionsEnded ? `${t('edit.saved')} ${t('edit.sessionsEnded')}` : t('edit.saved'),
      );
      navigate(paths.admin.users.href());
    } catch (err) {
      if (err instanceof ApiError) form.setFields(fieldErrors(err.details, t) as never);
      notify.apiError(err);
    }
  };

  return (
    <>
      {header}
      <Card style={{ maxWidth: 820 }}>
        <Form form={form} layout="vertical" onFinish={onFinish} data-testid="edit-user-form">
          <Row gutter={16}>
            <UserContactFields schemas={schemas} />
            <Col xs={24} md={12}>
              <Form.Item name="userType" label={t('common:fields.userType')} rules={[rule(s.userType)]}>
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  options={ROLES.map((r) => ({ value: r, label: t(`shell:roles.${r}`) }))}
                  data-testid="edit-user-type"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="company" label={t('common:fields.company')}>
                <MasterDataSelect kind="company" allowClear placeholder={t('edit.companyPlaceholder')} />
              </Form.Item>
            </Col>
            <UserLocationField schema={schemas.factoryBusinessUnit} />
          </Row>
          <FormActions>
            <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="edit-user-save">
              {t('common:actions.save')}
            </Button>
            <Button onClick={() => navigate(paths.admin.users.href())}>{t('common:actions.cancel')}</Button>
          </FormActions>
        </Form>
      </Card>
      <SetPasswordCard userId={original._id} username={original.username} />
    </>
  );
}
