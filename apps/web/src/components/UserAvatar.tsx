import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';

/** The user's photo (a stored image file) or the default avatar. */
export const avatarSrc = (image: string | null | undefined) => (image ? `/v1/file/${image}` : '/default-avatar.svg');

/** `alt` is required: "" beside the user's name (decorative, decision 011), a meaningful text elsewhere. */
export function UserAvatar({ image, alt, size }: { image: string | null | undefined; alt: string; size?: number }) {
  return <Avatar src={avatarSrc(image)} alt={alt} size={size} icon={<UserOutlined />} data-testid="user-avatar" />;
}
