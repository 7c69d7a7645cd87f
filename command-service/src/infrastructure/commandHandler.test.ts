import { randomUUID } from 'node:crypto';
import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { MemorySubjectKeyStore } from '@conectasst/events/catalogue/keyStore';
import { MemoryEventStore } from '@conectasst/events/memory/memoryEventStore';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { walletStream } from '@conectasst/events/schemas/walletEvents';
import { walletDecider } from '../wallet/businessLogic';
import { CommandHandler } from './commandHandler';

const admin = { userId: randomUUID(), role: 'admin' };

/** A store that counts what is read from it, to tell a cached fold from a full one. */
class CountingStore extends MemoryEventStore {
  eventsRead = 0;
  override async read(...args: Parameters<MemoryEventStore['read']>) {
    const events = await super.read(...args);
    this.eventsRead += events.length;
    return events;
  }
}

describe('CommandHandler: folded streams kept between commands', () => {
  const setUp = (cachedStreams?: number) => {
    const store = new CountingStore();
    const catalogue = new EventCatalogue(allEventDefinitions, { keyStore: new MemorySubjectKeyStore() });
    return {
      store,
      catalogue,
      handler: new CommandHandler(store, catalogue, cachedStreams === undefined ? {} : { cachedStreams }),
    };
  };
  /** An admin who saw `balanceSeen` sets the balance to `newBalance` (a delta checked against what was seen). */
  const adjust = (handler: CommandHandler, providerId: string, newBalance: number, balanceSeen: number) =>
    handler.handle(
      walletStream(providerId),
      walletDecider,
      { type: 'AdjustCredits', providerId, delta: newBalance - balanceSeen, balanceSeen, reason: 'teste' },
      admin,
    );

  it('given a folded wallet, when another process appends and it is loaded again, then only the events appended since are read', async () => {
    const { store, catalogue, handler } = setUp();
    const provider = randomUUID();
    for (const balance of [10, 20, 30]) await adjust(handler, provider, balance, balance - 10);
    await handler.load(walletStream(provider), walletDecider);
    await adjust(new CommandHandler(store, catalogue, { cachedStreams: 0 }), provider, 40, 30);
    store.eventsRead = 0;
    const loaded = await handler.load(walletStream(provider), walletDecider);
    expect(loaded.state.balance).toBe(40);
    expect(loaded.revision).toBe(4);
    expect(store.eventsRead).toBe(1);
  });

  it('given a folded wallet, when this handler appends to it, then its fold moves on with the append and nothing is read back (ADR 0136)', async () => {
    const { store, catalogue, handler } = setUp();
    const provider = randomUUID();
    await adjust(handler, provider, 10, 0);
    store.eventsRead = 0;
    await adjust(handler, provider, 20, 10);
    const loaded = await handler.load(walletStream(provider), walletDecider);
    expect(store.eventsRead).toBe(0);
    expect(loaded.revision).toBe(2);
    expect(loaded.state).toEqual(
      (await new CommandHandler(store, catalogue, { cachedStreams: 0 }).load(walletStream(provider), walletDecider))
        .state,
    );
  });

  it('given a fold cached by one process, when another process appends, then the next load sees that append', async () => {
    const { store, catalogue, handler } = setUp();
    const other = new CommandHandler(store, catalogue);
    const provider = randomUUID();
    await adjust(handler, provider, 10, 0);
    expect((await handler.load(walletStream(provider), walletDecider)).state.balance).toBe(10);
    await adjust(other, provider, 25, 10);
    expect((await handler.load(walletStream(provider), walletDecider)).state.balance).toBe(25);
    // And a command decided on the cached fold still appends at the right revision.
    await adjust(handler, provider, 5, 25);
    expect(
      (await new CommandHandler(store, catalogue, { cachedStreams: 0 }).load(walletStream(provider), walletDecider))
        .state.balance,
    ).toBe(5);
  });

  it('given a retried command (same idempotency key), when the fold is cached, then the retry is still recognised', async () => {
    const { handler } = setUp();
    const provider = randomUUID();
    const once = { ...admin, idempotencyKey: 'k-1' };
    const first = await handler.handle(
      walletStream(provider),
      walletDecider,
      { type: 'AdjustCredits', providerId: provider, delta: 15, balanceSeen: 0, reason: 'teste' },
      once,
    );
    const again = await handler.handle(
      walletStream(provider),
      walletDecider,
      { type: 'AdjustCredits', providerId: provider, delta: 15, balanceSeen: 0, reason: 'teste' },
      once,
    );
    expect(again.replayed).toBe(true);
    expect(again.position).toEqual(first.position);
  });

  it('given the cache turned off, when a stream is loaded twice, then it is read whole both times', async () => {
    const { store, handler } = setUp(0);
    const provider = randomUUID();
    await adjust(handler, provider, 10, 0);
    await adjust(handler, provider, 20, 10);
    store.eventsRead = 0;
    await handler.load(walletStream(provider), walletDecider);
    await handler.load(walletStream(provider), walletDecider);
    expect(store.eventsRead).toBe(4);
  });
});
