import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh, empty database on the test server (DATABASE_URL, or `serverUrl`: another server, e.g. a container's), so
 * test files can run in parallel. Dropped again by `drop()`.
 */
export async function createTestDatabase(
  label = 'test',
  serverUrl = process.env.DATABASE_URL,
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!serverUrl) throw new Error('DATABASE_URL is not set: the Jest global setup should have started PostgreSQL');
  const name = `conectasst_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
