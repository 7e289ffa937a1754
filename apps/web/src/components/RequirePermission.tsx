import { type Action, can } from '@fikra/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../config/paths';
import { useCurrentUser } from '../lib/session';

/** Sends users whose role lacks the action back to the dashboard (the server refuses them too). */
export function RequirePermission({ action, children }: { action: Action; children: ReactNode }) {
  const user = useCurrentUser();
  if (!can(user?.userType, action)) return <Navigate to={paths.admin.dashboard.href()} replace />;
  return <>{children}</>;
}
