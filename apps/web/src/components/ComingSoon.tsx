import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';

/** The honest state of a page a later release builds: never a blank screen. */
export function ComingSoon({ home = paths.landing }: { home?: string }) {
  const { t } = useTranslation();
  return (
    <Result
      icon={<ClockCircleOutlined style={{ color: '#0b6e4f' }} />}
      title={t('comingSoon.title')}
      subTitle={t('comingSoon.text')}
      extra={
        <Link to={home}>
          <Button type="primary">{t('comingSoon.home')}</Button>
        </Link>
      }
    />
  );
}
