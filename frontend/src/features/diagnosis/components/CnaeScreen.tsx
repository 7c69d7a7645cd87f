import { ServerRenderedPage } from '../../../components/ServerRenderedPage';

/**
 * `/cnae` and `/cnae/<classe>` once the app has booted: the same content the server rendered (our own escaped HTML,
 * query-service/src/cnae/cnaePages.ts, ADR 0116), inside the site's layout. Without JavaScript the server's HTML is the page.
 */
export function CnaeScreen() {
  return <ServerRenderedPage templateId="cnae-page" fallbackTitle="CNAE" contentClass="cnae-content" />;
}
