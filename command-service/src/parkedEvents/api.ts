import type { Router } from 'express';
import {
  parkedEventsActionAnswer,
  parkedEventsActionRequest,
  parkedEventsMessages as m,
} from '@conectasst/common/api/parkedEvents';
import type { LogPosition } from '@conectasst/events/envelope';
import {
  PARKED_EVENTS_STREAM,
  ParkedEventIgnored,
  ParkedEventReprocessed,
} from '@conectasst/events/schemas/operationsEvents';
import type { AuthUser } from '@conectasst/platform/auth/tokens';
import type { ParkedOutcomeOf } from '@conectasst/projections/reprocessParked';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import { commandRouter, commandRoutes, positionOf, route } from '../infrastructure/commandRoutes';

const declare = commandRoutes({ tags: ['Operação'], access: 'admin' });
const responses = (description: string) => ({ 200: { description, schema: parkedEventsActionAnswer } });

export const reprocessParkedRoute = declare.post(
  '/v1/admin/parked-events/reprocess',
  'Reprocessar: reaplica os eventos com falha escolhidos à sua projeção, na ordem do log, uma única vez (depois de publicada a correção); o que falhar de novo continua na lista',
  { body: parkedEventsActionRequest, responses: responses('O resultado de cada evento') },
);
export const ignoreParkedRoute = declare.post(
  '/v1/admin/parked-events/ignore',
  'Ignorar: os eventos com falha escolhidos ficam sem aplicar, de vez; a decisão fica registrada (quem, quando)',
  { body: parkedEventsActionRequest, responses: responses('O resultado de cada evento') },
);

/**
 * The audit of the admins' decisions (docs/audit.md): one event per event reprocessed or ignored, on the
 * `parked-events` stream, with the admin in its metadata.
 */
async function audit(
  deps: CommandDeps,
  user: AuthUser | undefined,
  note: string,
  done: ParkedOutcomeOf<string>[],
  definition: typeof ParkedEventReprocessed | typeof ParkedEventIgnored,
): Promise<LogPosition | undefined> {
  if (done.length === 0) return undefined;
  const metadata = { ...metadataFor(user, undefined) };
  const events = await Promise.all(
    done.map((d) =>
      deps.catalogue.encode(
        {
          type: definition.type,
          data: {
            consumer: d.consumer,
            eventId: d.eventId,
            eventType: d.eventType ?? '',
            position: d.position ?? '',
            note,
          },
        },
        metadata,
      ),
    ),
  );
  return (await deps.store.append(PARKED_EVENTS_STREAM, events, 'any')).position;
}

const results = (outcomes: ParkedOutcomeOf<string>[]) =>
  outcomes.map(({ consumer, eventId, outcome }) => ({ consumer, eventId, outcome }));

/** "Eventos com falha" (ADR 0155): the admin's two decisions on parked events. */
export function parkedEventsCommandRouter(deps: CommandDeps): Router {
  return commandRouter(deps.route, [
    route(reprocessParkedRoute, async ({ body, user }) => {
      const outcomes = await deps.parkedEvents.reprocess(body.items, user.id);
      const position = await audit(
        deps,
        user,
        body.note,
        outcomes.filter((o) => o.outcome === 'reprocessed'),
        ParkedEventReprocessed,
      );
      return { body: { message: m.reprocessed, data: { results: results(outcomes) } }, ...positionOf({ position }) };
    }),
    route(ignoreParkedRoute, async ({ body, user }) => {
      const outcomes = await deps.parkedEvents.ignore(body.items, user.id);
      const position = await audit(
        deps,
        user,
        body.note,
        outcomes.filter((o) => o.outcome === 'ignored'),
        ParkedEventIgnored,
      );
      return { body: { message: m.ignored, data: { results: results(outcomes) } }, ...positionOf({ position }) };
    }),
  ]);
}
