import { z } from 'zod';
import { requiredText } from '../rules/textRules';
import { POST_HTML_MAX, POST_TITLE_MAX, POST_TYPE, blogMessages } from '../rules/blogRules';
import { pageQuery, recordId } from './ids';

/** A post as the blog and the admin return it (spec §3: type, titulo, code). `code` is sanitized HTML. */
export const postSchema = z.object({
  id: z.number().int(),
  type: z.literal(POST_TYPE),
  titulo: z.string(),
  code: z.string(),
  published: z.boolean(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type Post = z.infer<typeof postSchema>;

const titulo = requiredText(blogMessages.titleRequired, POST_TITLE_MAX, blogMessages.titleTooLong);
const code = z
  .string({ error: blogMessages.contentRequired })
  .min(1, { error: blogMessages.contentRequired })
  .max(POST_HTML_MAX, { error: blogMessages.contentTooLong });

/** `POST /v1/admin/blog` */
export const createPostRequest = z.object({ titulo, code, published: z.boolean().default(false) });
export type CreatePostRequest = z.input<typeof createPostRequest>;

/** `PUT /v1/admin/blog` */
export const updatePostRequest = z.object({
  id: recordId,
  titulo,
  code,
  published: z.boolean({ error: 'Informe se o post está publicado.' }),
});
export type UpdatePostRequest = z.input<typeof updatePostRequest>;

export const listPostsQuery = z.object({ page: pageQuery });
export const showPostQuery = z.object({ id: recordId });
