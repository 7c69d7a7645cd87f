import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LoadAnswer, LoadOrder, LoadTarget } from './protocol';

export type { LoadTarget } from './protocol';

type Order = LoadOrder extends infer O ? (O extends LoadOrder ? Omit<O, 'id'> : never) : never;

/**
 * A thread of this process that sends a case's requests (thread.ts): client and server no longer share one event loop
 * and one heap, as they would not in production; both still share the machine's cores with PostgreSQL.
 */
export class LoadThread {
  private readonly worker = new Worker(path.join(__dirname, 'bootstrap.cjs'));
  private readonly waiting = new Map<number, (answer: LoadAnswer) => void>();
  private nextId = 0;

  constructor() {
    this.worker.on('message', (answer: LoadAnswer) => {
      this.waiting.get(answer.id)?.(answer);
      this.waiting.delete(answer.id);
    });
  }

  /** `requests` requests one after another. */
  alone(target: LoadTarget, requests: number): Promise<LoadAnswer> {
    return this.send({ op: 'alone', target, requests });
  }

  /** Requests started at `rate` per second for `seconds` (an open loop), whatever the answers' pace. */
  open(target: LoadTarget, rate: number, seconds: number): Promise<LoadAnswer> {
    return this.send({ op: 'open', target, rate, seconds });
  }

  /** `requests` requests started at once. */
  burst(target: LoadTarget, requests: number): Promise<LoadAnswer> {
    return this.send({ op: 'burst', target, requests });
  }

  /** The HTTP sockets kept alive so far are closed. */
  async reset(): Promise<void> {
    await this.send({ op: 'reset' });
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }

  private send(order: Order): Promise<LoadAnswer> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, (answer) => (answer.error ? reject(new Error(answer.error)) : resolve(answer)));
      this.worker.postMessage({ ...order, id });
    });
  }
}
