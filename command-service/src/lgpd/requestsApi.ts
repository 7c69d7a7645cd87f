import {
  answerLgpdRequestBody,
  lgpdRequestCreated,
  requesterLgpdRequestBody,
  startLgpdRequestBody,
  subjectLgpdRequestBody,
} from '@conectasst/common/api/lgpd';
import { messageBodySchema } from '@conectasst/common/api/messageBody';
import { accountMessages } from '@conectasst/common/rules/accountMessages';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { LgpdRequestKind } from '@conectasst/common/rules/lgpdRules';
import {
  LGPD_REQUEST_DAYS,
  LGPD_REQUEST_KIND_LABELS,
  lgpdRequestMessages as m,
} from '@conectasst/common/rules/lgpdRules';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { lgpdStream } from '@conectasst/events/schemas/lgpdEvents';
import { userStream } from '@conectasst/events/schemas/userEvents';
import type { MailMessage } from '@conectasst/platform/mail/mailer';
import { userDecider } from '../accounts/user';
import { demandDecider } from '../demands/businessLogic';
import { linkedDemandId } from '../demands/requesterLinks';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import type { CommandRoute } from '../infrastructure/commandRoutes';
import { commandRoutes, newId, positionOf, route } from '../infrastructure/commandRoutes';
import { eraseProvider, eraseRequester } from './erasure';
import type { LgpdCommand, LgpdEvent } from './lgpdRequests';
import { lgpdRequestsDecider } from './lgpdRequests';

const subjectCalls = commandRoutes({ tags: ['LGPD (titular)'], access: 'public' });
const adminCalls = commandRoutes({ tags: ['LGPD (administração)'], access: 'admin' });
const created = {
  201: {
    description: `Solicitação recebida, com o prazo legal (${LGPD_REQUEST_DAYS} dias)`,
    schema: lgpdRequestCreated,
  },
  400: { description: 'Pedido inválido' },
  409: { description: 'Já existe uma solicitação deste tipo em aberto' },
  422: { description: 'Correção sem dizer o que corrigir' },
};
const answered = (description: string) => ({
  200: { description, schema: messageBodySchema },
  400: { description: 'Pedido inválido' },
  404: { description: 'Solicitação não encontrada' },
  409: { description: 'Já respondida' },
  422: { description: 'Recusa sem motivo' },
});

export const requesterLgpdRequestRoute = subjectCalls.post(
  '/v1/minha-demanda/lgpd',
  'LGPD: o solicitante pede, pelo link assinado, a correção (dizendo o quê) ou a exclusão dos seus dados; registrado com o prazo legal de 15 dias e respondido por e-mail',
  {
    body: requesterLgpdRequestBody,
    responses: { ...created, 403: { description: 'Link inválido' }, 410: { description: 'Link expirado' } },
  },
);
export const providerLgpdRequestRoute = subjectCalls.post(
  '/v1/parceiro/lgpd',
  'LGPD: o parceiro pede em Meus dados a correção (dizendo o quê) ou a exclusão dos seus dados; registrado com o prazo legal de 15 dias e respondido por e-mail',
  { access: 'provider', body: subjectLgpdRequestBody, responses: created },
);
export const startLgpdRequestRoute = adminCalls.post(
  '/v1/admin/lgpd/start',
  "LGPD: o administrador assume a solicitação ('Em andamento')",
  {
    body: startLgpdRequestBody,
    responses: answered('Em andamento'),
  },
);
export const answerLgpdRequestRoute = adminCalls.post(
  '/v1/admin/lgpd/answer',
  "LGPD: o administrador responde a solicitação: 'Atendida' (uma exclusão atendida apaga os dados, como o botão de exclusão) ou 'Recusada' com o motivo; o titular recebe a resposta por e-mail",
  { body: answerLgpdRequestBody, responses: answered('Respondida') },
);

/** The answer mailed to the subject (before a deletion erases the address). */
function answerMail(
  to: string,
  kind: LgpdRequestKind,
  outcome: 'done' | 'refused',
  reason: string | null,
  receivedAt: string,
): MailMessage {
  const what = LGPD_REQUEST_KIND_LABELS[kind].toLowerCase();
  const day = new Date(receivedAt).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  const text =
    outcome === 'done'
      ? kind === 'deletion'
        ? `Olá,\n\nSua solicitação de exclusão de dados recebida em ${day} foi atendida: seus dados pessoais foram apagados da ConectaSST de forma irreversível. Este é o último e-mail que enviamos a este endereço.\n\nEquipe ConectaSST`
        : `Olá,\n\nSua solicitação de correção de dados recebida em ${day} foi atendida.${reason ? `\n\n${reason}` : ''}\n\nEquipe ConectaSST`
      : `Olá,\n\nSua solicitação de ${what} de dados recebida em ${day} foi recusada pelo motivo abaixo.\n\n${reason ?? ''}\n\nSe discordar, responda pelo Fale conosco (assunto "Privacidade") ou procure a ANPD.\n\nEquipe ConectaSST`;
  return { to, subject: `Sua solicitação LGPD (${what}) foi ${outcome === 'done' ? 'atendida' : 'recusada'}`, text };
}

/** Correction and deletion requests of data subjects, and the admin's answers (ADR 0167, docs/lgpd.md). */
export function lgpdRequestRoutes(deps: CommandDeps): CommandRoute[] {
  const receive = async (
    command: Omit<Extract<LgpdCommand, { type: 'ReceiveLgpdRequest' }>, 'type' | 'now' | 'requestId'>,
    ctx: Parameters<typeof newId>[2],
  ) => {
    const requestId = String(await newId(deps, 'lgpd_request', ctx));
    const now = deps.now().toISOString();
    const metadata = metadataFor(ctx.user, ctx.idempotencyKey);
    const result = await deps.commands.handle(
      lgpdStream(command.subjectId),
      lgpdRequestsDecider,
      { type: 'ReceiveLgpdRequest', requestId, now, ...command },
      metadata,
    );
    const event = result.events.find((e) => e.type === 'LgpdRequestReceived');
    const dueAt = event?.type === 'LgpdRequestReceived' ? event.data.dueAt : new Date().toISOString();
    return { status: 201, body: { message: m.received, data: { requestId, dueAt } }, ...positionOf(result) };
  };
  return [
    route(requesterLgpdRequestRoute, async (ctx) => {
      const demandId = await linkedDemandId(deps, ctx.body.token, deps.now());
      const { state } = await deps.commands.load(demandStream(demandId), demandDecider);
      if (!state.requesterId) throw new DomainError('not_found', 'Demanda não encontrada.');
      const email = state.edited.requesterEmail ?? null;
      return receive(
        {
          subjectId: state.requesterId,
          subjectKind: 'requester',
          demandId,
          kind: ctx.body.kind,
          details: ctx.body.details,
          email,
        },
        ctx,
      );
    }),
    route(providerLgpdRequestRoute, async (ctx) => {
      const account = await deps.commands.load(userStream(ctx.user.id), userDecider);
      if (!account.state.registered || account.state.type !== 'provider')
        throw new DomainError('not_found', accountMessages.partnerNotFound);
      const email = (await deps.lookups.accountEmail(ctx.user.id)) ?? null;
      return receive(
        {
          subjectId: ctx.user.id,
          subjectKind: 'provider',
          demandId: null,
          kind: ctx.body.kind,
          details: ctx.body.details,
          email,
        },
        ctx,
      );
    }),
    route(startLgpdRequestRoute, async ({ body, user, idempotencyKey }) => {
      const command: LgpdCommand = {
        type: 'StartLgpdRequest',
        subjectId: body.subjectId,
        requestId: body.requestId,
        now: deps.now().toISOString(),
      };
      const result = await deps.commands.handle(
        lgpdStream(body.subjectId),
        lgpdRequestsDecider,
        command,
        metadataFor(user, idempotencyKey),
      );
      return { body: { message: m.started }, ...positionOf(result) };
    }),
    route(answerLgpdRequestRoute, async ({ body, user, idempotencyKey }) => {
      // The request as received, decoded: the address the answer goes to is under the subject's key.
      const decoded = await deps.catalogue.decodeMany(await deps.store.read(lgpdStream(body.subjectId)));
      const received = decoded
        .map((e) => e as unknown as LgpdEvent)
        .find((e) => e.type === 'LgpdRequestReceived' && e.data.requestId === body.requestId);
      if (received?.type !== 'LgpdRequestReceived') throw new DomainError('not_found', m.notFound);
      const command: LgpdCommand = {
        type: 'AnswerLgpdRequest',
        subjectId: body.subjectId,
        requestId: body.requestId,
        outcome: body.outcome,
        reason: body.reason,
        now: deps.now().toISOString(),
      };
      const result = await deps.commands.handle(
        lgpdStream(body.subjectId),
        lgpdRequestsDecider,
        command,
        metadataFor(user, idempotencyKey),
      );
      if (result.events.length === 0) return { body: { message: m.answered } };
      const r = received.data;
      if (r.email)
        await deps.mailer.send(
          answerMail(
            r.email,
            r.kind,
            body.outcome,
            body.outcome === 'refused' ? (body.reason?.trim() ?? null) : body.reason,
            r.receivedAt,
          ),
        );
      let position = result.position;
      // A deletion answered `done` is the erasure itself (ADR 0090), after the answer has been mailed.
      if (r.kind === 'deletion' && body.outcome === 'done') {
        const key = idempotencyKey ? `${idempotencyKey}:erase` : undefined;
        if (r.subjectKind === 'provider')
          position = (await eraseProvider(deps, r.subjectId, user, key)).position ?? position;
        else if (r.demandId !== null)
          position = (await eraseRequester(deps, r.demandId, user, key)).position ?? position;
      }
      return { body: { message: m.answered }, ...positionOf({ position }) };
    }),
  ];
}
