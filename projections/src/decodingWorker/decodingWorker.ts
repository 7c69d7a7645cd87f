import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SubjectKeyStore } from '@conectasst/events/catalogue/keyStore';
import type { LogPosition } from '@conectasst/events/envelope';
import type { ProjectedEvent, RebuildReader, RebuildReading } from '../projection';
import type { FromMainThread, ToMainThread, WorkerSetup } from './messages';

export interface DecodingWorkerOptions {
  /** The PostgreSQL database of the event store (the thread opens one connection of its own). */
  connectionString: string;
  /** Where the data keys of personal fields come from: asked here, on the main thread, for each batch's subjects. */
  keyStore: SubjectKeyStore;
}

/** Time the decoding threads spent, summed over the rebuilds (the bench's profile; `cpuMs` on Linux only). */
export interface DecodingTime {
  readMs: number;
  decodeMs: number;
  cpuMs: number;
}

type Batch = { upTo: LogPosition | undefined; events: ProjectedEvent[] };

/** A key in a buffer of its own: a view of Node's shared buffer pool would carry the whole pool across. */
const copyOf = (key: Buffer | null | undefined): Uint8Array | null => (key ? new Uint8Array(key) : null);

/** How long `close` waits for the thread to close its connection before it stops it. */
const CLOSE_TIMEOUT_MS = 5_000;

/**
 * A rebuild that reads and decodes the log on a worker thread (ADR 0150): the thread reads each batch from
 * PostgreSQL and decodes the events the read models read; this thread receives them decoded and folds, formats and
 * writes while the thread prepares the next batch. For a log in PostgreSQL only (`RunnerOptions.rebuildReading`).
 */
export function decodingWorker(options: DecodingWorkerOptions): RebuildReading & { time: DecodingTime } {
  const time: DecodingTime = { readMs: 0, decodeMs: 0, cpuMs: 0 };
  return { time, open: (types) => new DecodingThread(options, types, time) };
}

class DecodingThread implements RebuildReader {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve(batch: Batch): void; reject(error: Error): void }>();
  private nextId = 0;
  /** Set once the thread failed or ended: every later read fails with it. */
  private failure: Error | undefined;
  private readonly exited: Promise<void>;

  constructor(
    private readonly options: DecodingWorkerOptions,
    types: ReadonlySet<string>,
    private readonly time: DecodingTime,
  ) {
    const setup: WorkerSetup = { connectionString: options.connectionString, types: [...types] };
    this.worker = new Worker(path.join(__dirname, 'bootstrap.cjs'), { workerData: setup });
    this.worker.on('message', (message: ToMainThread) => this.receive(message));
    this.worker.on('error', (error) => this.fail(`the decoding thread failed: ${error.message}`));
    this.exited = new Promise((resolve) =>
      this.worker.once('exit', (code) => {
        this.fail(`the decoding thread ended (exit code ${code})`);
        resolve();
      }),
    );
  }

  read(from: LogPosition, limit: number): Promise<Batch> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.send({ kind: 'read', id, from, limit });
    });
  }

  async close(): Promise<void> {
    this.send({ kind: 'close' });
    const timer = setTimeout(() => void this.worker.terminate(), CLOSE_TIMEOUT_MS);
    await this.exited;
    clearTimeout(timer);
  }

  private send(message: FromMainThread): void {
    if (!this.failure) this.worker.postMessage(message);
  }

  private receive(message: ToMainThread): void {
    if (message.kind === 'keys') {
      void this.answerKeys(message.id, message.subjects);
      return;
    }
    const waiter = this.waiting.get(message.id);
    this.waiting.delete(message.id);
    if (message.kind === 'failed') {
      waiter?.reject(new Error(`Rebuild: reading or decoding the log failed on the decoding thread: ${message.error}`));
      return;
    }
    this.time.readMs += message.readMs;
    this.time.decodeMs += message.decodeMs;
    this.time.cpuMs += message.cpuMs;
    waiter?.resolve({ upTo: message.upTo, events: message.events });
  }

  /** The keys the thread asks for travel in memory to it (never logged; the error names no key). */
  private async answerKeys(id: number, subjects: string[]): Promise<void> {
    try {
      const keys = await this.options.keyStore.getMany(subjects);
      this.send({ kind: 'keys', id, keys: subjects.map((subject) => [subject, copyOf(keys.get(subject))]) });
    } catch (error) {
      this.send({ kind: 'keys', id, error: error instanceof Error ? error.message : String(error) });
    }
  }

  private fail(reason: string): void {
    this.failure ??= new Error(`Rebuild: ${reason}`);
    for (const waiter of this.waiting.values()) waiter.reject(this.failure);
    this.waiting.clear();
  }
}
