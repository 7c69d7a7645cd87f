import { z } from 'zod';
import { plainEvent } from './plainEvent';

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

export const HomeContentSaved = plainEvent(
  'HomeContentSaved',
  z.object({
    title: z.string(),
    subtitle: z.string(),
    about: z.string(),
    item1: z.string(),
    item2: z.string(),
    item3: z.string(),
  }),
);

export const FaqCreated = plainEvent(
  'FaqCreated',
  z.object({ faqId: id, title: z.string().min(1), description: z.string() }),
);
export const FaqEdited = plainEvent(
  'FaqEdited',
  z.object({ faqId: id, title: z.string().min(1), description: z.string() }),
);
export const FaqDeleted = plainEvent('FaqDeleted', z.object({ faqId: id }));

export const MvvEntryCreated = plainEvent(
  'MvvEntryCreated',
  z.object({ entryId: id, type: z.enum(mvvTypes), description: z.string() }),
);
export const MvvEntryEdited = plainEvent('MvvEntryEdited', z.object({ entryId: id, description: z.string() }));

export const SocialOptionAdded = plainEvent('SocialOptionAdded', z.object({ optionId: id, name: z.string().min(1) }));

export const pageEvents = [
  HomeContentSaved,
  FaqCreated,
  FaqEdited,
  FaqDeleted,
  MvvEntryCreated,
  MvvEntryEdited,
  SocialOptionAdded,
] as const;
