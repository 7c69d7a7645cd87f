import type { ZodType } from 'zod';
import { idHeader } from '@conectasst/common/api/areas';
import type { CommandDeps } from './commandContext';
import type { Caller, CommandSpec, Refusals } from './commandRoutes';
import {
  answer,
  commandRoutes,
  createdResponses,
  createdWithId,
  decide,
  messageResponses,
  newId,
} from './commandRoutes';
import type { Decider } from './decider';

/**
 * The admin's catalogue records (areas, NRs, services, credit packages, blog posts, agenda rules): each module
 * declares a create, an edit and a delete that answer alike, and runs them through the same three steps. Written
 * once here; a module states only its paths, texts and commands (docs/catalogue.md).
 */
export function catalogueRoutes(record: { tag: string; notFound: string }) {
  const declare = commandRoutes({ tags: [record.tag], access: 'admin' });
  const notFound = { 404: record.notFound };
  return {
    /** `POST`: `201 { message, data: { id } }` (or `schema`) and `refusals`. */
    create: <B extends ZodType>(
      path: string,
      summary: string,
      body: B,
      created: string,
      options: { refusals?: Refusals; schema?: ZodType } = {},
    ) => declare.post(path, summary, { body, responses: createdResponses(created, options.refusals, options.schema) }),
    /** `PUT`: `200 'Registro salvo'`, 404 when the record is not there, and `refusals`. */
    update: <S extends Pick<CommandSpec, 'body' | 'headers'>>(
      path: string,
      summary: string,
      spec: S,
      refusals: Refusals = {},
    ) =>
      declare.put(path, summary, {
        ...spec,
        responses: messageResponses('Registro salvo', { ...notFound, ...refusals }),
      }),
    /** `DELETE` with the id in the `id` header: `200 deleted`, 404 when the record is not there. */
    delete: (path: string, summary: string, deleted: string) =>
      declare.delete(path, summary, { headers: idHeader, responses: messageResponses(deleted, notFound) }),
  };
}

/** The three steps of a catalogue record's calls: its stream, its decider and the answers of its module. */
export function catalogueCommands<State, Command, Event extends { type: string; data: unknown }>(
  deps: Pick<CommandDeps, 'commands' | 'ids'>,
  record: {
    kind: string;
    stream: (id: number) => string;
    decider: Decider<State, Command, Event>;
    messages: { created: string; saved: string; deleted: string };
  },
) {
  const handle = (ctx: Caller, id: number, command: Command) =>
    decide(deps, ctx, record.stream(id), record.decider, command);
  return {
    /** A new id of the record's kind (the same for a repeated `Idempotency-Key`), then the command made for it. */
    async create(ctx: Caller, command: (id: number) => Command) {
      const id = await newId(deps, record.kind, ctx);
      return createdWithId(record.messages.created, id, await handle(ctx, id, command(id)));
    },
    async save(ctx: Caller, id: number, command: Command) {
      return answer(record.messages.saved, await handle(ctx, id, command));
    },
    async delete(ctx: Caller, id: number, command: Command) {
      return answer(record.messages.deleted, await handle(ctx, id, command));
    },
  };
}
