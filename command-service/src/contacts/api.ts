import { Router } from 'express';
import { z } from 'zod';
import { contactIdParams, createContactRequest } from '@conectasst/common/api/contacts';
import { messageBodySchema } from '@conectasst/common/api/messageBody';
import { contactMessages } from '@conectasst/common/rules/contactRules';
import { contactStream, contactSubject } from '@conectasst/events/schemas/contactEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import { limitRequests } from '@conectasst/platform/http/rateLimit';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import { contactDecider } from './businessLogic';

export const createContactRoute = defineRoute({
  method: 'post',
  path: '/v1/contato',
  summary: "Envia uma mensagem pelo 'Fale conosco' (público)",
  tags: ['Contato'],
  access: 'public',
  kind: 'command',
  body: createContactRequest,
  responses: { 201: { description: 'Mensagem recebida', schema: z.object({ message: z.string(), data: z.object({ id: z.number().int() }) }) } },
});

export const deleteContactRoute = defineRoute({
  method: 'delete',
  path: '/v1/contato/:id',
  summary: 'Exclui uma mensagem de contato',
  tags: ['Contato'],
  access: 'admin',
  kind: 'command',
  params: contactIdParams,
  responses: { 200: { description: 'Mensagem excluída', schema: messageBodySchema }, 404: { description: 'Contato não encontrado' } },
});

export function contactsCommandRouter(deps: CommandDeps): Router {
  const router = Router();

  // A public form that stores what it gets: bound what one address can send (validation failures count too).
  router.post('/v1/contato', limitRequests({ windowMs: 60 * 60_000, limit: deps.config.contactsPerHourPerIp }));
  mountRoute(
    router,
    createContactRoute,
    async ({ body, user, idempotencyKey }) => {
      // Anonymous senders: an idempotency key alone (no user) identifies the retry.
      const contactId = await deps.ids.next('contact', idempotencyKey ? `anonymous:${idempotencyKey}` : undefined);
      const result = await deps.commands.handle(
        contactStream(contactId),
        contactDecider,
        { type: 'ReceiveContactMessage', message: { contactId, ...body } },
        metadataFor(user, idempotencyKey),
      );
      return { status: 201, body: { message: contactMessages.success, data: { id: contactId } }, position: result.position };
    },
    deps.route,
  );

  mountRoute(
    router,
    deleteContactRoute,
    async ({ params, user, idempotencyKey }) => {
      // Deleting a message erases its sender (LGPD, ADR 0112): the sender's key goes first, so the message's personal
      // fields decode as null in every replay and export; then the deletion is recorded. A repeated call finishes an
      // interrupted one (and erases the sender of a message deleted before this rule) and answers 404 as before.
      const loaded = await deps.commands.load(contactStream(params.id), contactDecider);
      if (loaded.state === 'none') throw new DomainError('not_found', contactMessages.notFound);
      await deps.catalogue.erase(contactSubject(params.id));
      const result = await deps.commands.handle(
        contactStream(params.id),
        contactDecider,
        { type: 'DeleteContactMessage', contactId: params.id },
        metadataFor(user, idempotencyKey),
      );
      return { body: { message: contactMessages.deleted }, position: result.position };
    },
    deps.route,
  );

  return router;
}
