/**
 * `npm run read-models:sql [-- --check]`: writes docs/read-models.sql, the read models' whole schema, from what the
 * projections create on a scratch database (projections/src/schema/readModelSchema.ts, ADR 0132). `--check` writes
 * nothing and fails when the checked-in file differs. Uses the server of DATABASE_URL (a scratch database is created
 * and dropped there), or a throwaway embedded PostgreSQL when it is unset.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { allProjections } from '@conectasst/projections/allProjections';
import { READ_MODEL_SCHEMA_FILE, generateReadModelSchema } from '@conectasst/projections/schema/readModelSchema';
import { loadConfig } from '@conectasst/platform/config';
import { runCli } from '@conectasst/host/cli/runCli';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { check: { type: 'boolean' } } });
  let serverUrl = loadConfig().databaseUrl;
  let embedded: { stop(): Promise<void> } | undefined;
  const dataDir = serverUrl ? undefined : mkdtempSync(path.join(os.tmpdir(), 'conectasst-read-models-'));
  try {
    if (dataDir) {
      const { startEmbeddedPostgres } = await import('@conectasst/host/embedded/embeddedPostgres.mjs');
      const server = await startEmbeddedPostgres({ dataDir, persistent: false });
      embedded = server;
      serverUrl = server.url;
    }
    const sql = await generateReadModelSchema(serverUrl!, allProjections);
    const file = path.resolve(process.cwd(), READ_MODEL_SCHEMA_FILE);
    if (values.check) {
      let current = '';
      try {
        current = readFileSync(file, 'utf8');
      } catch {
        // a missing file differs
      }
      if (current === sql) return 0;
      console.error(`${READ_MODEL_SCHEMA_FILE} is not what the projections create: run \`npm run read-models:sql\` and commit it.`);
      return 1;
    }
    writeFileSync(file, sql);
    console.log(`${READ_MODEL_SCHEMA_FILE} written (${sql.split('\n').length} lines).`);
    return 0;
  } finally {
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

runCli(main);
