import { PlayCircleOutlined } from '@ant-design/icons';
import { ACCEPT, TIMINGS, UPLOAD_LIMITS, type VideoOutput, videoFields } from '@fikra/shared';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChooseAndUpload } from '../../../components/ChooseAndUpload';
import { SearchableDataTable } from '../../../components/DataTable';
import { formatSize } from '../../../components/fileSize';
import { PageHeader } from '../../../components/PageHeader';
import { RowActions } from '../../../components/RowActions';
import { useDeleteRow } from '../../../components/useDeleteRow';
import { useListParams } from '../../../components/useListParams';
import { useZodRule } from '../../../components/zodRule';
import { formatDate, localName } from '../../../lib/i18n';
import { uploadVideo, useDeleteVideo, useVideos } from '../api/videos';
import { VideoPlayerModal } from '../components/VideoPlayerModal';

type Names = { nameEn: string; nameAr: string };

/**
 * /admin/upload-video (spec §2, §7): names in Arabic and English and one video, uploaded with a progress
 * bar; below, the searchable list with 'Play video' and delete after confirmation.
 */
export function VideoAdminPage() {
  const { t } = useTranslation('media');
  const zodRule = useZodRule();
  const [form] = Form.useForm<Names>();
  const params = useListParams();
  const list = useVideos(params.paging, params.search);
  const remove = useDeleteVideo();
  const [playing, setPlaying] = useState<VideoOutput | null>(null);
  const onDelete = useDeleteRow<VideoOutput>({
    remove: (video) => remove.mutateAsync(video._id),
    list,
    params,
    deleted: [t('video.deleted')],
  });
  const ready = () =>
    form.validateFields().then(
      () => true,
      () => false,
    );

  return (
    <>
      <PageHeader title={t('video.adminTitle')} />
      <Flex vertical gap={16}>
        <Card>
          <Typography.Paragraph>{t('video.intro')}</Typography.Paragraph>
          <Form form={form} layout="vertical" style={{ maxWidth: 520 }} requiredMark>
            <Form.Item name="nameAr" label={t('video.nameAr')} rules={[zodRule(videoFields.shape.nameAr)]} required>
              <Input dir="rtl" data-testid="video-name-ar" />
            </Form.Item>
            <Form.Item name="nameEn" label={t('video.nameEn')} rules={[zodRule(videoFields.shape.nameEn)]} required>
              <Input dir="ltr" data-testid="video-name-en" />
            </Form.Item>
          </Form>
          <ChooseAndUpload
            accept={ACCEPT.video}
            maxBytes={UPLOAD_LIMITS.video}
            chooseLabel={t('video.chooseVideo')}
            ready={ready}
            reloadMs={TIMINGS.videoUploadReloadMs}
            onUpload={(file, onProgress) => uploadVideo(form.getFieldsValue(), file, onProgress)}
            testId="video-upload"
          />
        </Card>
        <SearchableDataTable<VideoOutput>
          list={list}
          params={params}
          searchPlaceholder={t('video.search')}
          testId="videos"
          emptyText={t('video.emptyAdmin')}
          columns={[
            { key: 'name', title: t('video.columns.name'), render: (_, v) => localName(v.videoName) },
            { key: 'size', title: t('video.columns.size'), render: (_, v) => formatSize(v.file.size, t) },
            { key: 'date', title: t('video.columns.date'), render: (_, v) => formatDate(v.createdAt) },
            {
              key: 'actions',
              title: t('common:table.actions'),
              render: (_, v) => (
                <Flex gap={8} align="center">
                  <Button icon={<PlayCircleOutlined />} onClick={() => setPlaying(v)} data-testid="videos-play">
                    {t('video.play')}
                  </Button>
                  <RowActions onDelete={() => onDelete(v)} name={localName(v.videoName)} testId="videos" />
                </Flex>
              ),
            },
          ]}
        />
      </Flex>
      <VideoPlayerModal video={playing} onClose={() => setPlaying(null)} />
    </>
  );
}
