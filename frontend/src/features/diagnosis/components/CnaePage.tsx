import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageCard } from '../../../components/PageCard';
import { PublicLayout } from '../../../components/layouts/PublicLayout';
import { FullPageSpinner } from '../../../components/FullPageSpinner';

/** The server's page (`<template id="cnae-page">`, ADR 0116) for this path, from the document or fetched. */
async function serverPage(pathname: string): Promise<{ title: string; html: string } | null> {
  const fromDocument = document.getElementById('cnae-page') as HTMLTemplateElement | null;
  let template = fromDocument?.dataset.path === pathname ? fromDocument : null;
  if (!template) {
    const response = await fetch(pathname, { headers: { Accept: 'text/html' } });
    const parsed = new DOMParser().parseFromString(await response.text(), 'text/html');
    template = parsed.getElementById('cnae-page') as HTMLTemplateElement | null;
  }
  if (!template) return null;
  // The page card shows the heading: the content goes without its own h1.
  const content = template.content.cloneNode(true) as DocumentFragment;
  const heading = content.querySelector('h1');
  const title = heading?.textContent ?? 'CNAE';
  heading?.remove();
  const holder = document.createElement('div');
  holder.append(content);
  return { title, html: holder.innerHTML };
}

/**
 * `/cnae` and `/cnae/<classe>` once the app has booted: the same content the server rendered (our own escaped HTML,
 * query-service/src/cnae/cnaePages.ts), inside the site's layout. Without JavaScript the server's HTML is the page.
 */
export function CnaePage() {
  const { pathname } = useLocation();
  const [page, setPage] = useState<{ path: string; title: string; html: string } | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    serverPage(pathname).then(
      (found) => live && setPage(found ? { path: pathname, ...found } : 'failed'),
      () => live && setPage('failed'),
    );
    return () => {
      live = false;
    };
  }, [pathname]);
  if (page === null || (page !== 'failed' && page.path !== pathname)) return <FullPageSpinner />;
  return (
    <PublicLayout>
      <PageCard title={page === 'failed' ? 'CNAE' : page.title} documentTitle={page === 'failed' ? 'CNAE' : page.title}>
        {/* Links inside the text are told apart by more than their colour (WCAG 1.4.1). */}
        <style>{'.cnae-content a { text-decoration: underline; }'}</style>
        {page === 'failed' ? <p>Não foi possível carregar a página. Tente novamente.</p> : <div className="cnae-content" dangerouslySetInnerHTML={{ __html: page.html }} />}
      </PageCard>
    </PublicLayout>
  );
}
