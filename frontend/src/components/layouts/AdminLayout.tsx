import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { Brand } from '../Brand';
import { PageContent } from './PageContent';
import { SiteHeader, type HeaderLink } from './SiteHeader';

interface AdminLayoutProps {
  /** Sair: the app clears the stored session and goes to /login. */
  onSignOut: () => void;
  children: ReactNode;
}

/** Back-office frame: the admin header of spec §2 in its order, folded into a menu on phones and tablets. */
export function AdminLayout({ onSignOut, children }: AdminLayoutProps) {
  const links: HeaderLink[] = [
    { label: 'Painel', to: paths.admin.dashboard },
    { label: 'CMS', to: paths.admin.cms },
    { label: 'Áreas', to: paths.admin.areas, activeFor: ['/admin/area'] },
    { label: 'NRs', to: paths.admin.nrs },
    { label: 'Créditos', to: paths.admin.credits },
    { label: 'Serviços', to: paths.admin.services },
    { label: 'Parceiros', to: paths.admin.partners },
    { label: 'Demandas', to: paths.admin.demands },
    { label: 'Inscrições', to: paths.admin.subscriptions },
    { label: 'Reembolsos', to: paths.admin.refunds },
    { label: 'Credenciais', to: paths.admin.credentials },
    { label: 'Contatos', to: paths.admin.contacts },
    { label: 'Sair', onClick: onSignOut },
  ];
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SiteHeader
        brand={<Brand to={paths.admin.areas} />}
        links={links}
        inlineFrom="lg"
        navLabel="Navegação do administrador"
      />
      <PageContent>{children}</PageContent>
    </Layout>
  );
}
