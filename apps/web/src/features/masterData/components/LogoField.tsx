import { DeleteOutlined } from '@ant-design/icons';
import type { FileRef } from '@fikra/shared';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/FileUpload';

/** The spec's 400×200 logo box at half size; the image fits inside it as it does on the journal. */
const BOX = {
  width: 200,
  height: 100,
  padding: 4,
  border: '1px dashed #bfbfbf',
  borderRadius: 8,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
} as const;
const IMAGE = { width: '100%', height: '100%', objectFit: 'contain' } as const;

/**
 * A record's logo in its form (a company's, printed on the kaizen journal): the current logo as it prints
 * (the spec's 400×200 box, at half size), an upload that replaces it, and a button that removes it.
 */
export function LogoField({
  value,
  onChange,
  recordName,
  onBusyChange,
}: {
  value?: FileRef | null;
  onChange?: (logo: FileRef | null) => void;
  /** the record's name in the user's language, for the image's text alternative */
  recordName: string;
  onBusyChange?: (busy: boolean) => void;
}) {
  const { t } = useTranslation('masterData');
  return (
    <Flex gap={16} wrap align="center">
      <div style={BOX} data-testid="md-logo-preview">
        {value ? (
          <img
            src={`/v1/file/${value._id}`}
            alt={t('form.logoAlt', { name: recordName || t('form.logoThisRecord') })}
            style={IMAGE}
          />
        ) : (
          <Typography.Text type="secondary">{t('form.logoNone')}</Typography.Text>
        )}
      </div>
      <Flex vertical gap={8} align="start">
        <FileUpload
          purpose="image"
          max={1}
          value={value ? [value] : []}
          onChange={(files) => onChange?.(files.at(-1) ?? null)}
          onBusyChange={onBusyChange}
          label={t(value ? 'form.logoReplace' : 'form.logoUpload')}
          failedTitle={t('form.logoFailed')}
          testId="md-logo-upload"
          hideStored
        />
        {value && (
          <Button danger icon={<DeleteOutlined />} onClick={() => onChange?.(null)} data-testid="md-logo-remove">
            {t('form.logoRemove')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
