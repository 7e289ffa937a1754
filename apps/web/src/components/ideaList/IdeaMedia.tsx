import { PaperClipOutlined } from '@ant-design/icons';
import type { FileRef } from '@fikra/shared';
import { Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A table's thumbnails are small and of one size (issue 26): a row never grows wider for a photo. */
export const THUMB_SIZE = 48;

/** Links to the idea's related files (downloaded by id), each cut at the cell's end with its full name on hover. */
export function RelatedFiles({ files }: { files: FileRef[] }) {
  const { t } = useTranslation('ideas');
  if (!files.length) return <Typography.Text type="secondary">{t('messages.noFiles')}</Typography.Text>;
  return (
    <Flex vertical gap={2} data-testid="idea-files" style={{ maxWidth: 200 }}>
      {files.map((f) => (
        <Typography.Text key={f._id} ellipsis={{ tooltip: f.filename }}>
          <a href={`/v1/file/download/${f._id}`} download={f.filename} dir="auto">
            <PaperClipOutlined /> {f.filename}
          </a>
        </Typography.Text>
      ))}
    </Flex>
  );
}

export type IdeaPhotoKind = 'operator' | 'before' | 'after';

/**
 * An idea's photos in a table cell: the operator's photo, then the first before and after photos of the
 * implementation, each a small square thumbnail that opens full size in one viewer (zoom, next/previous, keys).
 */
export function IdeaThumbs({ ideaNumber, photos }: { ideaNumber: number; photos: Partial<Record<IdeaPhotoKind, string>> }) {
  const { t } = useTranslation('ideas');
  const shown = (['operator', 'before', 'after'] as const).flatMap((kind) => {
    const fileId = photos[kind];
    return fileId ? [{ kind, fileId }] : [];
  });
  if (!shown.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Image.PreviewGroup>
      <Flex gap={6} data-testid="idea-images" style={{ flexWrap: 'nowrap' }}>
        {shown.map(({ kind, fileId }) => (
          <Image
            key={kind}
            src={`/v1/file/${fileId}`}
            alt={t(`photos.${kind}`, { number: ideaNumber })}
            title={t(`photos.${kind}`, { number: ideaNumber })}
            width={THUMB_SIZE}
            height={THUMB_SIZE}
            style={{ objectFit: 'cover', borderRadius: 4 }}
            data-testid={`thumb-${kind}`}
          />
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}
