import { type HierarchyField, IDEA_HIERARCHY, ideaSubmissionBody, masterDataKind, type NamedRef } from '@fikra/shared';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, type FormInstance, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, qs } from '../lib/api';
import { localName } from '../lib/i18n';
import { useZodRule } from './zodRule';

type Level = (typeof IDEA_HIERARCHY)[number];
const REQUIRED_LEVELS: readonly HierarchyField[] = ['factoryBusinessUnit', 'areaSection'];
/** A level whose list is only meaningful once its parent is chosen (a location of idea may come without a company). */
const needsParent = (level: Level) => 'parent' in level && level.field !== 'factoryBusinessUnit';

/** Every level below `field`, so a changed choice can clear the choices that depended on it. */
export function descendantsOf(field: string): HierarchyField[] {
  const children = IDEA_HIERARCHY.filter((l) => 'parent' in l && l.parent === field).map((l) => l.field);
  return children.flatMap((c) => [c, ...descendantsOf(c)]);
}

/**
 * The records of a master-data kind for a dropdown (readable without signing in), optionally only those
 * under one parent. `enabled` is false while a required parent is not chosen yet.
 */
const useHierarchyNames = (kind: string, parentId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['names', kind, parentId ?? null],
    queryFn: () => api.get<{ data: NamedRef[] }>(`/${masterDataKind(kind)?.path}/names${qs({ parentId })}`, { anonymous: true }),
    enabled,
    staleTime: 5 * 60_000,
  });

function LevelSelect({ level, form }: { level: Level; form: FormInstance }) {
  const { t } = useTranslation();
  const rule = useZodRule();
  const parentField = 'parent' in level ? level.parent : undefined;
  const parentId: string | undefined = Form.useWatch(parentField ?? level.field, form);
  const scopedParent = parentField ? parentId : undefined;
  const enabled = !needsParent(level) || !!scopedParent;
  const names = useHierarchyNames(level.kind, scopedParent, enabled);
  const required = REQUIRED_LEVELS.includes(level.field);
  const options = (names.data?.data ?? []).map((n) => ({ value: n._id, label: localName(n.name) }));
  return (
    <Form.Item
      required={required}
      name={level.field}
      label={t(`enums:ideaFields.${level.field}`)}
      rules={required ? [rule(ideaSubmissionBody.shape[level.field])] : []}
    >
      <Select
        allowClear={!required}
        disabled={!enabled}
        loading={names.isFetching}
        placeholder={enabled ? t('form.select') : t('form.chooseParentFirst', { parent: t(`enums:ideaFields.${parentField}`) })}
        options={options}
        showSearch={options.length > 8 ? { optionFilterProp: 'label' } : false}
        data-testid={`select-${level.field}`}
      />
    </Form.Item>
  );
}

/** The idea's place: company, location, specific location, AIC; department, stage, first and second cut. */
export function HierarchyFields({ form }: { form: FormInstance }) {
  return (
    <Row gutter={16}>
      {IDEA_HIERARCHY.map((level) => (
        <Col key={level.field} xs={24} md={12}>
          <LevelSelect level={level} form={form} />
        </Col>
      ))}
    </Row>
  );
}
