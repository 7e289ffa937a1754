import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, List, Popover, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type NotificationRecord, useLatestNotifications, useMarkRead, useUnreadCount } from '../api/notifications';
import { paths } from '../config/paths';
import { currentLanguage } from '../lib/i18n';
import { EmptyState } from './EmptyState';

/**
 * The bell of the top bar (issue 27): the unread count, the newest notifications with a dot on unread ones, and
 * a link to each idea. Opening one marks it read; "mark all as read" clears the count.
 */
export function NotificationBell() {
  const { t } = useTranslation('notify');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount(true);
  const latest = useLatestNotifications(open);
  const mark = useMarkRead();
  const lang = currentLanguage();
  const count = unread.data?.count ?? 0;

  const openOne = async (n: NotificationRecord) => {
    setOpen(false);
    if (!n.read) await mark.one.mutateAsync(n).catch(() => {});
    if (n.link) navigate(n.link);
  };

  const content = (
    <div className="notification-bell-panel" style={{ width: 'min(360px, calc(100vw - 32px))' }}>
      {latest.data?.data.length ? (
        <List
          size="small"
          dataSource={latest.data.data}
          renderItem={(n) => (
            <List.Item style={{ paddingInline: 0 }}>
              <button
                type="button"
                className="notification-bell-item"
                onClick={() => openOne(n)}
                data-testid="notification-item"
                aria-label={`${n.read ? '' : `${t('web.bell.unread')}: `}${n.title[lang]}`}
              >
                <Flex gap={8} align="start">
                  <Badge status={n.read ? 'default' : 'processing'} style={{ visibility: n.read ? 'hidden' : 'visible' }} />
                  <span style={{ minWidth: 0 }}>
                    <Typography.Text strong={!n.read} dir="auto" style={{ display: 'block' }}>
                      {n.title[lang]}
                    </Typography.Text>
                    <Typography.Text type="secondary" dir="auto" style={{ display: 'block', fontSize: 13 }}>
                      {n.body[lang]}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {dayjs(n.createdAt).format('DD/MM/YYYY HH:mm')}
                    </Typography.Text>
                  </span>
                </Flex>
              </button>
            </List.Item>
          )}
        />
      ) : (
        <EmptyState text={t('web.bell.empty')} />
      )}
      <Flex justify="space-between" gap={8} wrap style={{ borderTop: '1px solid #f0f0f0', paddingTop: 8 }}>
        <Button size="small" disabled={!count} loading={mark.all.isPending} onClick={() => mark.all.mutate()}>
          {t('web.bell.markAll')}
        </Button>
        <Button
          size="small"
          type="link"
          onClick={() => {
            setOpen(false);
            navigate(paths.admin.notifications.href());
          }}
        >
          {t('web.bell.seeAll')}
        </Button>
      </Flex>
    </div>
  );

  return (
    <Popover
      content={content}
      title={t('web.bell.title')}
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      // below the bell and shifted into the window: 'bottomRight' only flips, and on a phone it left the panel
      // half outside the screen (its title and buttons cut off, in both languages)
      placement="bottom"
      arrow={false}
    >
      <Button
        type="text"
        data-testid="notification-bell"
        aria-label={count ? t('web.bell.labelCount', { count }) : t('web.bell.label')}
        icon={
          <Badge count={count} size="small" overflowCount={99}>
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
    </Popover>
  );
}
