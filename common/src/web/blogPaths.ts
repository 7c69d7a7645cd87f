import { toSlug } from '../text/slug';

/**
 * A blog post's one address, `/blog/<id>-<slug of the title>` (ADR 0121): the id finds the post, the slug makes the
 * address readable. The server redirects any other form (`/blog/<id>`, an old title) here; the blog list links here.
 */
export function postPath(post: { id: number; title: string }): string {
  const slug = toSlug(post.title);
  return `/blog/${post.id}${slug ? `-${slug}` : ''}`;
}

/** The post id an address names (`/blog/12-o-novo-pgr` → 12), or undefined. */
export function postIdOf(slug: string): number | undefined {
  const id = /^(\d{1,9})(?:-|$)/.exec(slug)?.[1];
  return id ? Number(id) : undefined;
}
