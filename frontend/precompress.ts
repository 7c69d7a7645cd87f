// Build step (vite.config.ts): writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, so the
// server and the nginx gateway send compressed bytes without compressing on each request (ADR 0117).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Extensions worth compressing (images and fonts in the build are already compressed formats). */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a compressed copy saves less than the extra header costs. */
const MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` for every text file under `dir`; returns the files compressed (relative paths). */
export function precompressDir(dir: string): string[] {
  const done: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) {
        walk(file);
        continue;
      }
      if (!TEXT_FILE.test(name)) continue;
      const bytes = readFileSync(file);
      if (bytes.length < MIN_BYTES) continue;
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        }),
      );
      writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      done.push(path.relative(dir, file));
    }
  };
  walk(dir);
  return done;
}
