import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { WRITE_SIDE_SCHEMA_FILE, generateWriteSideSchema, writeSideTables } from './writeSideSchema';

const root = path.resolve(__dirname, '../../..');

/** Every `CREATE TABLE IF NOT EXISTS <name>` of the services' sources (tests aside): the tables made at start. */
function tablesCreatedAtStart(): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        for (const m of readFileSync(full, 'utf8').matchAll(/CREATE TABLE IF NOT EXISTS (\w+)\s*\(/g))
          found.push(m[1]!);
      }
    }
  };
  for (const workspace of ['events', 'platform', 'projections', 'command-service', 'query-service', 'host'])
    walk(path.join(root, workspace, 'src'));
  return [...new Set(found)].sort();
}

describe(`${WRITE_SIDE_SCHEMA_FILE}, the write side's tables and lock keys in one file (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  it('is exactly what the owners of the write side create on a fresh database', async () => {
    const generated = await generateWriteSideSchema(process.env.DATABASE_URL!);
    const checkedIn = readFileSync(path.join(root, WRITE_SIDE_SCHEMA_FILE), 'utf8');
    const a = checkedIn.split('\n');
    const b = generated.split('\n');
    const line = a.findIndex((text, i) => text !== b[i]);
    const at = line < 0 ? a.length : line;
    const difference =
      checkedIn === generated
        ? undefined
        : `run \`npm run write-side:sql\` and commit it; line ${at + 1}:\n  file:      ${a[at] ?? '(end)'}\n  generated: ${b[at] ?? '(end)'}`;
    expect(difference).toBeUndefined();
  });

  it('lists every table a service creates at start, outside the read models (a new one must be added to writeSideTables)', () => {
    const readModels = readFileSync(path.join(root, 'docs/read-models.sql'), 'utf8');
    const listed = new Set(writeSideTables.flatMap((owner) => owner.tables));
    const unlisted = tablesCreatedAtStart().filter(
      (table) => !listed.has(table) && !readModels.includes(`CREATE TABLE ${table} (`),
    );
    expect(unlisted).toEqual([]);
  });
});
