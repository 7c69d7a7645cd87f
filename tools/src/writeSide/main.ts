/**
 * `npm run write-side:sql [-- --check]`: writes docs/write-side.sql, every table outside the read models and the
 * advisory-lock keys, from what their owners create on a scratch database (writeSideSchema.ts, ADR 0181). `--check` writes
 * nothing and fails when the checked-in file differs. Uses the server of DATABASE_URL (a scratch database is created
 * and dropped there), or a throwaway embedded PostgreSQL when it is unset.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '@conectasst/platform/config';
import { runCli } from '@conectasst/host/cli/runCli';
import { WRITE_SIDE_SCHEMA_FILE, generateWriteSideSchema } from './writeSideSchema';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { check: { type: 'boolean' } } });
  let serverUrl = loadConfig().databaseUrl;
  let embedded: { stop(): Promise<void> } | undefined;
  const dataDir = serverUrl ? undefined : mkdtempSync(path.join(os.tmpdir(), 'conectasst-write-side-'));
  try {
    if (dataDir) {
      const { startEmbeddedPostgres } = await import('@conectasst/host/embedded/embeddedPostgres.mjs');
      const server = await startEmbeddedPostgres({ dataDir, persistent: false });
      embedded = server;
      serverUrl = server.url;
    }
    const sql = await generateWriteSideSchema(serverUrl!);
    const file = path.resolve(process.cwd(), WRITE_SIDE_SCHEMA_FILE);
    if (values.check) {
      let current = '';
      try {
        current = readFileSync(file, 'utf8');
      } catch {
        // a missing file differs
      }
      if (current === sql) return 0;
      console.error(`${WRITE_SIDE_SCHEMA_FILE} is not what the write side creates: run \`npm run write-side:sql\` and commit it.`);
      return 1;
    }
    writeFileSync(file, sql);
    console.log(`${WRITE_SIDE_SCHEMA_FILE} written (${sql.split('\n').length} lines).`);
    return 0;
  } finally {
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

runCli(main);
