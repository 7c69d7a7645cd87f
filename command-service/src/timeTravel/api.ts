import type { Router } from 'express';
import {
  TIME_TRAVEL_BETWEEN_LIMIT,
  timeTravelMessages as m,
  timeTravelParams,
  timeTravelQuery,
  timeTravelResponse,
} from '@conectasst/common/api/timeTravel';
import type { TimeTravelKind, TimeTravelResponse } from '@conectasst/common/api/timeTravel';
import { DomainError } from '@conectasst/common/rules/domainError';
import { formatPosition } from '@conectasst/events/envelope';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { userStream } from '@conectasst/events/schemas/userEvents';
import { walletStream } from '@conectasst/events/schemas/walletEvents';
import { defineRoute } from '@conectasst/platform/http/route';
import { userDecider } from '../accounts/user';
import { demandDecider } from '../demands/businessLogic';
import type { CommandDeps } from '../infrastructure/commandContext';
import { commandRouter, route } from '../infrastructure/commandRoutes';
import type { Decider } from '../infrastructure/decider';
import { walletDecider } from '../wallet/businessLogic';
import type { MaskedReader } from './maskedEvents';
import { maskedReader } from './maskedEvents';
import type { Cut } from './timeTravel';
import { cutOfPosition, stateAsJson, travel } from './timeTravel';

type AnyDecider = Pick<Decider<unknown, unknown, { type: string; data: unknown }>, 'initialState' | 'evolve'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Each kind: its stream (undefined when the id is not of the kind's shape) and the decider its commands use. */
const kinds: Record<TimeTravelKind, { stream: (id: string) => string | undefined; decider: AnyDecider }> = {
  demanda: {
    stream: (id) => (/^\d+$/.test(id) ? demandStream(Number(id)) : undefined),
    decider: demandDecider as unknown as AnyDecider,
  },
  carteira: {
    stream: (id) => (UUID.test(id) ? walletStream(id.toLowerCase()) : undefined),
    decider: walletDecider as unknown as AnyDecider,
  },
  parceiro: {
    stream: (id) => (UUID.test(id) ? userStream(id.toLowerCase()) : undefined),
    decider: userDecider as unknown as AnyDecider,
  },
};

export const timeTravelRoute = defineRoute({
  method: 'get',
  path: '/v1/analista/como-estava/:kind/:id',
  summary:
    '"Como estava em": a demanda, a carteira de créditos ou a conta de um parceiro como o próprio decider do produto a dobra até uma data (at) ou posição do log (position), ao lado do estado atual, com os eventos entre os dois (dados pessoais mascarados)',
  tags: ['Analistas'],
  access: 'analyst',
  kind: 'query',
  params: timeTravelParams,
  query: timeTravelQuery,
  responses: {
    200: { description: 'Os dois estados e os eventos entre eles', schema: timeTravelResponse },
    404: { description: m.notFound },
  },
});

/** The time-travel route (issue #40 item 3, ADR 0179). `read`: how the caller may see events (masked). */
export function timeTravelRouter(deps: CommandDeps, read: MaskedReader = maskedReader(deps.catalogue)): Router {
  return commandRouter(deps.route, [
    route(timeTravelRoute, async ({ params, query }) => {
      const kind = kinds[params.kind];
      const stream = kind.stream(params.id);
      const cut: Cut | undefined =
        query.at !== undefined ? { at: new Date(query.at) } : cutOfPosition(query.position ?? '');
      if (!cut) throw new DomainError('invalid', m.invalidPosition);
      const recorded = stream ? await deps.store.read(stream) : [];
      if (!stream || recorded.length === 0) throw new DomainError('not_found', m.notFound);
      const events = await read(recorded);
      const { asOf, now, between } = travel(events, kind.decider, cut);
      const json = <S>(s: { revision: number; position: string | null; recordedAt: string | null; state: S }) => ({
        ...s,
        state: stateAsJson(s.state) as Record<string, unknown>,
      });
      const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
      const body: TimeTravelResponse = {
        data: {
          kind: params.kind,
          id: params.id,
          stream: stream,
          cut: { at: query.at ?? null, position: query.position ?? null },
          asOf: json(asOf),
          now: json(now),
          between: {
            total: between.length,
            events: between.slice(0, TIME_TRAVEL_BETWEEN_LIMIT).map((e) => ({
              revision: e.revision,
              position: formatPosition(e.position),
              globalPosition: e.globalPosition.toString(),
              type: e.type,
              recordedAt: e.recordedAt.toISOString(),
              data: e.data,
              correlationId: text(e.metadata.correlationId),
              causationId: text(e.metadata.causationId),
              userId: text(e.metadata.userId),
              role: text(e.metadata.role),
            })),
          },
        },
      };
      return { body };
    }),
  ]);
}
