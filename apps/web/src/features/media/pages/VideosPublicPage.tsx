import { PlayCircleOutlined } from '@ant-design/icons';
import { PAGE_SIZES, type VideoOutput } from '@fikra/shared';
import { Button, Card, Flex, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { formatSize } from '../../../components/fileSize';
import { useListParams } from '../../../components/useListParams';
import { formatDate, localName } from '../../../lib/i18n';
import { useVideos } from '../api/videos';
import { VideoPlayerModal } from '../components/VideoPlayerModal';

/** /auth/videos (spec §2): the how-to videos for anyone, phone first, each name in the user's language. */
export function VideosPublicPage() {
  const { t } = useTranslation('media');
  const params = useListParams();
  const list = useVideos(params.paging, params.search);
  const [playing, setPlaying] = useState<VideoOutput | null>(null);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={1} style={{ marginBottom: 0, fontSize: 24 }}>
        {t('video.publicTitle')}
      </Typography.Title>
      <Input.Search
        allowClear
        defaultValue={params.search}
        placeholder={t('video.search')}
        aria-label={t('video.search')}
        onSearch={(value) => params.update({ search: value.trim(), page: 1 })}
        data-testid="videos-search"
      />
      <List<VideoOutput>
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        locale={{ emptyText: <EmptyState text={t('video.empty')} /> }}
        rowKey="_id"
        pagination={{
          current: params.paging.page,
          pageSize: params.paging.limit,
          total: list.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          hideOnSinglePage: true,
          onChange: (page, limit) => params.update({ page: limit !== params.paging.limit ? 1 : page, limit }),
        }}
        renderItem={(video) => (
          <List.Item style={{ paddingInline: 0 }}>
            <Card size="small" style={{ width: '100%' }} data-testid="video-card">
              <Flex gap={12} align="center" justify="space-between" wrap>
                <Flex vertical>
                  <Typography.Text strong>{localName(video.videoName)}</Typography.Text>
                  <Typography.Text>
                    {formatSize(video.file.size, t)} · {formatDate(video.createdAt)}
                  </Typography.Text>
                </Flex>
                <Button type="primary" icon={<PlayCircleOutlined />} onClick={() => setPlaying(video)} data-testid="video-play">
                  {t('video.play')}
                </Button>
              </Flex>
            </Card>
          </List.Item>
        )}
        data-testid="videos-list"
      />
      <VideoPlayerModal video={playing} onClose={() => setPlaying(null)} />
    </Flex>
  );
}
