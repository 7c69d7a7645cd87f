import type request from 'supertest';

/** The sitemap as a crawler reads it: the index, then each file it names (ADR 0156). */
export interface ReadSitemap {
  /** The index's answer (`/sitemap.xml`). */
  index: request.Response;
  /** Each file's answer, in the index's order. */
  files: request.Response[];
  /** Every file's XML, one after another (what `toContain` and the `<loc>`/`<lastmod>` patterns read). */
  text: string;
  /** Every URL, in order. */
  locs: string[];
}

/**
 * Reads the sitemap once it shows the read models as they are now: the query-service serves the last built version and
 * rebuilds in the background, saying `X-Sitemap-Rebuilding` meanwhile, so this asks again until that header is gone
 * (bounded: 400 tries, 25 ms apart). Call it after `caughtUp()`. `get` is the test's client (`(p) => app().get(p)`).
 */
export async function readSitemap(get: (path: string) => request.Test): Promise<ReadSitemap> {
  let index: request.Response | undefined;
  for (let attempt = 0; attempt < 400; attempt++) {
    index = await get('/sitemap.xml').expect(200);
    if (index.headers['x-sitemap-rebuilding'] === undefined) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  if (!index || index.headers['x-sitemap-rebuilding'] !== undefined)
    throw new Error('readSitemap(): the sitemap was still being rebuilt after 400 tries');
  const files: request.Response[] = [];
  for (const loc of [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!))
    files.push(await get(new URL(loc).pathname).expect(200));
  const text = files.map((file) => file.text).join('');
  return { index, files, text, locs: [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!) };
}
