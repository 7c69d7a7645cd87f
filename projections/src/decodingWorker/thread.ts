/**
 * The decoding thread of a rebuild (ADR 0150): reads the log from PostgreSQL and decodes the events the rebuilt read
 * models read (the catalogue's upcasting, AES-GCM of personal fields and zod validation), so that the rebuild's main
 * thread only folds, formats and writes. Started by `decodingWorker.ts` through `bootstrap.cjs`.
 *
 * The data keys are not read here: each batch's missing keys are asked of the main thread, whose key store holds them
 * (the master key never enters this thread). Keys live in this thread's memory only, as in the main catalogue's cache.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import type { SubjectKeyStore } from '@conectasst/events/catalogue/keyStore';
import type { LogPosition } from '@conectasst/events/envelope';
import { PostgresEventStore } from '@conectasst/events/postgres/postgresEventStore';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import type { FromMainThread, ToMainThread, WorkerSetup } from './messages';

const port = parentPort!;
const setup = workerData as WorkerSetup;
const send = (message: ToMainThread) => port.postMessage(message);

/** Asks the main thread for the keys of a batch's subjects (one message per batch without cached keys). */
class KeysOfTheMainThread implements SubjectKeyStore {
  private nextId = 0;
  readonly waiting = new Map<number, { resolve(keys: Map<string, Buffer | null>): void; reject(error: Error): void }>();

  getMany(subjectIds: readonly string[]): Promise<Map<string, Buffer | null>> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      send({ kind: 'keys', id, subjects: [...subjectIds] });
    });
  }

  answer(id: number, keys: [string, Uint8Array | null][] | undefined, error: string | undefined): void {
    const waiter = this.waiting.get(id);
    this.waiting.delete(id);
    if (!keys) waiter?.reject(new Error(`the key store failed: ${error ?? 'no answer'}`));
    else
      waiter?.resolve(
        new Map(
          keys.map(([subject, key]) => [subject, key && Buffer.from(key.buffer, key.byteOffset, key.byteLength)]),
        ),
      );
  }

  getOrCreate(): Promise<Buffer> {
    return Promise.reject(new Error('The decoding thread only reads keys'));
  }

  erase(): Promise<void> {
    return Promise.reject(new Error('The decoding thread only reads keys'));
  }

  isErased(): Promise<boolean> {
    return Promise.reject(new Error('The decoding thread only reads keys'));
  }
}

const keys = new KeysOfTheMainThread();
const catalogue = new EventCatalogue(allEventDefinitions, { keyStore: keys });
const wanted = new Set(setup.types);
const opened = PostgresEventStore.connect({ connectionString: setup.connectionString, poolSize: 1, listen: false });
opened.catch(() => undefined); // reported by the first read

/** CPU time of this thread so far, in ms (Linux's /proc; 0 elsewhere): the bench's profile. */
function threadCpuMs(): number {
  try {
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}
let cpuReported = threadCpuMs();

async function read(id: number, from: LogPosition, limit: number): Promise<void> {
  try {
    const store = await opened;
    const started = performance.now();
    const batch = await store.readAll(from, limit);
    const read = performance.now();
    const selected = batch.filter((e) => wanted.has(e.type));
    const events = selected.length > 0 ? await catalogue.decodeMany(selected) : [];
    const upTo = batch.length > 0 ? batch[batch.length - 1]!.position : undefined;
    const cpu = threadCpuMs();
    send({
      kind: 'batch',
      id,
      upTo,
      events,
      readMs: read - started,
      decodeMs: performance.now() - read,
      cpuMs: cpu - cpuReported,
    });
    cpuReported = cpu;
  } catch (error) {
    send({ kind: 'failed', id, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  }
}

port.on('message', (message: FromMainThread) => {
  if (message.kind === 'read') void read(message.id, message.from, message.limit);
  else if (message.kind === 'keys') keys.answer(message.id, message.keys, message.error);
  else {
    for (const waiter of keys.waiting.values()) waiter.reject(new Error('The rebuild closed the decoding thread'));
    void opened
      .then((store) => store.close())
      .catch(() => undefined)
      .finally(() => port.close());
  }
});
