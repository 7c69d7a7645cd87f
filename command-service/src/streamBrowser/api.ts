import type { Router } from 'express';
import { periodInstants } from '@conectasst/common/api/calendarDay';
import type { StreamEvent } from '@conectasst/common/api/streams';
import {
  STREAM_PAGE_SIZE,
  streamCategoriesResponse,
  streamCategoryLabels,
  streamPageResponse,
  streamParams,
  streamQuery,
} from '@conectasst/common/api/streams';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { DecodedEvent } from '@conectasst/events/catalogue/eventCatalogue';
import { formatPosition } from '@conectasst/events/envelope';
import type { RecordedEvent } from '@conectasst/events/envelope';
import { STREAM_VIEWS_CATEGORY, streamViewsStream } from '@conectasst/events/schemas/analystEvents';
import { defineRoute } from '@conectasst/platform/http/route';
import type { CommandDeps } from '../infrastructure/commandContext';
import { commandRouter, route } from '../infrastructure/commandRoutes';
import { PERSONAL_DATA_MASK } from '../timeTravel/maskedEvents';

export const streamCategoriesRoute = defineRoute({
  method: 'get',
  path: '/v1/analista/eventos',
  summary:
    '"Eventos": as categorias de fluxos (demand, wallet, user, review, …) com quantos fluxos e eventos cada uma tem',
  tags: ['Analistas'],
  access: 'analyst',
  kind: 'query',
  responses: { 200: { description: 'Categorias', schema: streamCategoriesResponse } },
});

export const streamPageRoute = defineRoute({
  method: 'get',
  path: '/v1/analista/eventos/:stream',
  summary:
    '"Eventos": os eventos de um fluxo em ordem (tipo, hora, posição, metadados, dados com os pessoais mascarados), filtros por tipo, período (De/Até) e texto; página seguinte por posição global (after); cada consulta fica registrada na auditoria',
  tags: ['Analistas'],
  access: 'analyst',
  kind: 'query',
  params: streamParams,
  query: streamQuery,
  responses: {
    200: { description: 'Uma página do fluxo', schema: streamPageResponse },
    404: { description: 'Fluxo sem eventos' },
  },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** Streams an event names: a demand by its number, a provider's wallet and account by its id. */
function linksOf(event: DecodedEvent): string[] {
  const links = new Set<string>();
  const d = event.data;
  if (typeof d.demandId === 'number') links.add(`demand-${d.demandId}`);
  for (const key of ['providerId', 'partnerId']) {
    const id = d[key];
    if (typeof id === 'string' && UUID.test(id)) {
      links.add(`wallet-${id}`);
      links.add(`user-${id}`);
    }
  }
  if (typeof d.orderId === 'number') links.add(`order-${d.orderId}`);
  links.delete(event.streamId);
  return [...links];
}

const categoryOf = (stream: string) => stream.slice(0, stream.indexOf('-'));

interface PageFilter {
  types?: readonly string[];
  since?: Date;
  until?: Date;
}

/** What the PostgreSQL store adds for "Eventos" (ADR 0178); other stores answer from `read`. */
type BrowsableStore = CommandDeps['store'] & {
  streamCategories?: () => Promise<{ category: string; streams: number; events: number }[]>;
  readStreamPage?: (
    streamId: string,
    page: PageFilter & { after: bigint; limit: number },
  ) => Promise<{ revision: number; events: RecordedEvent[] }>;
};

/**
 * A stream's events in pages after a global position, with the stream's event count: in SQL on the stream's own index
 * when the store can (a page costs a page, however long the stream), else from the whole stream read once.
 */
export function pageReader(
  store: BrowsableStore,
  stream: string,
  filter: PageFilter,
): (after: bigint, limit: number) => Promise<{ revision: number; events: RecordedEvent[] }> {
  if (store.readStreamPage) {
    const readPage = store.readStreamPage.bind(store);
    return (after, limit) => readPage(stream, { ...filter, after, limit });
  }
  const types = filter.types ? new Set(filter.types) : undefined;
  let whole: Promise<RecordedEvent[]> | undefined;
  return async (after, limit) => {
    const recorded = await (whole ??= store.read(stream));
    const events = recorded.filter(
      (e) =>
        e.globalPosition > after &&
        (!types || types.has(e.type)) &&
        (!filter.since || e.recordedAt >= filter.since) &&
        (!filter.until || e.recordedAt < filter.until),
    );
    return { revision: recorded.at(-1)?.revision ?? 0, events: events.slice(0, limit) };
  };
}

/** "Eventos", the stream browser (issue #40 item 2, ADR 0178): read-only, masked, every view recorded. */
export function streamBrowserRouter(deps: CommandDeps): Router {
  const store = deps.store as BrowsableStore;
  return commandRouter(deps.route, [
    route(streamCategoriesRoute, async ({ user }) => {
      const rows = store.streamCategories ? await store.streamCategories() : [];
      // The audit of who looked at what is the admin's to read.
      const visible = rows.filter((r) => user.role === 'admin' || r.category !== STREAM_VIEWS_CATEGORY);
      return {
        body: {
          data: { categories: visible.map((r) => ({ ...r, label: streamCategoryLabels[r.category] ?? r.category })) },
        },
      };
    }),
    route(streamPageRoute, async ({ user, params, query }) => {
      const category = categoryOf(params.stream);
      if (category === STREAM_VIEWS_CATEGORY && user.role !== 'admin')
        throw new DomainError('forbidden', 'Só administradores consultam a auditoria das consultas.');
      if (query.from && query.to && query.from > query.to)
        throw new DomainError('invalid', 'A data inicial deve ser anterior ou igual à final.');
      const after = query.after === undefined ? -1n : BigInt(query.after);
      const types = query.types ? query.types.split(',') : undefined;
      const { since, until } = periodInstants(query);
      const filter = { ...(types ? { types } : {}), ...(since ? { since } : {}), ...(until ? { until } : {}) };
      const read = pageReader(store, params.stream, filter);
      // Decoded without any key: personal fields are masked here, on the server, for analysts and admins alike.
      const needle = query.q?.toLocaleLowerCase('pt-BR');
      const page: StreamEvent[] = [];
      let next: string | null = null;
      // Batches from the cursor, in revision order, until the page is full and one more event matches (then there is
      // a next page) or the stream ends; the text filter reads what is shown, so it runs after the masked decode.
      let total: number | undefined;
      for (let cursor = after; next === null;) {
        const { revision, events: batch } = await read(cursor, STREAM_PAGE_SIZE + 1);
        total ??= revision;
        if (total === 0) throw new DomainError('not_found', 'Fluxo sem eventos.');
        if (batch.length === 0) break;
        cursor = batch.at(-1)!.globalPosition;
        for (const e of deps.catalogue.decodeMasked(batch, PERSONAL_DATA_MASK)) {
          const shown: StreamEvent = {
            globalPosition: e.globalPosition.toString(),
            position: formatPosition(e.position),
            revision: e.revision,
            type: e.type,
            version: e.version,
            recordedAt: e.recordedAt.toISOString(),
            correlationId: text(e.metadata.correlationId),
            causationId: text(e.metadata.causationId),
            userId: text(e.metadata.userId),
            role: text(e.metadata.role),
            data: e.data,
            links: linksOf(e),
          };
          if (needle && !JSON.stringify(shown).toLocaleLowerCase('pt-BR').includes(needle)) continue;
          if (page.length === STREAM_PAGE_SIZE) {
            next = page.at(-1)!.globalPosition;
            break;
          }
          page.push(shown);
        }
      }
      // The audit trail: who looked at which stream, when (ADR 0178).
      const viewed = await deps.catalogue.encode(
        { type: 'StreamViewed', data: { viewerId: user.id, streamId: params.stream, fromPosition: query.after ?? '' } },
        { userId: user.id, role: user.role },
      );
      await deps.store.append(streamViewsStream(user.id), [viewed], 'any');
      const links = [...new Set(page.flatMap((e) => e.links))];
      return {
        body: {
          data: { stream: params.stream, category, total: total ?? 0, events: page, next, links },
        },
      };
    }),
  ]);
}
