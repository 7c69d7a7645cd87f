import { SUBSCRIPTION_COST } from '@conectasst/common/rules/demandRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { LogPosition } from '@conectasst/events/envelope';
import { WrongExpectedRevision } from '@conectasst/events/errors';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { walletStream } from '@conectasst/events/schemas/walletEvents';
import type { CommandHandler } from '../../infrastructure/commandHandler';
import { metadataFor } from '../../infrastructure/commandContext';
import { demandDecider } from '../../demands/businessLogic';
import { walletDecider } from '../../wallet/businessLogic';
import type { SubscribeOutcome, SubscribeRequest } from '../subscription';
import { nextStep } from './subscriptionProcess';

/**
 * The subscription process (DESIGN §3), for a store without atomic multi-stream appends and for reservations left
 * open: reserve the credits on the wallet, take a seat on the demand, then spend the credits — or release them when
 * the seat is refused. Each step is idempotent, so a retried request finishes what an interrupted one started.
 */
export async function runSubscriptionProcess(
  commands: CommandHandler,
  { user, idempotencyKey, subscription: requested }: SubscribeRequest,
): Promise<SubscribeOutcome> {
  const { providerId, demandId } = requested;
  // One key per step: the steps share the wallet stream, and a key recognises a retry of the same step only.
  const metadataOf = (step: 'reserve' | 'seat' | 'unseat' | 'spend' | 'release') =>
    metadataFor(user, idempotencyKey ? `${idempotencyKey}:${step}` : undefined);
  const wallet = walletStream(providerId);
  let subscription = requested;
  let seatRefusal: string | undefined;
  let position: LogPosition | undefined;
  let settledHere = false;
  // Each pass reads both streams and does the one next step; an interrupted earlier request is finished, not repeated.
  for (let pass = 0; ; pass++) {
    if (pass > 20) throw new Error(`subscription process did not settle for demand ${demandId}`);
    const [walletNow, demandNow] = await Promise.all([
      commands.load(wallet, walletDecider),
      commands.load(demandStream(demandId), demandDecider),
    ]);
    const step = nextStep(walletNow.state, demandNow.state, subscription, seatRefusal);
    if (step.type === 'Subscribed') break;
    if (step.type === 'Refused') throw new DomainError(step.code, step.message, { position });
    const id = step.reservationId;
    // From here on the process follows the reservation it works on (possibly an earlier request's).
    subscription = { ...subscription, reservationId: id };
    if (step.type === 'ReserveCredits') {
      position =
        (
          await commands.handle(
            wallet,
            walletDecider,
            { type: 'ReserveCredits', providerId, reservationId: id, demandId, credits: SUBSCRIPTION_COST },
            metadataOf('reserve'),
          )
        ).position ?? position;
    } else if (step.type === 'TakeSeat') {
      try {
        await commands.handle(
          demandStream(demandId),
          demandDecider,
          { type: 'TakeSeat', demandId, providerId, now: subscription.now, reservationId: id },
          metadataOf('seat'),
        );
      } catch (error) {
        // Still colliding after the handler's own retries (a crowd on one demand): read again and decide again.
        if (error instanceof WrongExpectedRevision) continue;
        if (!(error instanceof DomainError)) throw error;
        seatRefusal = error.message;
      }
    } else if (step.type === 'ReleaseSeat') {
      await commands.handle(
        demandStream(demandId),
        demandDecider,
        { type: 'ReleaseSeat', demandId, providerId, reason: step.reason },
        metadataOf('unseat'),
      );
    } else if (step.type === 'SpendReservation') {
      const spent = await commands.handle(
        wallet,
        walletDecider,
        { type: 'SpendReservation', providerId, reservationId: id },
        metadataOf('spend'),
      );
      position = spent.position ?? position;
      // A copy of the same request (same Idempotency-Key) that arrives second finds its spend already recorded.
      settledHere = spent.events.length > 0 && !spent.replayed;
    } else {
      position =
        (
          await commands.handle(
            wallet,
            walletDecider,
            { type: 'ReleaseReservation', providerId, reservationId: id, reason: step.reason },
            metadataOf('release'),
          )
        ).position ?? position;
    }
  }
  if (!position) position = [...(await commands.load(wallet, walletDecider)).positions.values()].at(-1);
  return { position, settledHere };
}
