/**
 * `npm run read-models:sql [-- --check]`: writes docs/read-models.sql, the read models' whole schema, from what the
 * projections create on a scratch database (projections/src/schema/readModelSchema.ts, ADR 0132). `--check` writes
 * nothing and fails when the checked-in file differs (schemaFileCli.ts).
 */
import { allProjections } from '@conectasst/projections/allProjections';
import { READ_MODEL_SCHEMA_FILE, generateReadModelSchema } from '@conectasst/projections/schema/readModelSchema';
import { runCli } from '@conectasst/host/cli/runCli';
import { schemaFileCli } from '../schemaFile/schemaFileCli';

runCli(() =>
  schemaFileCli({
    file: READ_MODEL_SCHEMA_FILE,
    command: 'npm run read-models:sql',
    creator: 'the projections',
    generate: (serverUrl) => generateReadModelSchema(serverUrl, allProjections),
  }),
);
