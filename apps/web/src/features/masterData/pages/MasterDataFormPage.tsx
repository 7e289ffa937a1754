import {
  type FileRef,
  type MasterDataKindDef,
  type MasterDataRecord,
  masterDataKind,
  masterDataMessages,
  masterDataNameFields,
  type NamedRef,
  parentSelection,
} from '@fikra/shared';
import { Button, Card, Col, Form, Input, Row } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormActions } from '../../../components/FormActions';
import { useNotify } from '../../../components/feedback';
import { MasterDataSelect } from '../../../components/MasterDataSelect';
import { PageHeader } from '../../../components/PageHeader';
import { recordLoadState } from '../../../components/recordLoadState';
import { useConfirm } from '../../../components/useConfirm';
import { fieldErrors, useZodRule } from '../../../components/zodRule';
import { ApiError } from '../../../lib/api';
import { localName, nameLanguages } from '../../../lib/i18n';
import { type MasterDataBody, useCreateMasterData } from '../api/createMasterData';
import { useMasterDataRecord } from '../api/getMasterData';
import { useUpdateMasterData } from '../api/updateMasterData';
import { LogoField } from '../components/LogoField';
import { useMasterDataErrorText } from '../components/useMasterDataErrorText';
import { returnPath, segmentPages } from '../kindRoutes';

interface FormValues {
  name: { en: string; ar: string };
  parents?: string[];
  logo?: FileRef | null;
}

/**
 * Add or edit one master-data record (spec §2 addX / editX/:id): English and Arabic names, the parent
 * multi-select, the spec's messages from the shared schema, confirmation, then back to the kind's list.
 */
export function MasterDataFormPage({ def, listSegment }: { def: MasterDataKindDef; listSegment: string }) {
  const { t } = useTranslation('masterData');
  const { id } = useParams();
  const mode = id ? 'update' : 'create';
  const navigate = useNavigate();
  const rule = useZodRule();
  const confirm = useConfirm();
  const notify = useNotify();
  const errorText = useMasterDataErrorText();
  const [form] = Form.useForm<FormValues>();
  const typedName = Form.useWatch('name', form);
  const [uploading, setUploading] = useState(false);
  const existing = useMasterDataRecord(def, id);
  const create = useCreateMasterData(def);
  const update = useUpdateMasterData(def, id ?? '');
  const parentDef = def.parent ? masterDataKind(def.parent.kind) : undefined;
  const rules = useMemo(() => {
    const names = masterDataNameFields(def, mode);
    return {
      en: rule(names.en),
      ar: rule(names.ar),
      parents: rule(parentSelection(masterDataMessages(def, mode).parentRequired)),
    };
  }, [def, mode, rule]);

  useEffect(() => {
    if (existing.data) form.setFieldsValue(toFormValues(def, existing.data));
  }, [existing.data, def, form]);

  const title = t(`kinds.${def.kind}.${mode === 'create' ? 'add' : 'edit'}`);
  const listTitle = t(`kinds.${def.kind}.plural`);
  const listHref = segmentPages(listSegment).list.href();
  const header = (
    <PageHeader title={title} crumbs={[{ title: t('shell:menu.masterData') }, { title: listTitle, to: listHref }]} />
  );

  const notReady = id
    ? recordLoadState({ header, record: existing, errorText, backTo: listHref, backLabel: t('form.backToList') })
    : null;
  if (notReady) return notReady;

  const onFinish = async (values: FormValues) => {
    if (!(await confirm(t('form.confirmSave')))) return;
    const body: MasterDataBody = {
      name: values.name,
      ...(def.parent ? { [def.parent.field]: values.parents ?? [] } : {}),
      ...(def.hasLogo ? { logo: values.logo?._id ?? null } : {}),
    };
    try {
      if (existing.data) await update.mutateAsync({ ...body, version: existing.data.version });
      else await create.mutateAsync(body);
      notify.success(t('common:messages.savedTitle'), t('form.saved'));
      navigate(returnPath(def));
    } catch (err) {
      if (err instanceof ApiError) {
        const parentField = def.parent?.field;
        const details = err.details?.map((d) => (d.path === parentField ? { ...d, path: 'parents' } : d));
        form.setFields(fieldErrors(details, t) as never);
      }
      notify.error(t('common:errors.somethingWrong'), errorText(err));
    }
  };

  return (
    <>
      {header}
      <Card style={{ maxWidth: 820 }}>
        <Form form={form} layout="vertical" onFinish={onFinish} data-testid="md-form">
          <Row gutter={16}>
            {nameLanguages().map((lang) => (
              <Col xs={24} md={12} key={lang}>
                {lang === 'en' ? (
                  <Form.Item name={['name', 'en']} label={t('fields.nameEn')} rules={[rules.en]}>
                    <Input dir="ltr" lang="en" autoComplete="off" />
                  </Form.Item>
                ) : (
                  <Form.Item name={['name', 'ar']} label={t('fields.nameAr')} rules={[rules.ar]}>
                    <Input dir="rtl" lang="ar" autoComplete="off" />
                  </Form.Item>
                )}
              </Col>
            ))}
            {parentDef && (
              <Col xs={24}>
                <Form.Item name="parents" label={t(`kinds.${parentDef.kind}.plural`)} rules={[rules.parents]}>
                  <MasterDataSelect
                    kind={parentDef.kind}
                    mode="multiple"
                    allowClear
                    placeholder={t('form.parentsPlaceholder')}
                    data-testid="parent-select"
                  />
                </Form.Item>
              </Col>
            )}
            {def.hasLogo && (
              <Col xs={24}>
                <Form.Item name="logo" label={t('fields.logo')} extra={t('form.logoHint')}>
                  <LogoField recordName={localName(typedName)} onBusyChange={setUploading} />
                </Form.Item>
              </Col>
            )}
          </Row>
          <FormActions>
            <Button
              type="primary"
              htmlType="submit"
              loading={create.isPending || update.isPending}
              disabled={uploading}
              data-testid="md-save"
            >
              {t('form.save')}
            </Button>
            <Button onClick={() => navigate(listHref)}>{t('form.cancel')}</Button>
          </FormActions>
        </Form>
      </Card>
    </>
  );
}

function toFormValues(def: MasterDataKindDef, record: MasterDataRecord): FormValues {
  const parents = def.parent ? (record[def.parent.field] as NamedRef[]).map((p) => p._id) : undefined;
  return { name: record.name, parents, logo: record.logo ?? null };
}
