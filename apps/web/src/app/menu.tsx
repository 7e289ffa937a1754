import {
  AppstoreOutlined,
  BulbOutlined,
  CloudUploadOutlined,
  ContainerOutlined,
  DashboardOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { type Action, MASTER_DATA_KINDS, RECORD_KINDS } from '@fikra/shared';
import type { ReactNode } from 'react';

export interface MenuEntry {
  /** path under /admin */
  path: string;
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

/** The admin side navigation: every admin page of spec §2, grouped, each guarded by a permission. */
export const MENU: MenuGroup[] = [
  {
    key: 'dashboard',
    labelKey: 'menu.dashboard',
    icon: <DashboardOutlined />,
    entries: [{ path: 'dashboard', labelKey: 'menu.dashboard' }],
  },
  { key: 'profile', labelKey: 'menu.profile', icon: <UserOutlined />, entries: [{ path: 'profile', labelKey: 'menu.profile' }] },
  {
    key: 'ideas',
    labelKey: 'menu.ideas',
    icon: <BulbOutlined />,
    entries: [
      { path: 'idea', labelKey: 'menu.idea', action: 'ideas.list' },
      { path: 'kaizenTemplate', labelKey: 'menu.kaizenTemplate', action: 'ideas.backup' },
      { path: 'imported-idea', labelKey: 'menu.importedIdea', action: 'ideas.import' },
      { path: 'kaizenTemplateImported', labelKey: 'menu.kaizenTemplateImported', action: 'ideas.import' },
      { path: 'idea-score', labelKey: 'menu.ideaScore', action: 'ideas.score' },
    ],
  },
  {
    key: 'masterData',
    labelKey: 'menu.masterData',
    icon: <AppstoreOutlined />,
    entries: MASTER_DATA_KINDS.map((k) => ({ path: k.kind, labelKey: `menu.${k.kind}`, action: 'masterData.list' as const })),
  },
  {
    key: 'records',
    labelKey: 'records:menu.group',
    icon: <ContainerOutlined />,
    // spec §2: roles outside the matrix see only the dashboard and profile (their notifications stay at /admin/notification)
    entries: RECORD_KINDS.map((k) => ({
      path: k.path,
      labelKey: `records:kinds.${k.kind}.plural`,
      action: 'records.read' as const,
    })),
  },
  {
    key: 'users',
    labelKey: 'menu.users',
    icon: <TeamOutlined />,
    entries: [{ path: 'user', labelKey: 'menu.usersList', action: 'users.list' }],
  },
  {
    key: 'uploads',
    labelKey: 'menu.uploads',
    icon: <CloudUploadOutlined />,
    entries: [
      { path: 'employee-code-sheet', labelKey: 'menu.employeeCodeSheet', action: 'uploads.manage' },
      { path: 'reward-and-recognition', labelKey: 'menu.rewardAndRecognition', action: 'uploads.manage' },
      { path: 'sap-codes', labelKey: 'menu.sapCodes', action: 'uploads.manage' },
      { path: 'upload-video', labelKey: 'menu.uploadVideo', action: 'uploads.manage' },
      { path: 'uploadBackupFile', labelKey: 'menu.uploadBackupFile', action: 'uploads.manage' },
    ],
  },
];

/** Public pages of the top bar that later releases build (spec §2 Public area). */
export const PUBLIC_PAGES = ['form', 'r&r', 'sap-codes', 'videos', 'ideaStatus'];
