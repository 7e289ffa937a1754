import { REJECTION_REASONS } from '@fikra/shared';
import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Accepted / Rejected / Hold (spec §4). Hold shows its reason; Rejected shows the reason select (default
 * 'High cost'), and 'Other' its free text. The implementation's "rejected" reads "not possible to implement".
 */
export function DecisionFields({ rejectedLabel = 'decision.rejected' }: { rejectedLabel?: string }) {
  const { t } = useTranslation('workflow');
  const accepted = Form.useWatch('accepted');
  const reason = Form.useWatch('reasonOfDenial');
  return (
    <>
      <Form.Item name="accepted" label={t('decision.label')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: true, label: t('decision.accepted') },
            { value: false, label: t(rejectedLabel) },
            { value: 'hold', label: t('decision.hold') },
          ]}
        />
      </Form.Item>
      {accepted === 'hold' && (
        <Form.Item name="reasonOfHold" label={t('fields.reasonOfHold')} required>
          <Input.TextArea autoSize={{ minRows: 2 }} maxLength={5000} />
        </Form.Item>
      )}
      {accepted === false && (
        <Form.Item name="reasonOfDenial" label={t('fields.reasonOfDenial')} required>
          <Select options={REJECTION_REASONS.map((r) => ({ value: r, label: t(`enums:rejectionReasons.${r}`) }))} />
        </Form.Item>
      )}
      {accepted === false && reason === 'Other' && (
        <Form.Item name="otherReason" label={t('fields.otherReason')} required>
          <Input.TextArea autoSize={{ minRows: 2 }} maxLength={5000} />
        </Form.Item>
      )}
    </>
  );
}
