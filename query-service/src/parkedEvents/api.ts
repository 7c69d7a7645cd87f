import type { Router } from 'express';
import type { ParkedEventItem } from '@conectasst/common/api/parkedEvents';
import {
  PARKED_EVENTS_PAGE_SIZE,
  listParkedEventsQuery,
  parkedEventsPageSchema,
} from '@conectasst/common/api/parkedEvents';
import { pagedBody } from '@conectasst/common/api/paging';
import type { ParkedEvent } from '@conectasst/projections/parkedEvents';
import { countParkedEvents, listParkedEvents } from '@conectasst/projections/parkedEvents';
import type { QueryDeps } from '../queryContext';
import { defineQuery, queryRouter } from '../queryRoutes';

export const listParkedEventsRoute = defineQuery({
  path: '/v1/admin/parked-events',
  summary:
    'Eventos com falha: eventos que uma projeção ou processo deixou de lado após as tentativas (ADR 0155), os mais recentes primeiro',
  tags: ['Operação'],
  access: 'admin',
  query: listParkedEventsQuery,
  responses: {
    200: { description: 'Página de eventos com falha e quantos seguem com falha', schema: parkedEventsPageSchema },
  },
});

const toItem = (p: ParkedEvent): ParkedEventItem => ({
  consumer: p.consumer,
  eventId: p.eventId,
  eventType: p.eventType,
  position: p.position,
  streamId: p.streamId,
  error: p.error,
  attempts: p.attempts,
  firstSeen: p.firstSeen.toISOString(),
  lastSeen: p.lastSeen.toISOString(),
  state: p.state,
  resolvedBy: p.resolvedBy,
  resolvedAt: p.resolvedAt?.toISOString() ?? null,
});

export function parkedEventsQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps).add(listParkedEventsRoute, async ({ query }) => {
    const { items, total } = await listParkedEvents(deps.pool, {
      ...(query.state === 'all' ? {} : { state: query.state }),
      limit: PARKED_EVENTS_PAGE_SIZE,
      offset: (query.page - 1) * PARKED_EVENTS_PAGE_SIZE,
    });
    const open = [...(await countParkedEvents(deps.pool)).values()].reduce((a, b) => a + b, 0);
    return { body: { ...pagedBody(items.map(toItem), query.page, PARKED_EVENTS_PAGE_SIZE, total), open } };
  }).router;
}
