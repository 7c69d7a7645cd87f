// Entry of the benchmarks' load thread: a worker thread does not inherit tsx's loader, so it registers tsx's CommonJS
// hook itself and then loads the TypeScript module (as projections/src/decodingWorker/bootstrap.cjs does).
require('tsx/cjs');
require('./thread.ts');
