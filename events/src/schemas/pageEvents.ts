import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';

/** The home page's editable texts: one stream. */
export const homePageStream = 'page-home';
/** One FAQ entry (Perguntas frequentes): `faq-<id>`. */
export const faqStream = (faqId: number) => `faq-${faqId}`;
/** One mission / vision / value entry: `mvv-<id>`. */
export const mvvStream = (entryId: number) => `mvv-${entryId}`;
/** One option of 'Como nos conheceu?': `social-<id>`. */
export const socialOptionStream = (optionId: number) => `social-${optionId}`;

const id = z.number().int().positive();
export const mvvTypes = ['mission', 'vision', 'value'] as const;

export const HomeContentSaved = defineEvent({
  type: 'HomeContentSaved',
  version: 1,
  schema: z.object({ title: z.string(), subtitle: z.string(), about: z.string(), item1: z.string(), item2: z.string(), item3: z.string() }),
  personalData: [],
});

export const FaqCreated = defineEvent({
  type: 'FaqCreated',
  version: 1,
  schema: z.object({ faqId: id, title: z.string().min(1), description: z.string() }),
  personalData: [],
});
export const FaqEdited = defineEvent({
  type: 'FaqEdited',
  version: 1,
  schema: z.object({ faqId: id, title: z.string().min(1), description: z.string() }),
  personalData: [],
});
export const FaqDeleted = defineEvent({ type: 'FaqDeleted', version: 1, schema: z.object({ faqId: id }), personalData: [] });

export const MvvEntryCreated = defineEvent({
  type: 'MvvEntryCreated',
  version: 1,
  schema: z.object({ entryId: id, type: z.enum(mvvTypes), description: z.string() }),
  personalData: [],
});
export const MvvEntryEdited = defineEvent({
  type: 'MvvEntryEdited',
  version: 1,
  schema: z.object({ entryId: id, description: z.string() }),
  personalData: [],
});

export const SocialOptionAdded = defineEvent({
  type: 'SocialOptionAdded',
  version: 1,
  schema: z.object({ optionId: id, name: z.string().min(1) }),
  personalData: [],
});

export const pageEvents = [HomeContentSaved, FaqCreated, FaqEdited, FaqDeleted, MvvEntryCreated, MvvEntryEdited, SocialOptionAdded] as const;
