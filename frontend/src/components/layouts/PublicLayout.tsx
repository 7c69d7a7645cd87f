import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { blogPresenceRequested, selectBlogPresence } from '../../lib/blogPresence';
import { paths } from '../../config/paths';
import { Brand } from '../Brand';
import { PageContent } from './PageContent';
import { SiteHeader, type HeaderLink } from './SiteHeader';

const headerLinks: HeaderLink[] = [
  { label: 'Início', to: paths.home },
  { label: 'Como funciona', to: paths.howItWorks },
  { label: 'Diagnóstico SST', to: paths.diagnosis },
  { label: 'Cadastre-se', to: paths.signup },
  { label: 'Blog', to: paths.blog },
  { label: 'Acompanhar meu pedido', to: paths.requesterPage },
  { label: 'Entrar', to: paths.login },
];

const footerLinks = [
  { label: 'Sobre a ConectaSST', to: paths.about },
  { label: 'Missão, visão e valores', to: paths.missionVisionValues },
  { label: 'Perguntas frequentes', to: paths.faq },
  { label: 'Fale conosco', to: paths.contact },
  { label: 'Diagnóstico SST gratuito', to: paths.diagnosis },
  { label: 'Acompanhar meu pedido', to: paths.requesterPage },
  { label: 'Serviços de SST', to: paths.services },
  { label: 'Entrar', to: paths.login },
  { label: 'Cadastre-se', to: paths.signup },
  { label: 'Como funciona', to: paths.howItWorks },
];

const currentYear = new Date().getFullYear();

/** Header and footer of the public site (spec §2, Public); plain markup and CSS (site.css), no antd (ADR 0121). */
export function PublicLayout({ children }: { children: ReactNode }) {
  // "Blog" only once a post is published (issue #35 item 9): a fresh install's menu leads to no empty page.
  const dispatch = useAppDispatch();
  const { hasPosts, asked } = useAppSelector(selectBlogPresence);
  useEffect(() => {
    if (!asked) dispatch(blogPresenceRequested());
  }, [asked, dispatch]);
  const links = hasPosts ? headerLinks : headerLinks.filter((link) => link.to !== paths.blog);
  return (
    <div className="site-layout">
      <SiteHeader brand={<Brand />} links={links} inlineFrom="lg" navLabel="Navegação principal" />
      <PageContent>{children}</PageContent>
      <footer className="site-footer">
        <div className="site-footer-row">
          <Brand inverted />
          <nav aria-label="Links do rodapé" className="site-footer-nav">
            {footerLinks.map((link) => (
              <Link key={link.label} to={link.to}>
                {link.label}
              </Link>
            ))}
          </nav>
        </div>
        <p className="site-footer-note">© {currentYear} ConectaSST. Saúde e Segurança do Trabalho.</p>
        {/* The legal texts in force (issue 37 item 3), apart from the site's pages. */}
        <nav aria-label="Documentos legais" className="site-footer-note">
          <Link to={paths.termsOfUse}>Termos de Uso</Link> ·{' '}
          <Link to={paths.privacyPolicy}>Política de Privacidade</Link>
        </nav>
      </footer>
    </div>
  );
}
