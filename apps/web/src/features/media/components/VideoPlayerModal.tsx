import type { VideoOutput } from '@fikra/shared';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { localName } from '../../../lib/i18n';

/**
 * 'Play video' (spec §2): the browser's player on GET /v1/file/:videoId, which answers Range requests, so
 * seeking fetches only the part asked for.
 */
export function VideoPlayerModal({ video, onClose }: { video: VideoOutput | null; onClose: () => void }) {
  const { t } = useTranslation('media');
  return (
    <Modal
      open={!!video}
      title={video ? localName(video.videoName) : t('video.play')}
      footer={null}
      onCancel={onClose}
      width={880}
      destroyOnHidden
      centered
    >
      {video && (
        // biome-ignore lint/a11y/useMediaCaption: how-to videos are uploaded without caption files
        <video
          key={video._id}
          src={`/v1/file/${video.videoId}`}
          controls
          autoPlay
          preload="metadata"
          style={{ width: '100%', maxHeight: '70vh', background: '#000' }}
          data-testid="video-player"
        />
      )}
    </Modal>
  );
}
