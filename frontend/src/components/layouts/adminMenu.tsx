import {
  AlertOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  CalendarOutlined,
  DownloadOutlined,
  EditOutlined,
  FileProtectOutlined,
  HistoryOutlined,
  MailOutlined,
  ProfileOutlined,
  ReadOutlined,
  RollbackOutlined,
  SafetyCertificateOutlined,
  StarOutlined,
  ScheduleOutlined,
  TeamOutlined,
  ToolOutlined,
  WalletOutlined,
  WarningOutlined,
} from '@ant-design/icons';
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

/**
 * The admin console's menu, grouped by job: the one list the side menu (wide screens) and the drawer (phones) are drawn
 * from. A new admin screen gets its link by adding it to the right group here.
 */
export const adminMenu: AdminMenuGroup[] = [
  { title: 'Painel', links: [{ label: 'Painel', to: paths.admin.dashboard, icon: <BarChartOutlined /> }] },
  {
    title: 'Catálogo',
    links: [
      // Áreas lives at /admin (the admin home); its add and edit screens are under /admin/area.
      { label: 'Áreas', to: paths.admin.areas, icon: <AppstoreOutlined />, activeFor: ['/admin/area'] },
      { label: 'NRs', to: paths.admin.nrs, icon: <FileProtectOutlined /> },
      { label: 'Serviços', to: paths.admin.services, icon: <ToolOutlined /> },
      { label: 'Agenda SST', to: paths.admin.agendaRules, icon: <CalendarOutlined /> },
    ],
  },
  {
    title: 'Parceiros e créditos',
    links: [
      { label: 'Parceiros', to: paths.admin.partners, icon: <TeamOutlined /> },
      { label: 'Créditos', to: paths.admin.credits, icon: <WalletOutlined /> },
      { label: 'Estornos', to: paths.admin.reversals, icon: <AlertOutlined /> },
    ],
  },
  {
    title: 'Demandas',
    links: [
      { label: 'Demandas', to: paths.admin.demands, icon: <ProfileOutlined /> },
      { label: 'Inscrições', to: paths.admin.subscriptions, icon: <ScheduleOutlined /> },
    ],
  },
  {
    title: 'Confiança',
    links: [
      // The work waiting in each queue shows beside its name (issue #35 item 9).
      {
        label: 'Credenciais',
        to: paths.admin.credentials,
        icon: <SafetyCertificateOutlined />,
        countOf: 'credentials',
      },
      { label: 'Reembolsos', to: paths.admin.refunds, icon: <RollbackOutlined />, countOf: 'refunds' },
      { label: 'Avaliações', to: paths.admin.reviews, icon: <StarOutlined />, countOf: 'reportedReviews' },
      { label: 'Solicitações LGPD', to: paths.admin.lgpd, icon: <AuditOutlined /> },
    ],
  },
  {
    title: 'Conteúdo',
    links: [
      { label: 'CMS', to: paths.admin.cms, icon: <EditOutlined /> },
      { label: 'Blog', to: paths.admin.blog, icon: <ReadOutlined /> },
      { label: 'Contatos', to: paths.admin.contacts, icon: <MailOutlined /> },
    ],
  },
  {
    title: 'Operação',
    links: [
      { label: 'Eventos com falha', to: paths.admin.parkedEvents, icon: <WarningOutlined />, countOf: 'parkedEvents' },
      { label: 'Como estava em', to: paths.admin.timeTravel, icon: <HistoryOutlined /> },
      { label: 'Exportar eventos', to: paths.admin.logExport, icon: <DownloadOutlined /> },
    ],
  },
];

/** The link of the menu the admin is on: the longest `to`/`activeFor` that is the path or a folder above it. */
export function currentAdminLink(pathname: string, menu: AdminMenuGroup[] = adminMenu): AdminMenuLink | undefined {
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
