import { DECLINE_REASONS, type DeclineReason, declineReplicationBody, proposeReplicationsBody } from '@fikra/shared';
import { Button, Flex, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { IdeaWithHistory } from '../../../../api/idea';
import { useMasterDataNames } from '../../../../api/masterDataNames';
import { useNotify } from '../../../../components/feedback';
import { MasterDataSelect } from '../../../../components/MasterDataSelect';
import { useZodRule } from '../../../../components/zodRule';
import { localName } from '../../../../lib/i18n';
import { useDeclineReplication, useProposeReplications } from '../../api/spread';

/** A unit's locations get a search box from this many on, as in the idea form. */
const SEARCH_FROM = 9;

interface ProposeValues {
  units: string[];
  /** the specific location chosen in each unit, by unit id (none: the whole unit) */
  areas?: Record<string, string | undefined>;
  note?: string;
}

/**
 * Choosing the units to propose the idea to (every unit but its own and those already proposed), for each chosen
 * unit optionally one of its specific locations (the master data the idea form offers), and a note.
 */
export function ProposeModal({
  idea,
  taken,
  open,
  onClose,
}: {
  idea: IdeaWithHistory;
  taken: string[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('spread');
  const rule = useZodRule();
  const notify = useNotify();
  const [form] = Form.useForm<ProposeValues>();
  const propose = useProposeReplications();
  const units = useMasterDataNames('factoryBusinessUnit', { enabled: open });
  const chosen: string[] = Form.useWatch('units', form) ?? [];
  const excluded = new Set([idea.factoryBusinessUnit?._id, ...taken]);
  const options = (units.data?.data ?? [])
    .filter((u) => !excluded.has(u._id))
    .map((u) => ({ value: u._id, label: localName(u.name), search: `${u.name.en} ${u.name.ar}` }));
  const nameOf = (id: string) => options.find((o) => o.value === id)?.label ?? '';

  const submit = async ({ units: picked, areas, note }: ProposeValues) => {
    try {
      const res = await propose.mutateAsync({
        id: idea._id,
        targets: picked.map((factoryBusinessUnit) => ({
          factoryBusinessUnit,
          ...(areas?.[factoryBusinessUnit] ? { areaSection: areas[factoryBusinessUnit] } : {}),
        })),
        note,
      });
      notify.success(t('proposedTitle'), t('proposed', { count: res.data.length }));
      form.resetFields();
      onClose();
    } catch (err) {
      notify.apiError(err);
    }
  };

  return (
    <Modal open={open} title={t('proposeTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} data-testid="spread-propose-form">
        <Form.Item
          name="units"
          label={t('units')}
          rules={[{ required: true, type: 'array', min: 1, message: t('messages:spreadChooseUnits') }]}
        >
          <Select
            mode="multiple"
            options={options}
            loading={units.isFetching}
            showSearch={{ optionFilterProp: 'search' }}
            aria-label={t('units')}
            data-testid="spread-units"
          />
        </Form.Item>
        {chosen.length > 0 && (
          <fieldset className="spread-places" data-testid="spread-places">
            <legend>{t('places')}</legend>
            {chosen.map((unit) => (
              <Form.Item key={unit} name={['areas', unit]} label={nameOf(unit)}>
                <MasterDataSelect
                  kind="areaSection"
                  parentId={unit}
                  allowClear
                  searchFrom={SEARCH_FROM}
                  placeholder={t('wholeUnit')}
                  aria-label={t('placeIn', { unit: nameOf(unit) })}
                  data-testid="spread-place"
                />
              </Form.Item>
            ))}
          </fieldset>
        )}
        <Form.Item name="note" label={t('note')} rules={[rule(proposeReplicationsBody.shape.note)]}>
          <Input.TextArea autoSize={{ minRows: 2 }} maxLength={5000} dir="auto" />
        </Form.Item>
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={propose.isPending} data-testid="spread-propose-submit">
            {t('propose')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}

/** The replication's unit declines it: a reason from the list and a note. */
export function DeclineModal({ idea, open, onClose }: { idea: IdeaWithHistory; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('spread');
  const rule = useZodRule();
  const notify = useNotify();
  const decline = useDeclineReplication();

  const submit = async (v: { reason: DeclineReason; note?: string }) => {
    try {
      await decline.mutateAsync({ id: idea._id, ...v, version: idea.version });
      notify.success(t('declinedTitle'), t('declined'));
      onClose();
    } catch (err) {
      notify.apiError(err);
    }
  };

  return (
    <Modal open={open} title={t('declineTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      <Form layout="vertical" onFinish={submit} data-testid="spread-decline-form">
        <Form.Item name="reason" label={t('reason')} rules={[rule(declineReplicationBody.shape.reason)]}>
          <Select
            options={DECLINE_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) }))}
            aria-label={t('reason')}
            data-testid="spread-decline-reason"
          />
        </Form.Item>
        <Form.Item name="note" label={t('note')} rules={[rule(declineReplicationBody.shape.note)]}>
          <Input.TextArea autoSize={{ minRows: 2 }} maxLength={200} dir="auto" />
        </Form.Item>
        <Flex gap={8} justify="end">
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="primary" danger htmlType="submit" loading={decline.isPending} data-testid="spread-decline-submit">
            {t('decline')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
