import { DomainError } from '@conectasst/common/rules/domainError';
import type { PostEvent } from './businessLogic';
import { postDecider } from './businessLogic';
import { sanitizePostHtml } from './postHtml';
import { specify } from '../testing/deciderSpec';

const { given } = specify(postDecider);
const drafted: PostEvent = { type: 'PostDrafted', data: { postId: 1, title: 'PGR em 2025', html: '<p>Texto</p>' } };

describe('blog post rules', () => {
  it('drafts a post, or drafts and publishes it at once', () => {
    expect(
      given().when({ type: 'CreatePost', postId: 1, title: 'PGR em 2025', html: '<p>Texto</p>', published: false }),
    ).toEqual([drafted]);
    expect(
      given().when({ type: 'CreatePost', postId: 1, title: 'PGR em 2025', html: '<p>Texto</p>', published: true }),
    ).toEqual([drafted, { type: 'PostPublished', data: { postId: 1 } }]);
  });

  it('edits, publishes and unpublishes', () => {
    expect(
      given(drafted).when({ type: 'EditPost', postId: 1, title: 'Novo', html: '<p>Texto</p>', published: true }),
    ).toEqual([
      { type: 'PostEdited', data: { postId: 1, title: 'Novo', html: '<p>Texto</p>' } },
      { type: 'PostPublished', data: { postId: 1 } },
    ]);
    expect(
      given(drafted, { type: 'PostPublished', data: { postId: 1 } }).when({
        type: 'EditPost',
        postId: 1,
        title: 'PGR em 2025',
        html: '<p>Texto</p>',
        published: false,
      }),
    ).toEqual([{ type: 'PostUnpublished', data: { postId: 1 } }]);
  });

  it('refuses content that is empty after sanitizing, and missing or deleted posts', () => {
    expect(() => given().when({ type: 'CreatePost', postId: 1, title: 'x', html: '', published: false })).toThrow(
      'Escreva o conteúdo do post',
    );
    expect(() => given().when({ type: 'EditPost', postId: 1, title: 'x', html: '<p>x</p>', published: false })).toThrow(
      'Post não encontrado.',
    );
    const deleted = given(drafted, { type: 'PostDeleted', data: { postId: 1 } });
    expect(() => deleted.when({ type: 'DeletePost', postId: 1 })).toThrow(DomainError);
  });
});

describe('post HTML sanitizer (allowlist of the editor output)', () => {
  it.each([
    ['<p>Oi</p><script>alert(1)</script>', '<p>Oi</p>'],
    ['<p onclick="alert(1)">Oi</p>', '<p>Oi</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer" target="_blank">x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="color:red">x</p><style>p{}</style>', '<p>x</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('%s → %s', (input, output) => {
    expect(sanitizePostHtml(input)).toBe(output);
  });

  it('keeps what the editor produces and forces safe links', () => {
    const html =
      '<h2>Título</h2><p><strong>a</strong> <em>b</em> <s>c</s> <code>d</code></p><ul><li>1</li></ul><ol start="2"><li>2</li></ol><blockquote><p>q</p></blockquote><pre><code>x</code></pre><hr><p>a<br>b</p>';
    expect(sanitizePostHtml(html)).toBe(html.replace('<hr>', '<hr />').replace('<br>', '<br />'));
    expect(sanitizePostHtml('<a href="https://gov.br" target="_self" rel="opener">gov</a>')).toBe(
      '<a href="https://gov.br" target="_blank" rel="noopener noreferrer">gov</a>',
    );
  });
});
