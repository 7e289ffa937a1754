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
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('comingSoon.title')}</h1>}
      subTitle={t('comingSoon.text')}
      extra={
        <Link to={home} reloadDocument={home === paths.landing}>
          <Button type="primary">{t('comingSoon.home')}</Button>
        </Link>
      }
    />
  );
}
