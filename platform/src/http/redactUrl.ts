/**
 * Paths whose last segment is a bearer secret: the requester's link (`/minha-demanda/<token>` on the site and
 * `/v1/minha-demanda/<token>` on the API) opens a demand and its providers' contacts to whoever holds it. Logs keep the
 * route, never the token (ADR 0110); the nginx gateway does the same in its access log (deploy/nginx). The agenda
 * SST's link (`/agenda-sst/<token>`, ADR 0175) is one too (the feed's `/v1/agenda-sst/<token>/agenda.ics` as well).
 */
const SECRET_SEGMENT = /(\/(?:minha-demanda|agenda-sst)\/)[^/?#]+/gi;
export const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, `$1${REDACTED}`);
}
