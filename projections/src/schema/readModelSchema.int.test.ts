import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allProjections } from '../allProjections';
import { READ_MODEL_SCHEMA_FILE, generateReadModelSchema } from './readModelSchema';

/** The first line where the checked-in schema and the projections' differ, with what to do; undefined when equal. */
function firstDifference(checkedIn: string, generated: string): string | undefined {
  if (checkedIn === generated) return undefined;
  const a = checkedIn.split('\n');
  const b = generated.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line < 0 ? a.length : line;
  return `${READ_MODEL_SCHEMA_FILE} differs from what the projections create (run \`npm run read-models:sql\` and commit it); line ${at + 1}:\n  file:        ${a[at] ?? '(end)'}\n  projections: ${b[at] ?? '(end)'}`;
}

describe(`${READ_MODEL_SCHEMA_FILE}, the read models' schema in one file (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  it('is exactly what the projections create on a fresh database', async () => {
    const generated = await generateReadModelSchema(process.env.DATABASE_URL!, allProjections);
    const checkedIn = readFileSync(path.resolve(__dirname, '../../..', READ_MODEL_SCHEMA_FILE), 'utf8');
    expect(firstDifference(checkedIn, generated)).toBeUndefined();
  });

  it('holds every table each projection declares, under its projection', () => {
    const checkedIn = readFileSync(path.resolve(__dirname, '../../..', READ_MODEL_SCHEMA_FILE), 'utf8');
    for (const projection of allProjections) {
      for (const table of projection.tables)
        expect(checkedIn).toContain(`-- ── ${table}: projection '${projection.name}'`);
    }
  });
});
