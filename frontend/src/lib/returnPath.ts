/**
 * `?voltar=`: the page of the app a screen came from and leads back to (issue #35): the provider area's "Meus dados"
 * for the service profile editor, a demand's offer page for the credits packages and the checkout. Only a path of this
 * site is taken (`/…`, never `//host` or an address elsewhere), so a link cannot send the user off the site.
 */
export const RETURN_PARAM = 'voltar';

export function returnPathOf(search: string | URLSearchParams): string | undefined {
  const value = new URLSearchParams(search).get(RETURN_PARAM);
  return value && /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : undefined;
}

/** `path` with `?voltar=<back>` (or without it when there is nothing to come back to). */
export const withReturnPath = (path: string, back: string | undefined) =>
  back ? `${path}${path.includes('?') ? '&' : '?'}${RETURN_PARAM}=${encodeURIComponent(back)}` : path;
