import { z } from 'zod';
import { plainEvent } from './plainEvent';

/** One blog post: `post-<id>`. */
export const postStream = (postId: number) => `post-${postId}`;

const postId = z.number().int().positive();

/** `html` is stored already sanitized (allowlist of the editor's output). */
export const PostDrafted = plainEvent('PostDrafted', z.object({ postId, title: z.string().min(1), html: z.string() }));
export const PostEdited = plainEvent('PostEdited', z.object({ postId, title: z.string().min(1), html: z.string() }));
export const PostPublished = plainEvent('PostPublished', z.object({ postId }));
export const PostUnpublished = plainEvent('PostUnpublished', z.object({ postId }));
export const PostDeleted = plainEvent('PostDeleted', z.object({ postId }));

export const blogEvents = [PostDrafted, PostEdited, PostPublished, PostUnpublished, PostDeleted] as const;
