import type { ReactNode } from 'react';
import { paths } from '../../config/paths';

export interface AdminMenuLink {
  label: string;
  to: string;
  icon: ReactNode;
  /** Sections under which this link shows as current besides `to` and what is below it (e.g. `/admin/area`). */
  activeFor?: string[];
  /** A count shown beside the label when above zero (`AdminLayout`'s `counts`), e.g. the parked events. */
  countOf?: AdminMenuCount;
}

/** The counts the menu can show; the admin app reads them and hands them to the layout. */
export type AdminMenuCount = 'parkedEvents' | 'credentials' | 'refunds' | 'reportedReviews';

export interface AdminMenuGroup {
  /** The job the links serve, shown as the group's heading. */
  title: string;
  links: AdminMenuLink[];
}

/** The admin menu's groups, by job, in the order they show; a feature's link names its group (`AdminMenuEntry`). */
export const ADMIN_MENU_GROUPS = [
  'Painel',
  'Catálogo',
  'Parceiros e créditos',
  'Demandas',
  'Confiança',
  'Conteúdo',
  'Operação',
] as const;

/** A link an admin feature brings to the menu (its descriptor's `menu`, ADR 0183), under one of the groups. */
export interface AdminMenuEntry extends AdminMenuLink {
  group: (typeof ADMIN_MENU_GROUPS)[number];
}

/**
 * The admin console's menu, grouped by job: the one list the side menu (wide screens) and the drawer (phones) are drawn
 * from, built from the admin features' entries (in the order of their list, app/routes/adminFeatures.ts).
 */
export function adminMenuOf(entries: readonly AdminMenuEntry[]): AdminMenuGroup[] {
  return ADMIN_MENU_GROUPS.map((title) => ({
    title,
    links: entries.filter((entry) => entry.group === title).map(({ group: _group, ...link }) => link),
  })).filter((group) => group.links.length > 0);
}

/** The link of the menu the admin is on: the longest `to`/`activeFor` that is the path or a folder above it. */
export function currentAdminLink(pathname: string, menu: AdminMenuGroup[]): AdminMenuLink | undefined {
  const current = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  let best: { link: AdminMenuLink; length: number } | undefined;
  for (const link of menu.flatMap((group) => group.links)) {
    for (const section of [link.to, ...(link.activeFor ?? [])]) {
      const candidate = section.toLowerCase();
      // `/admin` itself (Áreas) matches only exactly: everything is below it.
      const matches = current === candidate || (candidate !== paths.admin.areas && current.startsWith(`${candidate}/`));
      if (matches && (!best || candidate.length > best.length)) best = { link, length: candidate.length };
    }
  }
  return best?.link;
}
