import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { formatCredits } from '@conectasst/common/text/brazilianFormats';
import { Brand } from '../Brand';
import { PageContent } from './PageContent';
import { SiteHeader, type HeaderLink } from './SiteHeader';

interface ProviderLayoutProps {
  /** Provider's full name. */
  fullName: string;
  credits: number;
  /** The areas' links (the app's provider features, in order); Sair follows them. */
  links: HeaderLink[];
  onSignOut: () => void;
  children: ReactNode;
}

/** Provider area frame (spec §2): name and credit balance, the provider links and Sair; a menu on phones. */
export function ProviderLayout({ fullName, credits, links: areaLinks, onSignOut, children }: ProviderLayoutProps) {
  const links: HeaderLink[] = [...areaLinks, { label: 'Sair', onClick: onSignOut }];
  const account = (
    <div className="site-account">
      <span className="site-account-name" title={fullName}>
        {fullName}
      </span>
      <span className="site-account-balance">Saldo: {formatCredits(credits)}</span>
    </div>
  );
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SiteHeader
        brand={<Brand to={paths.dashboard} />}
        links={links}
        extra={account}
        phoneExtra={<span className="site-account-balance">Saldo: {formatCredits(credits)}</span>}
        inlineFrom="xl"
        navLabel="Navegação do parceiro"
      />
      <PageContent>{children}</PageContent>
    </Layout>
  );
}
