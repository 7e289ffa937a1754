import { PaperClipOutlined } from '@ant-design/icons';
import type { FileRef } from '@fikra/shared';
import { Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec §9: before/after images display at 250x200. */
export const IMAGE_WIDTH = 250;
export const IMAGE_HEIGHT = 200;

/** Links to the idea's related files (downloaded by id). */
export function RelatedFiles({ files }: { files: FileRef[] }) {
  const { t } = useTranslation('ideas');
  if (!files.length) return <Typography.Text type="secondary">{t('messages.noFiles')}</Typography.Text>;
  return (
    <Flex vertical gap={2} data-testid="idea-files">
      {files.map((f) => (
        <a key={f._id} href={`/v1/file/download/${f._id}`} download={f.filename} dir="auto">
          <PaperClipOutlined /> {f.filename}
        </a>
      ))}
    </Flex>
  );
}

/** The implemented stage's first before and after photos (file ids), 250x200 each, opening full size on click. */
export function BeforeAfterImages({ ideaNumber, before, after }: { ideaNumber: number; before?: string; after?: string }) {
  const { t } = useTranslation('ideas');
  if (!before && !after) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Image.PreviewGroup>
      <Flex gap={8} data-testid="idea-images">
        {(
          [
            ['before', before],
            ['after', after],
          ] as const
        ).map(([key, fileId]) =>
          fileId ? (
            <figure key={key} style={{ margin: 0 }}>
              <Image
                src={`/v1/file/${fileId}`}
                alt={`${t(`enums:ideaFields.${key}`)} — ${ideaNumber}`}
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                style={{ objectFit: 'cover', borderRadius: 6 }}
              />
              <figcaption style={{ textAlign: 'center' }}>{t(`enums:ideaFields.${key}`)}</figcaption>
            </figure>
          ) : null,
        )}
      </Flex>
    </Image.PreviewGroup>
  );
}
