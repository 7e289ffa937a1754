import { type HierarchyField, IDEA_HIERARCHY, ideaSubmissionBody } from '@fikra/shared';
import { Col, Form, type FormInstance, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { MasterDataSelect } from './MasterDataSelect';
import { useZodRule } from './zodRule';

type Level = (typeof IDEA_HIERARCHY)[number];
const REQUIRED_LEVELS: readonly HierarchyField[] = ['factoryBusinessUnit', 'areaSection'];
/** A level whose list is only meaningful once its parent is chosen (a location of idea may come without a company). */
const needsParent = (level: Level) => 'parent' in level && level.field !== 'factoryBusinessUnit';
/** Phones get a search box only where scrolling would be slower than typing. */
const SEARCH_FROM = 9;

/** Every level below `field`. */
function descendantsOf(field: string): HierarchyField[] {
  const children = IDEA_HIERARCHY.filter((l) => 'parent' in l && l.parent === field).map((l) => l.field);
  return children.flatMap((c) => [c, ...descendantsOf(c)]);
}

/** A form's onValuesChange: a changed level clears the levels below it, whose choices depended on it. */
export function clearDependentLevels(form: FormInstance, changed: Record<string, unknown>) {
  const cleared = Object.keys(changed).flatMap(descendantsOf);
  if (cleared.length) form.setFieldsValue(Object.fromEntries(cleared.map((f) => [f, undefined])));
}

function LevelSelect({ level, form }: { level: Level; form: FormInstance }) {
  const { t } = useTranslation();
  const rule = useZodRule();
  const parentField = 'parent' in level ? level.parent : undefined;
  const parentId: string | undefined = Form.useWatch(parentField ?? level.field, form);
  const scopedParent = parentField ? parentId : undefined;
  const required = REQUIRED_LEVELS.includes(level.field);
  const waiting = needsParent(level) && !scopedParent;
  return (
    <Form.Item
      required={required}
      name={level.field}
      label={t(`enums:ideaFields.${level.field}`)}
      rules={required ? [rule(ideaSubmissionBody.shape[level.field])] : []}
    >
      <MasterDataSelect
        kind={level.kind}
        parentId={scopedParent}
        requireParent={needsParent(level)}
        searchFrom={SEARCH_FROM}
        allowClear={!required}
        placeholder={waiting ? t('form.chooseParentFirst', { parent: t(`enums:ideaFields.${parentField}`) }) : t('form.select')}
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
