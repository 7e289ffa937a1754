import {
  AppstoreOutlined,
  BellOutlined,
  BulbOutlined,
  CloudUploadOutlined,
  ContainerOutlined,
  DashboardOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import {
  type Action,
  inRecordsModule,
  MASTER_DATA_KINDS,
  masterDataListAction,
  RECORD_KINDS,
  type RecordKindDef,
} from '@fikra/shared';
import type { ReactNode } from 'react';
import { type Page, paths } from '../config/paths';

export interface MenuEntry {
  /** the page it opens; its `path` is the entry's key, which routes name in `handle.menuKey` */
  page: Page;
  labelKey: string;
  action?: Action;
}
export interface MenuGroup {
  key: string;
  labelKey: string;
  icon: ReactNode;
  /** a group with a single entry and no children renders as one item */
  entries: MenuEntry[];
  /** an optional module of the plant's settings: the group shows only while an administrator has it on */
  module?: 'records';
}

const { admin } = paths;

const recordEntry = (k: RecordKindDef) => ({
  page: admin.segment(k.path),
  labelKey: `records:kinds.${k.kind}.plural`,
  action: 'records.read' as const,
});

/** The admin side navigation: every admin page of spec §2, grouped, each guarded by a permission. */
export const MENU: MenuGroup[] = [
  {
    key: 'dashboard',
    labelKey: 'menu.dashboard',
    icon: <DashboardOutlined />,
    entries: [{ page: admin.dashboard, labelKey: 'menu.dashboard' }],
  },
  {
    key: 'profile',
    labelKey: 'menu.profile',
    icon: <UserOutlined />,
    entries: [{ page: admin.profile, labelKey: 'menu.profile' }],
  },
  {
    key: 'ideas',
    labelKey: 'menu.ideas',
    icon: <BulbOutlined />,
    entries: [
      { page: admin.queue, labelKey: 'ideaPage:queue.menu', action: 'ideas.editStatus' },
      { page: admin.ideas, labelKey: 'menu.idea', action: 'ideas.list' },
      { page: admin.kaizenTemplate, labelKey: 'menu.kaizenTemplate', action: 'ideas.list' },
      { page: admin.importedIdea, labelKey: 'menu.importedIdea', action: 'ideas.list' },
      { page: admin.kaizenTemplateImported, labelKey: 'menu.kaizenTemplateImported', action: 'ideas.list' },
      { page: admin.ideaScores, labelKey: 'menu.ideaScore', action: 'ideas.score' },
    ],
  },
  {
    key: 'masterData',
    labelKey: 'menu.masterData',
    icon: <AppstoreOutlined />,
    entries: MASTER_DATA_KINDS.map((k) => ({
      page: admin.segment(k.kind),
      labelKey: `menu.${k.kind}`,
      action: masterDataListAction(k.kind),
    })),
  },
  {
    key: 'records',
    labelKey: 'records:menu.group',
    icon: <ContainerOutlined />,
    module: 'records',
    // spec §2: roles outside the matrix see only the dashboard and profile (their notifications stay at /admin/notification)
    entries: RECORD_KINDS.filter(inRecordsModule).map(recordEntry),
  },
  {
    key: 'users',
    labelKey: 'menu.users',
    icon: <TeamOutlined />,
    entries: [{ page: admin.users, labelKey: 'menu.usersList', action: 'users.list' }],
  },
  {
    key: 'uploads',
    labelKey: 'menu.uploads',
    icon: <CloudUploadOutlined />,
    entries: [
      { page: admin.employeeCodeSheet, labelKey: 'menu.employeeCodeSheet', action: 'uploads.manage' },
      { page: admin.rewardAndRecognition, labelKey: 'menu.rewardAndRecognition', action: 'uploads.manage' },
      { page: admin.sapCodes, labelKey: 'menu.sapCodes', action: 'uploads.manage' },
      { page: admin.uploadVideo, labelKey: 'menu.uploadVideo', action: 'uploads.manage' },
      { page: admin.uploadBackupFile, labelKey: 'menu.uploadBackupFile', action: 'backup.restore' },
    ],
  },
  {
    key: 'notifications',
    labelKey: 'notify:web.menu.group',
    icon: <BellOutlined />,
    entries: [
      // a person's own notifications are not part of the optional records module: listed here whatever it is set to
      ...RECORD_KINDS.filter((k) => !inRecordsModule(k)).map(recordEntry),
      { page: admin.deliveries, labelKey: 'notify:web.menu.deliveries', action: 'notifications.deliveries' },
      { page: admin.webhooks, labelKey: 'notify:web.menu.webhooks', action: 'webhooks.manage' },
    ],
  },
  {
    key: 'settings',
    labelKey: 'menu.settings',
    icon: <SettingOutlined />,
    entries: [{ page: admin.settings, labelKey: 'menu.settings', action: 'settings.edit' }],
  },
];

/** Whether the group belongs in the menu with the plant's modules as set (none is on until the settings arrive). */
export const groupInUse = (group: MenuGroup, modules: { recordsEnabled?: boolean } | undefined) =>
  group.module !== 'records' || !!modules?.recordsEnabled;

/** Public pages of the top bar that later releases build (spec §2 Public area). */
export const PUBLIC_PAGES: Page[] = [
  paths.auth.ideaForm,
  paths.auth.rewardAndRecognition,
  paths.auth.sapCodes,
  paths.auth.videos,
  paths.auth.ideaStatus,
];
