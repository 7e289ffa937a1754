import { GlobalOutlined, MenuOutlined } from '@ant-design/icons';
import { isPublicEntryPath } from '@fikra/shared';
import { Button, ConfigProvider, Drawer, Flex, Grid, Layout } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { hasSession } from '../../lib/session';
import { useChangeLanguage } from '../useChangeLanguage';
import './layout.css';

/** The shop floor's pages (public.html) are loaded by the browser, not drawn by this app: `reloadDocument`. */
const LINKS = [
  { to: paths.auth.ideaForm.href(), key: 'presentIdea' },
  { to: paths.auth.ideaStatus.href(), key: 'ideaStatus' },
  { to: paths.auth.rewardAndRecognition.href(), key: 'rr' },
  { to: paths.auth.sapCodes.href(), key: 'sapCodes' },
  { to: paths.auth.videos.href(), key: 'videos' },
];

const PHONE_THEME = { token: { controlHeight: 44 } };

/** Public top bar (spec §2): login, register, present your idea, change language, R&R, SAP codes, videos. */
export function PublicLayout() {
  const { t } = useTranslation('shell');
  const { change, overlay, otherLanguageLabel } = useChangeLanguage();
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(false);
  const signedIn = hasSession();
  const accountLinks = signedIn
    ? [{ to: paths.admin.dashboard.href(), key: 'dashboard' }]
    : [
        { to: paths.auth.login.href(), key: 'login' },
        { to: paths.auth.register.href(), key: 'register' },
      ];
  const links = [...LINKS, ...accountLinks].map((l) => (
    <NavLink key={l.to} to={l.to} className="public-link" onClick={() => setOpen(false)} reloadDocument={isPublicEntryPath(l.to)}>
      {t(`publicBar.${l.key}`)}
    </NavLink>
  ));
  const language = (
    <Button icon={<GlobalOutlined />} onClick={change} data-testid="change-language">
      {otherLanguageLabel}
    </Button>
  );
  return (
    // on a phone every control is at least 44 px tall, a fingertip's size (issue 9)
    <ConfigProvider theme={screens.sm === false ? PHONE_THEME : undefined}>
      <Layout className="public-layout">
        {overlay}
        <Layout.Header className="public-header">
          <Link to={paths.landing} className="brand" reloadDocument>
            <img src="/logo.svg" alt="" width={32} height={32} />
            <span>{t('common:app.name')}</span>
          </Link>
          {screens.lg ? (
            <Flex gap={4} align="center" component="nav">
              {links}
              {language}
            </Flex>
          ) : (
            <>
              <Button
                type="text"
                icon={<MenuOutlined style={{ color: '#fff' }} />}
                onClick={() => setOpen(true)}
                aria-label={t('publicBar.menu')}
              />
              <Drawer open={open} onClose={() => setOpen(false)} size={260}>
                <Flex vertical gap={8}>
                  {links}
                  {language}
                </Flex>
              </Drawer>
            </>
          )}
        </Layout.Header>
        <Layout.Content className="public-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </ConfigProvider>
  );
}
