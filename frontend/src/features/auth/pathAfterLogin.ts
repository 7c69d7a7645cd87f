import type { UserType } from '@conectasst/common/api/auth';
import { paths } from '../../config/paths';

/**
 * Spec §4: providers go to the service they opened before logging in, or to /dashboard. Admins open the Painel
 * (/admin/painel), where the menu's counts of pending work show, instead of the spec's /admin (Áreas, a catalogue
 * screen seldom needed first; issue #35 item 9, ADR 0164).
 */
export function pathAfterLogin(type: UserType, pendingServiceId: string | null): string {
  if (type === 'admin') return paths.admin.charts;
  // Analysts open "Eventos", the stream browser (issue #40); they have no other home.
  if (type === 'analyst') return paths.analyst.events;
  if (pendingServiceId) return paths.serviceOffer(pendingServiceId);
  return paths.dashboard;
}
