import type { ReactNode } from 'react';
import { usePageTitle } from '../hooks/usePageTitle';
import './layouts/site.css';

/**
 * PageCard's white panel in plain markup, for the public pages that load no antd (a blog post, a /cnae page: the
 * server's content shown in the site layout, ADR 0121). Its title is the page's heading and, unless `documentTitle`
 * says otherwise, the browser tab's.
 */
export function SitePageCard({
  title,
  documentTitle,
  children,
}: {
  title: string;
  documentTitle?: string;
  children: ReactNode;
}) {
  usePageTitle(documentTitle ?? title);
  return (
    <section className="site-card site-page-card">
      <h1 className="site-page-title">{title}</h1>
      {children}
    </section>
  );
}
