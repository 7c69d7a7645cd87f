import type { Faq, HomeContent, MvvEntry, SocialOption } from '@conectasst/common/api/pages';
import type { Queryable } from '../queryable';

/** The site's editable texts (pagesProjection.ts: home_content, faqs, mvv_entries, social_options), for the query-service (ADR 0132). */

/** The home page texts (one row), or null before any was saved. */
export async function homeContent(db: Queryable): Promise<HomeContent | null> {
  return (
    (await db.query<HomeContent>('SELECT title, subtitle, about, item1, item2, item3 FROM home_content')).rows[0] ??
    null
  );
}

export async function listFaqs(db: Queryable): Promise<Faq[]> {
  return (await db.query<Faq>('SELECT id, title, description FROM faqs ORDER BY id')).rows;
}

export async function findFaq(db: Queryable, faqId: number): Promise<Faq | undefined> {
  return (await db.query<Faq>('SELECT id, title, description FROM faqs WHERE id = $1', [faqId])).rows[0];
}

/** Mission, vision and values, in that order. */
export async function listMvvEntries(db: Queryable): Promise<MvvEntry[]> {
  return (
    await db.query<MvvEntry>(
      `SELECT id, type, description FROM mvv_entries ORDER BY array_position(ARRAY['mission', 'vision', 'value'], type), id`,
    )
  ).rows;
}

/** The "como nos conheceu" options. */
export async function listSocialOptions(db: Queryable): Promise<SocialOption[]> {
  return (await db.query<SocialOption>('SELECT id, name FROM social_options ORDER BY id')).rows;
}
