import type { Queryable } from '../queryable';

/** The `posts` read model (postsProjection.ts), for the query-service (ADR 0132). */

export interface PostRow {
  id: number;
  title: string;
  html: string;
  published_at: Date | null;
  updated_at: Date;
}

/** Posts newest first (published or, for admins, drafts too by creation), one page, and how many there are. */
export async function listPosts(
  db: Queryable,
  page: number,
  perPage: number,
  publishedOnly: boolean,
): Promise<{ rows: PostRow[]; total: number }> {
  const r = await db.query<PostRow & { total: string }>(
    `SELECT id, title, html, published_at, updated_at, count(*) OVER () AS total FROM posts
      WHERE NOT $1 OR published_at IS NOT NULL
      ORDER BY COALESCE(published_at, created_at) DESC, id DESC LIMIT $2 OFFSET $3`,
    [publishedOnly, perPage, (page - 1) * perPage],
  );
  let total = Number(r.rows[0]?.total ?? 0);
  // A page past the end has no row to carry the count.
  if (r.rows.length === 0 && page > 1) {
    total = Number(
      (
        await db.query<{ n: string }>('SELECT count(*) AS n FROM posts WHERE NOT $1 OR published_at IS NOT NULL', [
          publishedOnly,
        ])
      ).rows[0]!.n,
    );
  }
  return { rows: r.rows.map(({ total: _total, ...row }) => row), total };
}

export async function findPost(db: Queryable, postId: number): Promise<PostRow | undefined> {
  return (
    await db.query<PostRow>('SELECT id, title, html, published_at, updated_at FROM posts WHERE id = $1', [postId])
  ).rows[0];
}

/** The published posts, newest first (the public blog and the sitemap). */
export async function publishedPostsList(db: Queryable): Promise<(PostRow & { published_at: Date })[]> {
  return (
    await db.query<PostRow & { published_at: Date }>(
      'SELECT id, title, html, published_at, updated_at FROM posts WHERE published_at IS NOT NULL ORDER BY published_at DESC, id DESC',
    )
  ).rows;
}

/** One published post, or undefined (a draft has no public page). */
export async function findPublishedPost(
  db: Queryable,
  postId: number,
): Promise<(PostRow & { published_at: Date }) | undefined> {
  return (
    await db.query<PostRow & { published_at: Date }>(
      'SELECT id, title, html, published_at, updated_at FROM posts WHERE id = $1 AND published_at IS NOT NULL',
      [postId],
    )
  ).rows[0];
}

/** The published posts' ids, titles and last changes (edited or published), newest first (the sitemap). */
export async function publishedPostDates(db: Queryable): Promise<{ id: number; title: string; at: Date }[]> {
  return (
    await db.query<{ id: number; title: string; at: Date }>(
      `SELECT id, title, greatest(updated_at, published_at) AS at FROM posts WHERE published_at IS NOT NULL ORDER BY published_at DESC, id DESC`,
    )
  ).rows;
}
