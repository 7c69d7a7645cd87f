import { z } from 'zod';
import { requiredText } from '../rules/textRules';
import { PAGE_TEXT_MAX, PAGE_TITLE_MAX, pageKeys, pageMessages } from '../rules/pageRules';
import { recordId } from './ids';

export const homeContentSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  about: z.string(),
  item1: z.string(),
  item2: z.string(),
  item3: z.string(),
});
export type HomeContent = z.infer<typeof homeContentSchema>;

/** FAQ entry; `description` lines are separated by newlines. */
export const faqSchema = z.object({ id: z.number().int(), title: z.string(), description: z.string() });
export type Faq = z.infer<typeof faqSchema>;

export const mvvEntrySchema = z.object({
  id: z.number().int(),
  type: z.enum(['mission', 'vision', 'value']),
  description: z.string(),
});
export type MvvEntry = z.infer<typeof mvvEntrySchema>;

export const socialOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type SocialOption = z.infer<typeof socialOptionSchema>;

/** `GET /v1/pages`: the home's texts (null before an admin saves them), or the list of the page asked for. */
export const pageContentSchema = z.union([homeContentSchema.nullable(), z.array(faqSchema), z.array(mvvEntrySchema)]);

export const pageQuery = z.object({ page: z.enum(pageKeys, { error: pageMessages.invalidPage }) });

const title = requiredText(pageMessages.titleRequired, PAGE_TITLE_MAX, pageMessages.titleTooLong);
const text = z
  .string({ error: pageMessages.descriptionRequired })
  .max(PAGE_TEXT_MAX, { error: pageMessages.textTooLong });
const homeField = requiredText(pageMessages.homeFieldRequired, PAGE_TEXT_MAX, pageMessages.textTooLong);

/** `PUT /v1/pages?page=home` */
export const saveHomeRequest = z.object({
  title: homeField,
  subtitle: homeField,
  about: homeField,
  item1: homeField,
  item2: homeField,
  item3: homeField,
});
export type SaveHomeRequest = z.infer<typeof saveHomeRequest>;

/** `POST /v1/pages` — a new FAQ entry. */
export const createFaqRequest = z.object({ title, description: text.default('') });
export type CreateFaqRequest = z.input<typeof createFaqRequest>;

/** `PUT /v1/pages?page=common_questions` */
export const updateFaqRequest = z.object({ id: recordId, title, description: text.default('') });
export type UpdateFaqRequest = z.input<typeof updateFaqRequest>;

/** `PUT /v1/pages?page=quest` — one mission/vision/value entry's text. */
export const updateMvvRequest = z.object({
  questID: recordId,
  description: requiredText(pageMessages.descriptionRequired, PAGE_TEXT_MAX, pageMessages.textTooLong),
});
export type UpdateMvvRequest = z.input<typeof updateMvvRequest>;

/** The PUT body is read by page; every field is checked by the page's own schema. */
export const updatePageBody = z.record(z.string(), z.unknown());

/** `GET /v1/pages/item` and `DELETE /v1/pages` */
export const faqIdQuery = z.object({ common_questions_id: recordId });
