import type { Router } from 'express';
import { contactIdParams, createContactRequest } from '@conectasst/common/api/contacts';
import { contactMessages as m } from '@conectasst/common/rules/contactRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import { contactStream, contactSubject } from '@conectasst/events/schemas/contactEvents';
import type { CommandDeps } from '../infrastructure/commandContext';
import {
  answer,
  commandRouter,
  commandRoutes,
  createdResponses,
  createdWithId,
  decide,
  messageResponses,
  newId,
  route,
} from '../infrastructure/commandRoutes';
import { contactDecider } from './businessLogic';

const declare = commandRoutes({ tags: ['Contato'], access: 'admin' });

export const createContactRoute = declare.post('/v1/contato', "Envia uma mensagem pelo 'Fale conosco' (público)", {
  access: 'public',
  body: createContactRequest,
  responses: createdResponses('Mensagem recebida'),
});
export const deleteContactRoute = declare.delete('/v1/contato/:id', 'Exclui uma mensagem de contato', {
  params: contactIdParams,
  responses: messageResponses('Mensagem excluída', { 404: 'Contato não encontrado' }),
});

export function contactsCommandRouter(deps: CommandDeps): Router {
  return commandRouter(deps.route, [
    route(
      createContactRoute,
      async (ctx) => {
        // Anonymous senders: an idempotency key alone (no user) identifies the retry.
        const contactId = await newId(deps, 'contact', { user: undefined, idempotencyKey: ctx.idempotencyKey });
        return createdWithId(
          m.success,
          contactId,
          await decide(deps, ctx, contactStream(contactId), contactDecider, {
            type: 'ReceiveContactMessage',
            message: { contactId, ...ctx.body },
          }),
        );
      },
      // A public form that stores what it gets: bound what one address can send (validation failures count too).
      { limits: [{ windowMs: 60 * 60_000, limit: deps.config.contactsPerHourPerIp }] },
    ),
    route(deleteContactRoute, async (ctx) => {
      // Deleting a message erases its sender (LGPD, ADR 0112): the sender's key goes first, so the message's personal
      // fields decode as null in every replay and export; then the deletion is recorded. A repeated call finishes an
      // interrupted one (and erases the sender of a message deleted before this rule) and answers 404 as before.
      const contactId = ctx.params.id;
      if ((await deps.commands.load(contactStream(contactId), contactDecider)).state === 'none')
        throw new DomainError('not_found', m.notFound);
      await deps.catalogue.erase(contactSubject(contactId));
      return answer(
        m.deleted,
        await decide(deps, ctx, contactStream(contactId), contactDecider, { type: 'DeleteContactMessage', contactId }),
      );
    }),
  ]);
}
