import {
  AppstoreOutlined,
  BulbOutlined,
  CloudUploadOutlined,
  ContainerOutlined,
  DashboardOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { type Action, MASTER_DATA_KINDS, masterDataListAction, RECORD_KINDS } from '@fikra/shared';
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
}

const { admin } = paths;

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
      { page: admin.ideas, labelKey: 'menu.idea', action: 'ideas.list' },
      { page: admin.kaizenTemplate, labelKey: 'menu.kaizenTemplate', action: 'ideas.list' },
      { page: admin.importedIdea, labelKey: 'menu.importedIdea', action: 'ideas.import' },
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
    // spec §2: roles outside the matrix see only the dashboard and profile (their notifications stay at /admin/notification)
    entries: RECORD_KINDS.map((k) => ({
      page: admin.segment(k.path),
      labelKey: `records:kinds.${k.kind}.plural`,
      action: 'records.read' as const,
    })),
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
];

/** Public pages of the top bar that later releases build (spec §2 Public area). */
export const PUBLIC_PAGES: Page[] = [
  paths.auth.ideaForm,
  paths.auth.rewardAndRecognition,
  paths.auth.sapCodes,
  paths.auth.videos,
  paths.auth.ideaStatus,
];
