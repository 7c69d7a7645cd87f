import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';

/** One blog post: `post-<id>`. */
export const postStream = (postId: number) => `post-${postId}`;

const postId = z.number().int().positive();

/** `html` is stored already sanitized (allowlist of the editor's output). */
export const PostDrafted = defineEvent({
  type: 'PostDrafted',
  version: 1,
  schema: z.object({ postId, title: z.string().min(1), html: z.string() }),
  personalData: [],
});
export const PostEdited = defineEvent({
  type: 'PostEdited',
  version: 1,
  schema: z.object({ postId, title: z.string().min(1), html: z.string() }),
  personalData: [],
});
export const PostPublished = defineEvent({ type: 'PostPublished', version: 1, schema: z.object({ postId }), personalData: [] });
export const PostUnpublished = defineEvent({ type: 'PostUnpublished', version: 1, schema: z.object({ postId }), personalData: [] });
export const PostDeleted = defineEvent({ type: 'PostDeleted', version: 1, schema: z.object({ postId }), personalData: [] });

export const blogEvents = [PostDrafted, PostEdited, PostPublished, PostUnpublished, PostDeleted] as const;
