import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { PageCard } from '../../../components/PageCard';
import { PublicLayout } from '../../../components/layouts/PublicLayout';
import { readServerTemplate, type ServerTemplate } from '../../../lib/serverTemplate';

/** The template id the server's public pages carry (query-service/src/site/publicPages.ts). */
const TEMPLATE_ID = 'public-page';

/**
 * `/blog/<id>-<slug>` once the app has booted: the post exactly as the server rendered it (its sanitized HTML under
 * its title, query-service/src/site/publicPages.ts), inside the site's layout. Without JavaScript the server's HTML is
 * the page; an unknown post is the server's 404 page.
 */
export function BlogPostPage() {
  const { pathname } = useLocation();
  const [page, setPage] = useState<{ path: string; found: ServerTemplate | null } | null>(null);
  useEffect(() => {
    let live = true;
    readServerTemplate(pathname, TEMPLATE_ID).then(
      (found) => live && setPage({ path: pathname, found }),
      () => live && setPage({ path: pathname, found: null }),
    );
    return () => {
      live = false;
    };
  }, [pathname]);
  if (!page || page.path !== pathname) return <FullPageSpinner />;
  const title = page.found?.title || 'Blog';
  return (
    <PublicLayout>
      <PageCard title={title} documentTitle={`${title} — Blog`}>
        {/* Links inside the text are told apart by more than their colour (WCAG 1.4.1). */}
        <style>{'.public-page-content a { text-decoration: underline; }'}</style>
        {page.found ? (
          <div className="public-page-content" dangerouslySetInnerHTML={{ __html: page.found.html }} />
        ) : (
          <p>Não foi possível carregar o post. Tente novamente.</p>
        )}
      </PageCard>
    </PublicLayout>
  );
}
