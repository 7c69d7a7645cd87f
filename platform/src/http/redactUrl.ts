/**
 * Paths whose last segment is a bearer secret: the requester's link (`/minha-demanda/<token>` on the site and
 * `/v1/minha-demanda/<token>` on the API) opens a demand and its providers' contacts to whoever holds it. Logs keep the
 * route, never the token (ADR 0110); the nginx gateway does the same in its access log (deploy/nginx).
 */
const SECRET_SEGMENT = /(\/minha-demanda\/)[^/?#]+/gi;
export const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, `$1${REDACTED}`);
}
