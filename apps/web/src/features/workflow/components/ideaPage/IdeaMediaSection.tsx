import { FileOutlined, FilePdfOutlined, PaperClipOutlined } from '@ant-design/icons';
import { ALLOWED_TYPES, can, type FileRef } from '@fikra/shared';
import { Button, Card, Flex, Image, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdeaWithHistory } from '../../../../api/idea';
import { EmptyState } from '../../../../components/EmptyState';
import { useCurrentUser } from '../../../../lib/session';
import { MediaEditor } from './MediaEditor';

const THUMB = 96;
const isImage = (f: FileRef) => ALLOWED_TYPES.image.includes(f.contentType);

/** A file that is not an image: its name, downloaded on click. */
function FileLink({ file }: { file: FileRef }) {
  const icon = file.contentType === 'application/pdf' ? <FilePdfOutlined /> : <FileOutlined />;
  return (
    <a href={`/v1/file/download/${file._id}`} download={file.filename} className="idea-file-link" data-testid="idea-file">
      {icon} <span dir="auto">{file.filename}</span>
    </a>
  );
}

/** A labelled row of thumbnails; every image of the section opens in the one viewer (zoom, next/prev, keyboard). */
function Photos({ label, files, testId }: { label: string; files: FileRef[]; testId: string }) {
  if (!files.length) return null;
  return (
    <Flex vertical gap={6} data-testid={testId}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Flex gap={8} wrap>
        {files.map((f, n) => (
          <Image
            key={f._id}
            src={`/v1/file/${f._id}`}
            alt={`${label} ${n + 1}`}
            width={THUMB}
            height={THUMB}
            style={{ objectFit: 'cover', borderRadius: 8 }}
          />
        ))}
      </Flex>
    </Flex>
  );
}

/**
 * The operator's photos and the related files (issue 26): images as thumbnails that open in a viewer, other
 * files as downloads, the implementation's before/after photos beside them. An ADMIN adds, replaces and
 * removes the operator's photos and the related files here (issue 30).
 */
export function IdeaMediaSection({ idea }: { idea: IdeaWithHistory }) {
  const { t } = useTranslation('ideaPage');
  const user = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const relatedImages = idea.filesRelated.filter(isImage);
  const documents = idea.filesRelated.filter((f) => !isImage(f));
  const { before, after } = idea.status.implemented;
  const empty = !idea.operatorImg.length && !idea.filesRelated.length && !before.length && !after.length;
  const mayEdit = can(user?.userType, 'ideas.editFields');
  return (
    <Card
      title={t('sections.media')}
      data-testid="idea-media"
      extra={
        mayEdit && !editing ? (
          <Button size="small" icon={<PaperClipOutlined />} onClick={() => setEditing(true)} data-testid="media-edit">
            {t('media.manage')}
          </Button>
        ) : null
      }
    >
      {editing ? (
        <MediaEditor idea={idea} onDone={() => setEditing(false)} />
      ) : empty ? (
        <EmptyState text={t('media.none')} />
      ) : (
        <Flex vertical gap={16}>
          <Image.PreviewGroup>
            <Flex gap={24} wrap>
              <Photos label={t('media.operatorPhotos')} files={idea.operatorImg} testId="operator-photos" />
              <Photos label={t('media.relatedImages')} files={relatedImages} testId="related-images" />
              <Photos label={t('workflow:fields.before')} files={before} testId="before-photos" />
              <Photos label={t('workflow:fields.after')} files={after} testId="after-photos" />
            </Flex>
          </Image.PreviewGroup>
          {documents.length > 0 && (
            <Flex vertical gap={6}>
              <Typography.Text type="secondary">{t('media.documents')}</Typography.Text>
              <Flex vertical gap={4}>
                {documents.map((f) => (
                  <FileLink key={f._id} file={f} />
                ))}
              </Flex>
            </Flex>
          )}
        </Flex>
      )}
    </Card>
  );
}
