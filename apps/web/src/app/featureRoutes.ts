import type { RouteObject } from 'react-router';
import * as account from '../features/account/routes';
import * as backupRestore from '../features/backupRestore/routes';
import * as dashboard from '../features/dashboard/routes';
import * as employeeCodes from '../features/employeeCodes/routes';
import * as ideaBank from '../features/ideaBank/routes';
import * as ideaImport from '../features/ideaImport/routes';
import * as ideas from '../features/ideas/routes';
import * as masterData from '../features/masterData/routes';
import * as media from '../features/media/routes';
import * as notifications from '../features/notifications/routes';
import * as plantSettings from '../features/plantSettings/routes';
import * as qr from '../features/qr/routes';
import * as records from '../features/records/routes';
import * as users from '../features/users/routes';
import * as workflow from '../features/workflow/routes';

export interface FeatureRoutes {
  /** paths relative to /admin */
  adminRoutes?: RouteObject[];
  /** paths relative to /admin, for signed-in users, shown without the admin shell (print views) */
  printRoutes?: RouteObject[];
  /** paths relative to /auth */
  publicRoutes?: RouteObject[];
}

/** Every feature's routes. Add one line per feature; features never import each other. */
export const features: FeatureRoutes[] = [
  account,
  dashboard,
  masterData,
  users,
  workflow,
  employeeCodes,
  ideas,
  records,
  qr,
  ideaBank,
  media,
  ideaImport,
  backupRestore,
  notifications,
  plantSettings,
];
