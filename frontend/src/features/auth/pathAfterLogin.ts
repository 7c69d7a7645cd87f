import type { UserType } from '@conectasst/common/api/auth';
import { paths } from '../../config/paths';

/** Spec §4: admins go to /admin; providers to the service they opened before logging in, or to /dashboard. */
export function pathAfterLogin(type: UserType, pendingServiceId: string | null): string {
  if (type === 'admin') return paths.admin.areas;
  if (pendingServiceId) return paths.serviceOffer(pendingServiceId);
  return paths.dashboard;
}
