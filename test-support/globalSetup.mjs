// Jest global setup: without DATABASE_URL, tests run on an embedded PostgreSQL started here.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../host/src/embedded/embeddedPostgres.mjs';

export default async function globalSetup() {
  if (process.env.DATABASE_URL) {
    process.env.TEST_DATABASE_KIND ??= 'server';
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'conectasst-test-pg-'));
  const pg = await startEmbeddedPostgres({ dataDir, persistent: false });
  process.env.DATABASE_URL = pg.url;
  process.env.TEST_DATABASE_KIND = 'embedded';
  globalThis.__EMBEDDED_PG__ = pg;
}
