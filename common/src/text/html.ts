/** Text (or an attribute value) for HTML: the server-rendered pages (query-service/src/site/appShell.ts) and the HTML of e-mails. */
export const escapeHtml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!);
