import { Breadcrumb, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';

export interface Crumb {
  title: string;
  to?: string;
}

/** Page title with breadcrumbs (Dashboard > … > this page) and optional actions on the far side. */
export function PageHeader({
  title,
  crumbs = [],
  extra,
  isHome = false,
}: {
  title: string;
  crumbs?: Crumb[];
  extra?: ReactNode;
  isHome?: boolean;
}) {
  const { t } = useTranslation('shell');
  const home = isHome ? [] : [{ title: t('menu.dashboard'), to: paths.admin.dashboard.href() }];
  const items = [...home, ...crumbs, { title }].map((c, i, all) => ({
    key: i,
    title: 'to' in c && c.to && i < all.length - 1 ? <Link to={c.to}>{c.title}</Link> : c.title,
  }));
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <div>
        <Breadcrumb items={items} />
        <Typography.Title level={3} style={{ margin: '4px 0 0' }}>
          {title}
        </Typography.Title>
      </div>
      {extra && (
        <Flex gap={8} wrap>
          {extra}
        </Flex>
      )}
    </Flex>
  );
}
