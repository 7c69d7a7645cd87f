import { randomBytes } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import type { Queryable } from '@conectasst/projections/queryable';
import { pageCache } from './pageCache';

/** A read-model pool that answers the versions query from a map the test moves. */
function versionsPool(versions: Map<string, number>): Queryable {
  return {
    query: (async () => ({
      rows: [...versions].map(([name, version]) => ({ name, version: String(version), changed_at: new Date(0) })),
    })) as unknown as Queryable['query'],
  };
}

describe('the page cache (pageCache.ts, ADR 0174)', () => {
  it('keeps at most maxBytes, evicting the least recently used page first', async () => {
    // Random hexadecimal text: 1,000 bytes and a gzip copy of about 560, so an entry weighs about 1,560 bytes and two fit.
    const cache = pageCache(versionsPool(new Map()), { maxBytes: 4_000 });
    let renders = 0;
    const body = () => randomBytes(500).toString('hex');
    const app = express().get(
      /.*/,
      cache.page([], () => ((renders += 1), { status: 200, html: body() })),
    );
    for (const path of ['/a', '/b', '/c', '/d']) await request(app).get(path).expect(200);
    expect(cache.stats().bytes).toBeLessThanOrEqual(4_000);
    expect(cache.stats().entries).toBe(2);
    expect(cache.stats().evictions).toBeGreaterThanOrEqual(1);
    expect(renders).toBe(4);
    await request(app).get('/d').expect(200);
    expect(renders).toBe(4);
    await request(app).get('/a').expect(200);
    expect(renders).toBe(5);
  });

  it('renders a page again when a read model it reads moved, not when another one did', async () => {
    const versions = new Map([
      ['services', 1],
      ['posts', 1],
    ]);
    const cache = pageCache(versionsPool(versions));
    let renders = 0;
    const app = express().get(
      '/p',
      cache.page(['services'], () => ((renders += 1), { status: 200, html: `render ${renders}` })),
    );
    expect((await request(app).get('/p')).text).toBe('render 1');
    versions.set('posts', 2);
    expect((await request(app).get('/p')).text).toBe('render 1');
    versions.set('services', 2);
    expect((await request(app).get('/p')).text).toBe('render 2');
  });

  it('concurrent requests for a missing page wait for one render', async () => {
    const cache = pageCache(versionsPool(new Map()));
    let renders = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const app = express().get(
      '/slow',
      cache.page([], async () => {
        renders += 1;
        await gate;
        return { status: 200, html: 'lenta' };
      }),
    );
    const server = app.listen(0);
    try {
      const pending = Array.from({ length: 20 }, () => request(server).get('/slow'));
      const answers = Promise.all(pending.map((p) => p.then((r) => r)));
      while (renders === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      const done = await answers;
      expect(renders).toBe(1);
      expect(done.map((r) => r.text)).toEqual(Array(20).fill('lenta'));
      expect(cache.stats().renders).toBe(1);
    } finally {
      server.close();
    }
  });
});
