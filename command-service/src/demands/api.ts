import { randomUUID } from 'node:crypto';
import { parseCnaeCode } from '@conectasst/common/referenceData/cnae';
import { loadCnaeTable } from '@conectasst/common/referenceData/loadCnaeTable';
import { Router } from 'express';
import { IdempotencyConflict } from '@conectasst/events/errors';
import { z } from 'zod';
import { fileDemandRequest, requesterCloseBody, requesterTokenBody, resendLinkBody, updateDemandRequest } from '@conectasst/common/api/demands';
import { idHeader } from '@conectasst/common/api/areas';
import { messageBodySchema } from '@conectasst/common/api/messageBody';
import { OTHER } from '@conectasst/common/rules/departmentRules';
import { DEMAND_OPEN_DAYS, DUPLICATE_WINDOW_HOURS, NEEDED_BY_DAYS, OTHER_BRANCH, demandMessages as m } from '@conectasst/common/rules/demandRules';
import { demandAlertsStream, demandStream } from '@conectasst/events/schemas/demandEvents';
import { normalizeEmail } from '@conectasst/events/schemas/userEvents';
import { checkRequesterLink } from '@conectasst/platform/auth/requesterLink';
import { HttpError } from '@conectasst/platform/http/httpError';
import { limitRequests } from '@conectasst/platform/http/rateLimit';
import type { RouteContext, RouteHandler } from '@conectasst/platform/http/route';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import type { CommandResult } from '../infrastructure/commandHandler';
import type { DemandCommand } from './businessLogic';
import { demandDecider, findDuplicate } from './businessLogic';
import type { DemandEvent, DemandState } from './demand';
import { confirmYourDemandMail, demandLinksMail, demandPublishedMail } from './requesterMails';
import { demandAlertsDecider, isValidOptOutSignature } from './demandAlerts';

/** The class and grau de risco (NR-4, Anexo I) of the CNAE the requester typed, stored on the demand (issue #24). */
function riskGradeOf(cnae: string): { cnaeClass?: string; riskGrade?: number } {
  const parsed = parseCnaeCode(cnae);
  const found = parsed.ok ? loadCnaeTable().find(parsed.classCode) : undefined;
  return found ? { cnaeClass: found.code, riskGrade: found.grade } : {};
}

export const fileDemandRoute = defineRoute({
  method: 'post',
  path: '/v1/demanda',
  summary: 'Pedido de orçamento de uma empresa (sem conta): serviços, dados principais, local e contato',
  tags: ['Demandas'],
  access: 'public',
  kind: 'command',
  body: fileDemandRequest,
  responses: {
    201: { description: 'Pedido enviado', schema: z.object({ message: z.string(), data: z.object({ id: z.number().int() }) }) },
    409: { description: "E-mail com pedido em aberto (data: 'Email já cadastrado'), ou pedido repetido aguardando confirmação" },
  },
});

export const confirmDemandRoute = defineRoute({
  method: 'post',
  path: '/v1/minha-demanda/confirm',
  summary: 'O solicitante confirma o e-mail pelo link recebido (token assinado): o pedido é publicado para os parceiros',
  tags: ['Demandas'],
  access: 'public',
  kind: 'command',
  body: requesterTokenBody,
  responses: {
    200: { description: 'E-mail confirmado (ou já confirmado)', schema: messageBodySchema },
    403: { description: 'Link inválido' },
    404: { description: 'Demanda não encontrada' },
    409: { description: 'Pedido encerrado ou não confirmado em 72 horas' },
    410: { description: 'Link expirado' },
  },
});

export const requesterCloseRoute = defineRoute({
  method: 'post',
  path: '/v1/minha-demanda/close',
  summary: "O solicitante encerra o pedido pela sua página: 'Já contratei' (hired) ou 'Cancelar pedido' (cancelled)",
  tags: ['Demandas'],
  access: 'public',
  kind: 'command',
  body: requesterCloseBody,
  responses: {
    200: { description: 'Pedido encerrado', schema: messageBodySchema },
    403: { description: 'Link inválido' },
    404: { description: 'Demanda não encontrada' },
    409: { description: 'Pedido já encerrado' },
    410: { description: 'Link expirado' },
  },
});

export const resendLinkRoute = defineRoute({
  method: 'post',
  path: '/v1/demanda/link',
  summary: 'O solicitante pede de novo o link do seu pedido (a resposta é a mesma exista ou não um pedido para o e-mail)',
  tags: ['Demandas'],
  access: 'public',
  kind: 'command',
  body: resendLinkBody,
  responses: { 200: { description: 'Pedido recebido', schema: messageBodySchema }, 429: { description: 'Muitas tentativas' } },
});

export const publishDemandRoute = defineRoute({
  method: 'post',
  path: '/v1/admin/demanda/publish',
  summary: 'Publica à mão uma demanda cujo e-mail não foi confirmado (id no cabeçalho `id`); registrado com o administrador',
  tags: ['Demandas'],
  access: 'admin',
  kind: 'command',
  headers: idHeader,
  responses: {
    200: { description: 'Demanda publicada', schema: messageBodySchema },
    404: { description: 'Demanda não encontrada' },
    409: { description: 'Já publicada' },
  },
});

/** The link's demand, or the 403/410 the requester's page shows (a link sent to an address the demand no longer has: 403). */
async function demandIdOf(token: string, deps: Pick<CommandDeps, 'config' | 'commands'>, now: Date): Promise<number> {
  // The demand's own stream, not the read model: a confirmation right after filing must not wait for the projection.
  const emailOf = async (demandId: number) => {
    const { state } = await deps.commands.load(demandStream(demandId), demandDecider);
    return state.status === 'none' || state.erased ? undefined : state.edited.requesterEmail;
  };
  const link = await checkRequesterLink(token, now, deps.config.jwtSecret, emailOf);
  if (!link.ok) throw new HttpError(link.reason === 'expired' ? 410 : 403, link.reason === 'expired' ? m.expiredLink : m.invalidLink);
  return link.demandId;
}

export const updateDemandRoute = defineRoute({
  method: 'put',
  path: '/v1/admin/demanda',
  summary: 'Edita uma demanda (dados do solicitante, bairro, observação) e sua situação (Em Aberto = true, Fechado = false)',
  tags: ['Demandas'],
  access: 'admin',
  kind: 'command',
  body: updateDemandRequest,
  responses: { 200: { description: 'Registro salvo', schema: messageBodySchema }, 404: { description: 'Demanda não encontrada' } },
});

export const deleteDemandRoute = defineRoute({
  method: 'delete',
  path: '/v1/admin/demanda',
  summary: 'Exclui uma demanda (id no cabeçalho `id`)',
  tags: ['Demandas'],
  access: 'admin',
  kind: 'command',
  headers: idHeader,
  responses: { 200: { description: 'Demanda excluída', schema: messageBodySchema }, 404: { description: 'Demanda não encontrada' } },
});

export const demandAlertsRoute = defineRoute({
  method: 'put',
  path: '/v1/demand-alerts',
  summary: 'Liga ou desliga os e-mails de novas demandas compatíveis com o perfil do parceiro',
  tags: ['Demandas'],
  access: 'provider',
  kind: 'command',
  body: z.object({ enabled: z.boolean({ error: 'Informe se deseja receber os e-mails (true ou false).' }) }),
  responses: { 200: { description: 'Preferência salva', schema: messageBodySchema } },
});

export const demandAlertsOffRoute = defineRoute({
  method: 'get',
  path: '/v1/demand-alerts/off',
  summary: 'Link de descadastro dos e-mails de novas demandas (p = parceiro, s = assinatura do link); não exige login',
  tags: ['Demandas'],
  access: 'public',
  kind: 'command',
  query: z.object({ p: z.uuid({ error: 'Link inválido.' }), s: z.string({ error: 'Link inválido.' }).max(100, { error: 'Link inválido.' }) }),
  responses: { 200: { description: 'Descadastrado', schema: messageBodySchema }, 403: { description: 'Link inválido' } },
});

/** The 201 of a filing (the first one, or a copy of a keyed request that already filed it). */
const filed = (demandId: number) => ({ status: 201, body: { message: m.sent, data: { id: demandId } } });

/** The FileDemand command for a requester's form, filed at `now`. */
function fileDemandCommand(body: RouteContext<typeof fileDemandRoute>['body'], demandId: number, serviceNames: string[], email: string, now: Date): DemandCommand {
  const neededByDays = NEEDED_BY_DAYS[body.primary.maxDate];
  return {
    type: 'FileDemand',
    demand: {
      demandId,
      requesterId: randomUUID(),
      serviceIds: body.nrs,
      title: serviceNames.join(', ').slice(0, 300),
      branch: body.primary.branchOfTheCompany === OTHER_BRANCH ? (body.primary.other ?? OTHER_BRANCH) : body.primary.branchOfTheCompany,
      companyType: body.primary.companyType,
      employees: body.primary.numberOfemployees,
      neededBy: body.primary.maxDate,
      uf: body.location.UF,
      city: body.location.City,
      neighbourhood: body.location.Street,
      contactPreference: body.location.Contact,
      about: body.location.About,
      expiresAt: new Date(now.getTime() + DEMAND_OPEN_DAYS * 86_400_000).toISOString(),
      consentAt: now.toISOString(),
      requesterName: body.contact.Name,
      requesterSurname: body.contact.Surname,
      requesterEmail: email,
      requesterPhone: body.contact.Phone,
      corporateName: body.contact.CorporateName,
      department: body.contact.DepartmentName === OTHER ? (body.contact.OtherDepartmentName ?? OTHER) : body.contact.DepartmentName,
      role: body.contact.Role === OTHER ? (body.contact.OtherRole ?? OTHER) : (body.contact.Role ?? ''),
      confirmationRequired: true,
      activity: body.primary.activity ?? '',
      cnae: body.primary.cnae ?? '',
      ...riskGradeOf(body.primary.cnae ?? ''),
      employeesPerSite: body.primary.employeesPerSite ?? null,
      deadline: neededByDays === null ? null : new Date(now.getTime() + neededByDays * 86_400_000).toISOString(),
    },
  };
}

/** Spec §8 and ADR 0081: the refusals of a new demand for this e-mail (an open published one, or a repeat waiting for confirmation). */
async function refuseTakenOrRepeated(deps: CommandDeps, email: string, serviceIds: number[], now: Date): Promise<void> {
  // Spec §8: an e-mail with a published, open, unexpired demand cannot file another ('Email já cadastrado').
  // Unconfirmed demands do not count: anyone could type someone else's address (ADR 0081).
  if (await deps.lookups.hasOpenDemand(email)) throw new HttpError(409, m.emailTakenShown, undefined, { data: m.emailTaken });
  // Pre-filter on the rule's own window (the decider's findDuplicate applies it exactly): one constant, so the two
  // cannot drift apart.
  const earlier = await deps.lookups.demandsFiledSince(email, now, DUPLICATE_WINDOW_HOURS);
  const duplicate = findDuplicate(
    earlier.map((r) => ({ id: r.id, serviceIds: r.serviceIds, filedAt: r.filedAt.toISOString(), pending: r.pending })),
    serviceIds,
    now.toISOString(),
  );
  if (duplicate) throw new HttpError(409, m.duplicate, undefined, { data: 'Pedido repetido' });
}

/** POST /v1/demanda: parse (services, e-mail) → refusals → FileDemand → the confirmation e-mail → 201. */
function fileDemand(deps: CommandDeps): RouteHandler<typeof fileDemandRoute> {
  return async ({ body, idempotencyKey }) => {
    const services = await deps.lookups.activeServices(body.nrs);
    if (services.length !== new Set(body.nrs).size) throw new HttpError(422, m.unknownService);
    const email = normalizeEmail(body.contact.Email);
    // A copy of a keyed request that already filed its demand answers as the first one did (no second e-mail).
    const keyedId = idempotencyKey ? await deps.ids.next('demand', `requester:${idempotencyKey}`) : undefined;
    const filedAlready = async () =>
      keyedId !== undefined && (await deps.commands.load(demandStream(keyedId), demandDecider)).state.status !== 'none';
    if (keyedId !== undefined && (await filedAlready())) return filed(keyedId);
    const now = deps.now();
    await refuseTakenOrRepeated(deps, email, body.nrs, now);

    const demandId = keyedId ?? (await deps.ids.next('demand'));
    const serviceNames = body.nrs.map((id) => services.find((s) => s.id === id)!.name);
    let result: CommandResult<DemandState, DemandEvent>;
    try {
      result = await deps.commands.handle(demandStream(demandId), demandDecider, fileDemandCommand(body, demandId, serviceNames, email, now), requesterMetadata(idempotencyKey));
    } catch (error) {
      // Copies sent at the same moment: another one filed it (its instants and requester id differ from ours).
      if (error instanceof IdempotencyConflict && (await filedAlready())) return filed(demandId);
      throw error;
    }
    if (result.replayed || result.events.length === 0) return { ...filed(demandId), ...(result.position ? { position: result.position } : {}) };
    await deps.mailer.send(
      confirmYourDemandMail(deps.config, now, { demandId, email, name: body.contact.Name, serviceNames, city: body.location.City, uf: body.location.UF, neededBy: body.primary.maxDate }),
    );
    return { ...filed(demandId), position: result.position };
  };
}

/** POST /v1/minha-demanda/confirm: the link's demand → ConfirmDemand → the "published" e-mail when it changed something. */
function confirmDemand(deps: CommandDeps): RouteHandler<typeof confirmDemandRoute> {
  return async ({ body, idempotencyKey }) => {
    const now = deps.now();
    const demandId = await demandIdOf(body.token, deps, now);
    const result = await deps.commands.handle(demandStream(demandId), demandDecider, { type: 'ConfirmDemand', demandId, now: now.toISOString() }, requesterMetadata(idempotencyKey));
    if (result.events.length) {
      const contact = await deps.lookups.demandContact(demandId);
      if (contact?.email) await deps.mailer.send(demandPublishedMail(deps.config, now, demandId, { email: contact.email, name: contact.name }));
    }
    return { body: { message: result.events.length ? m.confirmed : m.alreadyConfirmed }, ...(result.position ? { position: result.position } : {}) };
  };
}

/** POST /v1/minha-demanda/close: the link's demand → CloseByRequester ('Já contratei' or 'Cancelar pedido'). */
function closeByRequester(deps: CommandDeps): RouteHandler<typeof requesterCloseRoute> {
  return async ({ body, idempotencyKey }) => {
    const demandId = await demandIdOf(body.token, deps, deps.now());
    const result = await deps.commands.handle(demandStream(demandId), demandDecider, { type: 'CloseByRequester', demandId, reason: body.reason }, requesterMetadata(idempotencyKey));
    return { body: { message: body.reason === 'hired' ? m.hired : m.cancelled }, position: result.position };
  };
}

/** POST /v1/demanda/link: the links of the e-mail's open demands, by e-mail; the same answer either way. */
function resendLink(deps: CommandDeps): RouteHandler<typeof resendLinkRoute> {
  return async ({ body }) => {
    const now = deps.now();
    const email = normalizeEmail(body.email);
    const demands = await deps.lookups.openDemandsOf(email, now, 5);
    if (demands.length) await deps.mailer.send(demandLinksMail(deps.config, now, email, demands));
    return { body: { message: m.linkResent } };
  };
}

/** POST /v1/admin/demanda/publish: an admin publishes an unconfirmed demand. */
function publishDemand(deps: CommandDeps): RouteHandler<typeof publishDemandRoute> {
  return async ({ headers, user, idempotencyKey }) => {
    const command: DemandCommand = { type: 'PublishDemand', demandId: headers.id, adminId: user!.id, now: deps.now().toISOString() };
    const result = await deps.commands.handle(demandStream(headers.id), demandDecider, command, metadataFor(user, idempotencyKey));
    return { body: { message: m.published }, position: result.position };
  };
}

/** PUT /v1/admin/demanda: the admin's form → EditDemand. */
function editDemand(deps: CommandDeps): RouteHandler<typeof updateDemandRoute> {
  return async ({ body, user, idempotencyKey }) => {
    const fields = {
      requesterName: body.name,
      requesterSurname: body.surname,
      requesterEmail: normalizeEmail(body.email),
      requesterPhone: body.telefone,
      corporateName: body.corporate_name,
      companyType: body.corporate_type,
      neighbourhood: body.street,
      about: body.about,
    };
    const result = await deps.commands.handle(demandStream(body.id), demandDecider, { type: 'EditDemand', demandId: body.id, fields, open: body.status }, metadataFor(user, idempotencyKey));
    return { body: { message: m.saved }, position: result.position };
  };
}

/** DELETE /v1/admin/demanda. */
function deleteDemand(deps: CommandDeps): RouteHandler<typeof deleteDemandRoute> {
  return async ({ headers, user, idempotencyKey }) => {
    const result = await deps.commands.handle(demandStream(headers.id), demandDecider, { type: 'DeleteDemand', demandId: headers.id }, metadataFor(user, idempotencyKey));
    return { body: { message: m.deleted }, position: result.position };
  };
}

/** PUT /v1/demand-alerts: a provider turns the new-demand e-mails on or off. */
function turnAlerts(deps: CommandDeps): RouteHandler<typeof demandAlertsRoute> {
  return async ({ body, user, idempotencyKey }) => {
    const result = await deps.commands.handle(
      demandAlertsStream(user!.id),
      demandAlertsDecider,
      { type: 'TurnAlerts', providerId: user!.id, enabled: body.enabled },
      metadataFor(user, idempotencyKey),
    );
    return { body: { message: body.enabled ? 'Você voltará a receber e-mails de novas demandas.' : 'Você não receberá mais e-mails de novas demandas.' }, position: result.position };
  };
}

/** GET /v1/demand-alerts/off: the signed opt-out link of the e-mails (no login). */
function turnAlertsOffByLink(deps: CommandDeps): RouteHandler<typeof demandAlertsOffRoute> {
  return async ({ query }) => {
    if (!isValidOptOutSignature(query.p, query.s, deps.config.jwtSecret)) throw new HttpError(403, 'Link inválido.');
    const result = await deps.commands.handle(demandAlertsStream(query.p), demandAlertsDecider, { type: 'TurnAlerts', providerId: query.p, enabled: false }, { userId: query.p, role: 'provider' });
    return { body: { message: 'Você não receberá mais e-mails de novas demandas.' }, position: result.position };
  };
}

export function demandsCommandRouter(deps: CommandDeps): Router {
  const router = Router();
  mountRoute(router, demandAlertsRoute, turnAlerts(deps), deps.route);
  mountRoute(router, demandAlertsOffRoute, turnAlertsOffByLink(deps), deps.route);
  mountRoute(router, updateDemandRoute, editDemand(deps), deps.route);
  mountRoute(router, deleteDemandRoute, deleteDemand(deps), deps.route);

  // Requesters have no account: bound what one address can file (validation failures count too).
  router.post('/v1/demanda', limitRequests({ windowMs: 60 * 60_000, limit: 40 }));
  mountRoute(router, fileDemandRoute, fileDemand(deps), deps.route);
  mountRoute(router, confirmDemandRoute, confirmDemand(deps), deps.route);
  mountRoute(router, requesterCloseRoute, closeByRequester(deps), deps.route);

  // No enumeration: the same answer whether or not the e-mail has a demand; bounded per address and per e-mail.
  router.post('/v1/demanda/link', limitRequests({ windowMs: 15 * 60_000, limit: 10 }));
  router.post(
    '/v1/demanda/link',
    limitRequests({
      windowMs: 60 * 60_000,
      limit: 3,
      key: (req) => {
        const email = (req.body as { email?: unknown } | undefined)?.email;
        return typeof email === 'string' ? `link:${normalizeEmail(email.trim()).slice(0, 200)}` : undefined;
      },
    }),
  );
  mountRoute(router, resendLinkRoute, resendLink(deps), deps.route);
  mountRoute(router, publishDemandRoute, publishDemand(deps), deps.route);
  return router;
}

function requesterMetadata(idempotencyKey: string | undefined) {
  return { userId: 'requester', role: 'public', ...(idempotencyKey ? { idempotencyKey } : {}) };
}
