import type { DocumentKind } from '@fikra/shared';
import type { RouteObject } from 'react-router';
import { lazyGuarded } from '../../components/lazyGuarded';
import { menuOf, paths } from '../../config/paths';

const adminDocument = (kind: DocumentKind) =>
  lazyGuarded(async () => {
    const { DocumentAdminPage } = await import('./pages/DocumentAdminPage');
    return () => <DocumentAdminPage kind={kind} />;
  }, 'media.manage');
const publicDocument = (kind: DocumentKind) =>
  lazyGuarded(async () => {
    const { DocumentPublicPage } = await import('./pages/DocumentPublicPage');
    return () => <DocumentPublicPage kind={kind} />;
  });

/** Reward and recognition, SAP codes and how-to videos (spec §2): admin uploads and public viewers. */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.rewardAndRecognition.path,
    handle: menuOf(paths.admin.rewardAndRecognition),
    lazy: adminDocument('rewardAndRecognition'),
  },
  { path: paths.admin.sapCodes.path, handle: menuOf(paths.admin.sapCodes), lazy: adminDocument('sapCodes') },
  {
    path: paths.admin.uploadVideo.path,
    handle: menuOf(paths.admin.uploadVideo),
    lazy: lazyGuarded(async () => (await import('./pages/VideoAdminPage')).VideoAdminPage, 'media.manage'),
  },
];

export const publicRoutes: RouteObject[] = [
  { path: paths.auth.rewardAndRecognition.path, lazy: publicDocument('rewardAndRecognition') },
  { path: paths.auth.sapCodes.path, lazy: publicDocument('sapCodes') },
  { path: paths.auth.videos.path, lazy: lazyGuarded(async () => (await import('./pages/VideosPublicPage')).VideosPublicPage) },
];
