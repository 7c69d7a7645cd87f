import { SUBSCRIPTION_COST } from '@conectasst/common/rules/demandRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { LogPosition } from '@conectasst/events/envelope';
import { maxPosition } from '@conectasst/events/envelope';
import { IdempotencyConflict, WrongExpectedRevision } from '@conectasst/events/errors';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { walletStream } from '@conectasst/events/schemas/walletEvents';
import type { AuthUser } from '@conectasst/platform/auth/tokens';
import type { CommandHandler, DecisionPart } from '../infrastructure/commandHandler';
import { metadataFor } from '../infrastructure/commandContext';
import { demandDecider } from '../demands/businessLogic';
import { walletDecider } from '../wallet/businessLogic';
import type { SubscribeDecision } from './subscribeDecision';
import { decideSubscription } from './subscribeDecision';
import type { Subscription } from './subscriptionProcess';
import { demandView, nextStep } from './subscriptionProcess';

/**
 * Subscribes a provider to a demand (ADR 0124). On a store that appends to several streams atomically (PostgreSQL,
 * memory): one decision over the wallet and the demand, appended to both at once. On one that cannot (EventStoreDB),
 * and to finish a reservation an earlier request left open: the step-by-step process of DESIGN §3. Either way a
 * retried request (same Idempotency-Key → same reservation id) pays once. Throws the refusal as a DomainError.
 */
export async function subscribe(commands: CommandHandler, request: SubscribeRequest): Promise<SubscribeOutcome> {
  return (commands.supportsAtomicMultiStreamAppend ? await subscribeAsOneDecision(commands, request) : undefined) ?? (await runSubscriptionProcess(commands, request));
}

export interface SubscribeRequest {
  user: AuthUser | undefined;
  idempotencyKey: string | undefined;
  subscription: Subscription;
}

export interface SubscribeOutcome {
  /** What the answer's reader waits for (X-Position): the later of the wallet's and the demand's events. */
  position: LogPosition | undefined;
  /** This request wrote the subscription (a copy of it that arrives second finds it done). */
  settledHere: boolean;
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
async function subscribeAsOneDecision(commands: CommandHandler, { user, idempotencyKey, subscription }: SubscribeRequest): Promise<SubscribeOutcome | undefined> {
  const wallet = walletStream(subscription.providerId);
  const demand = demandStream(subscription.demandId);
  let read = false;
  for (let attempt = 1; ; attempt++) {
    const [walletNow, demandNow] = await Promise.all([commands.foldToDecideOn(wallet, walletDecider, { read }), commands.foldToDecideOn(demand, demandView, { read })]);
    const fromStore = walletNow.fromStore && demandNow.fromStore;
    // The later of the two streams' last events: what a retry that finds its work done, or a refusal, was decided on.
    const seen = [[...walletNow.positions.values()].at(-1), [...demandNow.positions.values()].at(-1)].filter((p): p is LogPosition => p !== undefined);
    const seenPosition = seen.length ? seen.reduce(maxPosition) : undefined;
    let decision: SubscribeDecision;
    try {
      decision = decideSubscription(walletNow.state, demandNow.state.demand, subscription);
    } catch (error) {
      if (!fromStore && error instanceof DomainError) {
        read = true;
        continue;
      }
      // Nothing was written; the answer still carries the position of the state that refused (the demand full, …).
      if (error instanceof DomainError && seenPosition) throw new DomainError(error.code, error.message, { position: seenPosition, ...(error.reason ? { reason: error.reason } : {}) });
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
          { streamId: demand, folded: demandNow, decider: demandView, events: decision.demand },
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
      commands.forget(error.streamId, error.streamId === wallet ? walletDecider : demandView);
      read = true;
      // A little jitter spreads the retries of writers that collided together (as CommandHandler.handle does).
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(20, attempt * 2)));
    }
  }
}

/**
 * The subscription process (DESIGN §3), for a store without atomic multi-stream appends and for reservations left
 * open: reserve the credits on the wallet, take a seat on the demand, then spend the credits — or release them when
 * the seat is refused. Each step is idempotent, so a retried request finishes what an interrupted one started.
 */
async function runSubscriptionProcess(commands: CommandHandler, { user, idempotencyKey, subscription: requested }: SubscribeRequest): Promise<SubscribeOutcome> {
  const { providerId, demandId } = requested;
  // One key per step: the steps share the wallet stream, and a key recognises a retry of the same step only.
  const metadataOf = (step: 'reserve' | 'seat' | 'unseat' | 'spend' | 'release') => metadataFor(user, idempotencyKey ? `${idempotencyKey}:${step}` : undefined);
  const wallet = walletStream(providerId);
  let subscription = requested;
  let seatRefusal: string | undefined;
  let position: LogPosition | undefined;
  let settledHere = false;
  // Each pass reads both streams and does the one next step; an interrupted earlier request is finished, not repeated.
  for (let pass = 0; ; pass++) {
    if (pass > 20) throw new Error(`subscription process did not settle for demand ${demandId}`);
    const [walletNow, demandNow] = await Promise.all([commands.load(wallet, walletDecider), commands.load(demandStream(demandId), demandView)]);
    const step = nextStep(walletNow.state, demandNow.state, subscription, seatRefusal);
    if (step.type === 'Subscribed') break;
    if (step.type === 'Refused') throw new DomainError(step.code, step.message, { position });
    const id = step.reservationId;
    // From here on the process follows the reservation it works on (possibly an earlier request's).
    subscription = { ...subscription, reservationId: id };
    if (step.type === 'ReserveCredits') {
      position = (await commands.handle(wallet, walletDecider, { type: 'ReserveCredits', providerId, reservationId: id, demandId, credits: SUBSCRIPTION_COST }, metadataOf('reserve'))).position ?? position;
    } else if (step.type === 'TakeSeat') {
      try {
        await commands.handle(demandStream(demandId), demandDecider, { type: 'TakeSeat', demandId, providerId, now: subscription.now, reservationId: id }, metadataOf('seat'));
      } catch (error) {
        // Still colliding after the handler's own retries (a crowd on one demand): read again and decide again.
        if (error instanceof WrongExpectedRevision) continue;
        if (!(error instanceof DomainError)) throw error;
        seatRefusal = error.message;
      }
    } else if (step.type === 'ReleaseSeat') {
      await commands.handle(demandStream(demandId), demandDecider, { type: 'ReleaseSeat', demandId, providerId, reason: step.reason }, metadataOf('unseat'));
    } else if (step.type === 'SpendReservation') {
      const spent = await commands.handle(wallet, walletDecider, { type: 'SpendReservation', providerId, reservationId: id }, metadataOf('spend'));
      position = spent.position ?? position;
      // A copy of the same request (same Idempotency-Key) that arrives second finds its spend already recorded.
      settledHere = spent.events.length > 0 && !spent.replayed;
    } else {
      position = (await commands.handle(wallet, walletDecider, { type: 'ReleaseReservation', providerId, reservationId: id, reason: step.reason }, metadataOf('release'))).position ?? position;
    }
  }
  if (!position) position = [...(await commands.load(wallet, walletDecider)).positions.values()].at(-1);
  return { position, settledHere };
}
