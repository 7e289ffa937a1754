import { Breadcrumb, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';

export interface Crumb {
  title: string;
  to?: string;
}

/**
 * The page's one `<h1>`, with breadcrumbs to the pages above it (Dashboard > …; the title itself is not repeated
 * there) and optional actions on the far side. Every admin page starts with it.
 */
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
  const items = [...home, ...crumbs].map((c, i) => ({
    key: i,
    title: c.to ? <Link to={c.to}>{c.title}</Link> : c.title,
  }));
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <div>
        {items.length > 0 && <Breadcrumb items={items} />}
        <Typography.Title level={1} style={{ margin: '4px 0 0', fontSize: 24 }}>
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
