import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { contentMaxWidth, palette, spacing } from '../../config/theme';
import { Brand } from '../Brand';
import { PageContent } from './PageContent';
import { SiteHeader, type HeaderLink } from './SiteHeader';

const headerLinks: HeaderLink[] = [
  { label: 'Início', to: paths.home },
  { label: 'Como funciona', to: paths.howItWorks },
  { label: 'Diagnóstico SST', to: paths.diagnosis },
  { label: 'Cadastre-se', to: paths.signup },
  { label: 'Blog', to: paths.blog },
  { label: 'Entrar', to: paths.login },
];

const footerLinks = [
  { label: 'Sobre a ConectaSST', to: paths.about },
  { label: 'Missão, visão e valores', to: paths.missionVisionValues },
  { label: 'Perguntas frequentes', to: paths.faq },
  { label: 'Fale conosco', to: paths.contact },
  { label: 'Diagnóstico SST gratuito', to: paths.diagnosis },
  { label: 'Entrar', to: paths.login },
  { label: 'Cadastre-se', to: paths.signup },
  { label: 'Como funciona', to: paths.howItWorks },
];

const currentYear = new Date().getFullYear();

/** Header and footer of the public site (spec §2, Public). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SiteHeader brand={<Brand />} links={headerLinks} inlineFrom="md" navLabel="Navegação principal" />
      <PageContent>{children}</PageContent>
      <Layout.Footer>
        <div
          style={{
            maxWidth: contentMaxWidth,
            margin: '0 auto',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-start',
            gap: spacing.lg,
          }}
        >
          <Brand inverted />
          <nav
            aria-label="Links do rodapé"
            style={{ display: 'flex', flexWrap: 'wrap', gap: `${spacing.sm}px ${spacing.lg}px`, flex: '1 1 280px' }}
          >
            {footerLinks.map((link) => (
              <Link key={link.label} to={link.to} style={{ color: palette.surface }}>
                {link.label}
              </Link>
            ))}
          </nav>
        </div>
        <p style={{ maxWidth: contentMaxWidth, margin: `${spacing.lg}px auto 0`, color: palette.green100 }}>
          © {currentYear} ConectaSST. Saúde e Segurança do Trabalho.
        </p>
      </Layout.Footer>
    </Layout>
  );
}
