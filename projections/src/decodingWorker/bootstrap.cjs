// Entry of the rebuild's decoding thread (ADR 0150). A worker thread does not inherit the TypeScript loader of every
// way the rebuild runs (jest compiles in memory; tsx registers per process), so it registers tsx's CommonJS hook itself
// and then loads the TypeScript module.
require('tsx/cjs');
require('./thread.ts');
