import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { ACCEPT, type UserOutput } from '@fikra/shared';
import { Button, Card, Flex, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback';
import { UserAvatar } from '../../../components/UserAvatar';
import { useConfirm } from '../../../components/useConfirm';
import { useSetProfilePhoto } from '../api/account';
import { scalePhoto } from './scalePhoto';

/** Profile photo (spec §3 user.image): upload, replace or remove; shown in the top bar and the users list. */
export function ProfilePhotoCard({ user }: { user: UserOutput }) {
  const { t } = useTranslation('shell');
  const notify = useNotify();
  const confirm = useConfirm();
  const setPhoto = useSetProfilePhoto(user._id);

  const save = async (photo: Blob | null, done: string) => {
    try {
      await setPhoto.mutateAsync(photo);
      notify.success(t('common:messages.savedTitle'), done);
    } catch (err) {
      notify.apiError(err);
    }
  };

  return (
    <Card style={{ maxWidth: 720, marginTop: 16 }} data-testid="profile-photo">
      <Typography.Title level={4}>{t('photo.title')}</Typography.Title>
      <Flex align="center" gap={24} wrap>
        <UserAvatar
          image={user.image}
          size={96}
          alt={user.image ? t('photo.alt', { name: user.username }) : t('photo.defaultAlt')}
        />
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t('photo.hint')}</Typography.Text>
          <Flex gap={8} wrap>
            <Upload
              accept={ACCEPT.image}
              showUploadList={false}
              maxCount={1}
              beforeUpload={(file) => {
                void scalePhoto(file).then((photo) => save(photo, t('photo.saved')));
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={setPhoto.isPending} data-testid="photo-upload">
                {user.image ? t('photo.replace') : t('photo.upload')}
              </Button>
            </Upload>
            {user.image && (
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={setPhoto.isPending}
                data-testid="photo-remove"
                onClick={async () => {
                  if (await confirm(t('photo.confirmRemove'))) await save(null, t('photo.removed'));
                }}
              >
                {t('photo.remove')}
              </Button>
            )}
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
