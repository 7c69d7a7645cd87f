/**
 * One CLI for the generated schema files (docs/read-models.sql, docs/write-side.sql): generate the SQL on a scratch
 * database — the server of DATABASE_URL, or a throwaway embedded PostgreSQL when it is unset — then write the file, or
 * with `--check` write nothing and fail when the checked-in file differs.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '@conectasst/platform/config';

export interface SchemaFile {
  /** The file, relative to the repository root (the working directory of npm scripts). */
  file: string;
  /** The npm script that writes it, named in the --check failure. */
  command: string;
  /** What creates the tables, as the --check failure says it: "the projections", "the write side". */
  creator: string;
  /** The SQL of the file, generated on the server at this URL. */
  generate(serverUrl: string): Promise<string>;
}

export async function schemaFileCli(target: SchemaFile): Promise<number> {
  const { values } = parseArgs({ options: { check: { type: 'boolean' } } });
  let serverUrl = loadConfig().databaseUrl;
  let embedded: { stop(): Promise<void> } | undefined;
  const dataDir = serverUrl ? undefined : mkdtempSync(path.join(os.tmpdir(), 'conectasst-schema-file-'));
  try {
    if (dataDir) {
      const { startEmbeddedPostgres } = await import('@conectasst/host/embedded/embeddedPostgres.mjs');
      const server = await startEmbeddedPostgres({ dataDir, persistent: false });
      embedded = server;
      serverUrl = server.url;
    }
    const sql = await target.generate(serverUrl!);
    const file = path.resolve(process.cwd(), target.file);
    if (values.check) {
      let current = '';
      try {
        current = readFileSync(file, 'utf8');
      } catch {
        // a missing file differs
      }
      if (current === sql) return 0;
      console.error(`${target.file} is not what ${target.creator} creates: run \`${target.command}\` and commit it.`);
      return 1;
    }
    writeFileSync(file, sql);
    console.log(`${target.file} written (${sql.split('\n').length} lines).`);
    return 0;
  } finally {
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
