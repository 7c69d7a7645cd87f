import { DomainError } from '@conectasst/common/rules/domainError';
import type { LogPosition } from '@conectasst/events/envelope';
import { maxPosition } from '@conectasst/events/envelope';
import { IdempotencyConflict, WrongExpectedRevision } from '@conectasst/events/errors';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { walletStream } from '@conectasst/events/schemas/walletEvents';
import type { CommandHandler, DecisionPart } from '../infrastructure/commandHandler';
import { metadataFor } from '../infrastructure/commandContext';
import { demandDecider } from '../demands/businessLogic';
import { walletDecider } from '../wallet/businessLogic';
import type { SubscribeDecision } from './subscribeDecision';
import { decideSubscription } from './subscribeDecision';
import type { SubscribeOutcome, SubscribeRequest } from './subscription';
import { runSubscriptionProcess } from './stepByStep/runSubscriptionProcess';

/**
 * Subscribes a provider to a demand (ADR 0124). On a store that appends to several streams atomically (PostgreSQL,
 * memory): one decision over the wallet and the demand, appended to both at once. On one that cannot (EventStoreDB),
 * and to finish a reservation an earlier request left open: the step-by-step process of DESIGN §3. Either way a
 * retried request (same Idempotency-Key → same reservation id) pays once. Throws the refusal as a DomainError.
 */
export async function subscribe(commands: CommandHandler, request: SubscribeRequest): Promise<SubscribeOutcome> {
  return (
    (commands.supportsAtomicMultiStreamAppend ? await subscribeAsOneDecision(commands, request) : undefined) ??
    (await runSubscriptionProcess(commands, request))
  );
}

/** Conflicts on a crowded demand: each one means another writer succeeded, so this bounds the wait, not the crowd. */
const MAX_DECISION_ATTEMPTS = 30;

/**
 * Decide (`decideSubscription`) over the wallet and the demand, append both streams' events atomically, each at its
 * own expected revision; on a conflict on either stream, nothing was written: load both again and decide again.
 * The first attempt decides on the folds this process keeps (ADR 0136: no read when both are cached; its own appends
 * are folded in as they are written): a fold behind the store only costs a conflict, since the append checks each
 * stream's revision, and a refusal or an open reservation found on a cached fold is looked at again on folds read
 * from the store before it is answered. `undefined` when an open reservation of an earlier request is to be finished
 * by the process instead.
 */
async function subscribeAsOneDecision(
  commands: CommandHandler,
  { user, idempotencyKey, subscription }: SubscribeRequest,
): Promise<SubscribeOutcome | undefined> {
  const wallet = walletStream(subscription.providerId);
  const demand = demandStream(subscription.demandId);
  let read = false;
  for (let attempt = 1; ; attempt++) {
    const [walletNow, demandNow] = await Promise.all([
      commands.foldToDecideOn(wallet, walletDecider, { read }),
      commands.foldToDecideOn(demand, demandDecider, { read }),
    ]);
    const fromStore = walletNow.fromStore && demandNow.fromStore;
    // The later of the two streams' last events: what a retry that finds its work done, or a refusal, was decided on.
    const seen = [[...walletNow.positions.values()].at(-1), [...demandNow.positions.values()].at(-1)].filter(
      (p): p is LogPosition => p !== undefined,
    );
    const seenPosition = seen.length ? seen.reduce(maxPosition) : undefined;
    let decision: SubscribeDecision;
    try {
      decision = decideSubscription(walletNow.state, demandNow.state, subscription);
    } catch (error) {
      if (!fromStore && error instanceof DomainError) {
        read = true;
        continue;
      }
      // Nothing was written; the answer still carries the position of the state that refused (the demand full, …).
      if (error instanceof DomainError && seenPosition)
        throw new DomainError(error.code, error.message, {
          position: seenPosition,
          ...(error.reason ? { reason: error.reason } : {}),
        });
      throw error;
    }
    if (decision.type === 'Resume' && !fromStore) {
      read = true;
      continue;
    }
    if (decision.type === 'Resume') return undefined;
    // A spent reservation stays spent: a cached fold that shows it is as good as a fresh one.
    if (decision.type === 'Done') return { position: seenPosition, settledHere: false };
    try {
      const appended = await commands.appendDecision(
        // The demand first: the log then reads as the process wrote it (the seat, then the spend that paid for it), which
        // the subscription history projection relies on to put the credits on the seat's row.
        [
          { streamId: demand, folded: demandNow, decider: demandDecider, events: decision.demand },
          { streamId: wallet, folded: walletNow, decider: walletDecider, events: decision.wallet },
        ] as DecisionPart[],
        metadataFor(user, idempotencyKey),
      );
      return { position: appended.position, settledHere: !appended.alreadyAppended };
    } catch (error) {
      const conflict = error instanceof WrongExpectedRevision || error instanceof IdempotencyConflict;
      if (!conflict || attempt >= MAX_DECISION_ATTEMPTS) throw error;
      // The conflicting stream is read whole next time (a cached fold the store disagrees with is not kept); the other
      // one from its fold on.
      commands.forget(error.streamId, error.streamId === wallet ? walletDecider : demandDecider);
      read = true;
      // A little jitter spreads the retries of writers that collided together (as CommandHandler.handle does).
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(20, attempt * 2)));
    }
  }
}
