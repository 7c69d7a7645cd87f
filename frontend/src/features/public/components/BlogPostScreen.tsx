import { ServerRenderedPage } from '../../../components/ServerRenderedPage';

/**
 * `/blog/<id>-<slug>` once the app has booted: the post exactly as the server rendered it (its sanitized HTML under its
 * title, query-service/src/site/publicPages.ts, ADR 0121), inside the site's layout. Without JavaScript the server's
 * HTML is the page; an unknown post is the server's 404 page.
 */
export function BlogPostScreen() {
  return <ServerRenderedPage templateId="public-page" fallbackTitle="Blog" contentClass="public-page-content" />;
}
