import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { readServerTemplate, type ServerTemplate } from '../lib/serverTemplate';
import { FullPageSpinner } from './FullPageSpinner';
import { PublicLayout } from './layouts/PublicLayout';
import { SitePageCard } from './SitePageCard';

/**
 * A page the server rendered (query-service/src/site/appShell.ts; ADR 0116, ADR 0120) once the app has booted: the
 * `<template id={templateId}>` of this path, inside the site's layout, its h1 as the card's title. Without JavaScript
 * the server's HTML is the page; the content lives in the server's renderer only, so the two cannot drift. Plain
 * markup (SitePageCard): these routes load no antd (ADR 0121).
 */
export function ServerRenderedPage({
  templateId,
  fallbackTitle,
  contentClass,
}: {
  templateId: string;
  fallbackTitle: string;
  contentClass: string;
}) {
  const { pathname } = useLocation();
  const [page, setPage] = useState<{ path: string; found: ServerTemplate | null } | null>(null);
  useEffect(() => {
    let live = true;
    readServerTemplate(pathname, templateId).then(
      (found) => live && setPage({ path: pathname, found }),
      () => live && setPage({ path: pathname, found: null }),
    );
    return () => {
      live = false;
    };
  }, [pathname, templateId]);
  if (!page || page.path !== pathname) return <FullPageSpinner />;
  const title = page.found?.title || fallbackTitle;
  return (
    <PublicLayout>
      <SitePageCard title={title}>
        {/* Links inside the text are told apart by more than their colour (WCAG 1.4.1), buttons aside; links in lists
            stay 24 px apart (WCAG 2.2 target size). */}
        <style>{`.${contentClass} a:not(.site-button) { text-decoration: underline; } .${contentClass} li + li { margin-top: 8px; }`}</style>
        {page.found ? (
          <div className={contentClass} dangerouslySetInnerHTML={{ __html: page.found.html }} />
        ) : (
          <p>Não foi possível carregar a página. Tente novamente.</p>
        )}
      </SitePageCard>
    </PublicLayout>
  );
}
