import { ServerRenderedPage } from '../../../components/ServerRenderedPage';

/**
 * `/servicos`, `/servicos/<serviço>[/<uf>[/<cidade>]]` and `/nr/<número>` once the app has booted: the landing page
 * the server rendered (query-service/src/landing/landingPages.ts, ADR 0120) inside the site's layout.
 */
export function LandingScreen() {
  return (
    <ServerRenderedPage templateId="landing-page" fallbackTitle="Serviços de SST" contentClass="landing-content" />
  );
}
