import sanitizeHtml from 'sanitize-html';

/**
 * The allowlist of the admin editor's output (@tiptap/starter-kit: paragraphs, headings, lists, quotes, code, bold,
 * italic, strike, underline, links, rules, line breaks). Everything else — scripts, styles, event handlers,
 * iframes, `javascript:` links — is dropped before a post is stored.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    's',
    'u',
    'a',
    'hr',
    'br',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
