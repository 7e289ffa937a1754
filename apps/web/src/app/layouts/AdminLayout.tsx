import {
  GlobalOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SearchOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { can, TIMINGS } from '@fikra/shared';
import { Button, Dropdown, Flex, Grid, Input, Layout, Menu, type MenuProps, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatches, useNavigate, useSearchParams } from 'react-router';
import { usePlantSettings } from '../../api/plantSettings';
import { NotificationBell } from '../../components/NotificationBell';
import { UserAvatar } from '../../components/UserAvatar';
import { paths } from '../../config/paths';
import { logout as endSession } from '../../lib/auth';
import { useCurrentUser } from '../../lib/session';
import { groupInUse, MENU, type MenuEntry } from '../menu';
import { SessionWatcher } from '../SessionWatcher';
import { useChangeLanguage } from '../useChangeLanguage';
import './layout.css';
import { selectedMenuKey } from './selectedMenuKey';

const narrowQuery = `(max-width: ${TIMINGS.sidebarAutoCloseWidth - 1}px)`;

/** Admin shell (spec §2): side navigation filtered by role, top bar with avatar and user menu. */
export function AdminLayout() {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const { change, overlay, otherLanguageLabel } = useChangeLanguage();
  const [collapsed, setCollapsed] = useState(() => window.matchMedia(narrowQuery).matches);
  const [filter, setFilter] = useState('');
  const [searchOpen, setSearchOpen] = useState(false);

  useEffect(() => {
    const mq = window.matchMedia(narrowQuery);
    const onChange = () => mq.matches && setCollapsed(true);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);

  // on a phone the open menu lies over the page: Escape closes it, like a tap beside it, and the keyboard's focus
  // returns to the button that opened it
  const menuToggle = useRef<HTMLButtonElement>(null);
  const menuOverPage = !collapsed && !screens.md;
  useEffect(() => {
    if (!menuOverPage) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setCollapsed(true);
      menuToggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOverPage]);

  const [search] = useSearchParams();
  const selected = selectedMenuKey(
    useMatches().map((m) => m.handle),
    search,
  );
  const settings = usePlantSettings(!!user);
  const items = useMemo<MenuProps['items']>(() => {
    const q = filter.trim().toLowerCase();
    return MENU.filter((group) => groupInUse(group, settings.data))
      .map((group) => {
        const entries = group.entries
          .filter((e) => !e.action || can(user?.userType, e.action))
          .filter((e) => !q || t(e.labelKey).toLowerCase().includes(q));
        if (!entries.length) return null;
        // only the profile's address uses the user's id
        const item = (e: MenuEntry) => ({ key: e.page.path, label: <Link to={e.page.href(user?._id)}>{t(e.labelKey)}</Link> });
        if (group.entries.length === 1) return { ...item(entries[0]), icon: group.icon };
        return { key: group.key, icon: group.icon, label: t(group.labelKey), children: entries.map(item) };
      })
      .filter(Boolean);
  }, [user, t, filter, settings.data]);
  const openGroup = MENU.find((g) => g.entries.length > 1 && g.entries.some((e) => e.page.path === selected))?.key;
  const [openKeys, setOpenKeys] = useState<string[]>(openGroup ? [openGroup] : []);
  // a collapsed menu shows a group as a flyout: none is open until the user points at one (the page's own group
  // would otherwise open by itself over the content, on a phone above all)
  const [flyoutKeys, setFlyoutKeys] = useState<string[]>([]);

  const logout = async () => {
    await endSession();
    navigate('/', { replace: true });
  };

  const userMenu: MenuProps = {
    items: [
      { key: 'welcome', type: 'group', label: t('topBar.welcome', { name: user?.username ?? '' }) },
      { type: 'divider' },
      {
        key: 'profile',
        icon: <UserOutlined />,
        label: t('topBar.profile'),
        onClick: () => navigate(paths.admin.profile.href(user?._id)),
      },
      { key: 'language', icon: <GlobalOutlined />, label: otherLanguageLabel, onClick: change },
      { key: 'logout', icon: <LogoutOutlined />, danger: true, label: t('topBar.logout'), onClick: logout },
    ],
  };

  return (
    <Layout hasSider style={{ minHeight: '100vh' }}>
      {overlay}
      <SessionWatcher />
      {/* on a phone the open menu lies over the page: a tap beside it closes it */}
      {menuOverPage && (
        <div className="admin-sider-backdrop" onClick={() => setCollapsed(true)} aria-hidden data-testid="menu-backdrop" />
      )}
      {/* the column stretches to the page's full height in the menu's colour; the menu inside stays in view */}
      <div className="admin-sider-column">
        <Layout.Sider
          className="admin-sider"
          width={250}
          collapsible
          collapsed={collapsed}
          collapsedWidth={screens.md ? 80 : 0}
          trigger={null}
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
        >
          <Link
            to={paths.admin.dashboard.href()}
            className="brand"
            style={{ display: 'flex', alignItems: 'center', gap: 10, fontWeight: 700, fontSize: 18 }}
          >
            {/* the link's name: the text beside it, or the logo's alternative when the menu is collapsed */}
            <img src="/logo.svg" alt={collapsed ? t('common:app.name') : ''} width={30} height={30} />
            {!collapsed && <span>{t('common:app.name')}</span>}
          </Link>
          {searchOpen && !collapsed && (
            <div style={{ padding: '0 12px 8px' }}>
              <Input
                allowClear
                autoFocus
                size="small"
                placeholder={t('menu.search')}
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
              />
            </div>
          )}
          <Menu
            theme="dark"
            mode="inline"
            selectedKeys={[selected]}
            openKeys={filter ? MENU.map((g) => g.key) : collapsed ? flyoutKeys : openKeys}
            onOpenChange={collapsed ? setFlyoutKeys : setOpenKeys}
            items={items}
            onClick={() => {
              setFlyoutKeys([]);
              if (window.matchMedia(narrowQuery).matches) setCollapsed(true);
            }}
          />
        </Layout.Sider>
      </div>
      <Layout>
        <Layout.Header className="admin-header">
          <Flex align="center" gap={8}>
            <Button
              ref={menuToggle}
              type="text"
              aria-label={collapsed ? t('menu.expand') : t('menu.collapse')}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => setCollapsed(!collapsed)}
            />
            {!screens.lg && (
              <Button
                type="text"
                aria-label={t('menu.search')}
                icon={<SearchOutlined />}
                onClick={() => {
                  setSearchOpen(!searchOpen);
                  setCollapsed(false);
                }}
              />
            )}
          </Flex>
          <Flex align="center" gap={4}>
            <NotificationBell />
            <Dropdown menu={userMenu} trigger={['click']} placement="bottomRight">
              <Button type="text" style={{ height: 48 }} data-testid="user-menu">
                <Flex align="center" gap={8}>
                  {/* beside the user's name: decorative, so an empty text alternative */}
                  <UserAvatar image={user?.image} alt="" />
                  <Typography.Text className="admin-username">{user?.username?.toUpperCase()}</Typography.Text>
                </Flex>
              </Button>
            </Dropdown>
          </Flex>
        </Layout.Header>
        <Layout.Content className="admin-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
