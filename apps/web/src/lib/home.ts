import { decidableStages, type UserOutput } from '@fikra/shared';
import { paths } from '../config/paths';

/** Where a signed-in user starts: a decider on the queue of ideas waiting for them (issue 26), others on the dashboard. */
export function homeHref(user: Pick<UserOutput, 'userType' | 'factoryBusinessUnit'> | null): string {
  const decides =
    !!user && decidableStages({ role: user.userType, factoryBusinessUnitId: user.factoryBusinessUnit?._id ?? null }).length > 0;
  return decides ? paths.admin.queue.href() : paths.admin.dashboard.href();
}
