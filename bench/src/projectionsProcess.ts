/**
 * The projections suite in a process of its own (main.ts): the million events it generates, writes and rebuilds from
 * are garbage once it ends, and a heap of two gigabytes of garbage would stall the server of the suites after it with
 * a long major collection, in whichever case it came. Prints its rows and the seeded marketplace as one JSON line.
 */
import { spawn } from 'node:child_process';
import type { SeededMarketplace } from './projectionBench';
import { projectionBench } from './projectionBench';
import type { BenchRow } from './report';
import { runCli } from '@conectasst/host/cli/runCli';

interface Output {
  rows: BenchRow[];
  seeded: SeededMarketplace;
}

/** Runs the suite in a child process (this file as its entry point) and reads back what it printed. */
export function projectionBenchInChild(url: string, quick: boolean, label: string): Promise<Output> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', __filename, url, quick ? 'quick' : 'full', label], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`projections suite: exit code ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1)!) as Output);
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

if (require.main === module)
  runCli(async () => {
    const [url, quick, label] = process.argv.slice(2);
    let seeded: SeededMarketplace | undefined;
    const rows = await projectionBench(url!, quick === 'quick', label!, (m) => (seeded = m));
    if (!seeded) throw new Error('the projections suite seeded no marketplace');
    await new Promise<void>((resolve) =>
      process.stdout.write(`${JSON.stringify({ rows, seeded })}\n`, () => resolve()),
    );
  });
