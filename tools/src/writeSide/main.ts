/**
 * `npm run write-side:sql [-- --check]`: writes docs/write-side.sql, every table outside the read models and the
 * advisory-lock keys, from what their owners create on a scratch database (writeSideSchema.ts, ADR 0181). `--check`
 * writes nothing and fails when the checked-in file differs (schemaFileCli.ts).
 */
import { runCli } from '@conectasst/host/cli/runCli';
import { schemaFileCli } from '../schemaFile/schemaFileCli';
import { WRITE_SIDE_SCHEMA_FILE, generateWriteSideSchema } from './writeSideSchema';

runCli(() =>
  schemaFileCli({
    file: WRITE_SIDE_SCHEMA_FILE,
    command: 'npm run write-side:sql',
    creator: 'the write side',
    generate: generateWriteSideSchema,
  }),
);
