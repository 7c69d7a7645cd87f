import { randomUUID } from 'node:crypto';
import { parseCnaeCode } from '@conectasst/common/referenceData/cnae';
import { loadCnaeTable } from '@conectasst/common/referenceData/loadCnaeTable';
import type { Router } from 'express';
import { DomainError } from '@conectasst/common/rules/domainError';
import { IdempotencyConflict } from '@conectasst/events/errors';
import type { ZodType } from 'zod';
import {
  fileDemandRequest,
  requesterCloseBody,
  requesterTokenBody,
  resendLinkBody,
  updateDemandRequest,
} from '@conectasst/common/api/demands';
import { idHeader } from '@conectasst/common/api/areas';
import { demandAlertsBody, demandAlertsOffQuery } from '@conectasst/common/api/demands';
import { partnerIdOfSlug } from '@conectasst/common/api/reviews';
import { OTHER } from '@conectasst/common/rules/departmentRules';
import {
  DEMAND_OPEN_DAYS,
  REPEAT_FILING_WINDOW_HOURS,
  NEEDED_BY_DAYS,
  OTHER_BRANCH,
  demandMessages as m,
} from '@conectasst/common/rules/demandRules';
import { demandAlertsStream, demandStream } from '@conectasst/events/schemas/demandEvents';
import { normalizeEmail } from '@conectasst/events/schemas/userEvents';
import { HttpError } from '@conectasst/platform/http/httpError';
import type { RouteContext, RouteHandler } from '@conectasst/platform/http/route';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import {
  commandRouter,
  commandRoutes,
  createdResponses,
  messageResponses,
  route,
} from '../infrastructure/commandRoutes';
import { linkedDemandId } from './requesterLinks';
import type { CommandResult } from '../infrastructure/commandHandler';
import type { DemandCommand } from './businessLogic';
import { demandDecider, findDuplicate } from './businessLogic';
import type { DemandEvent, DemandState } from './demand';
import { confirmYourDemandMail, demandLinksMail, demandPublishedMail } from './requesterMails';
import { demandAlertsDecider, isValidOptOutSignature } from './demandAlerts';
import { legalVersionsInForce } from '../legal/legalDocument';
import { DAY_MS } from '@conectasst/common/rules/time';

/** The class and grau de risco (NR-4, Anexo I) of the CNAE the requester typed, stored on the demand (issue #24). */
function riskGradeOf(cnae: string): { cnaeClass?: string; riskGrade?: number } {
  const parsed = parseCnaeCode(cnae);
  const found = parsed.ok ? loadCnaeTable().find(parsed.classCode) : undefined;
  return found ? { cnaeClass: found.code, riskGrade: found.grade } : {};
}

const declare = commandRoutes({ tags: ['Demandas'], access: 'public' });
const linkRefusals = { 403: 'Link inválido', 404: 'Demanda não encontrada', 410: 'Link expirado' };
const adminNotFound = { 404: 'Demanda não encontrada' };

export const fileDemandRoute = declare.post(
  '/v1/demanda',
  'Pedido de orçamento de uma empresa (sem conta): serviços, dados principais, local e contato',
  {
    body: fileDemandRequest,
    responses: createdResponses('Pedido enviado', {
      409: "E-mail com pedido em aberto (data: 'Email já cadastrado'), ou pedido repetido aguardando confirmação",
    }),
  },
);
/** A call of the requester's own page, authorised by the signed link it was sent (403/404/410, and its 409). */
const linkCall = <B extends ZodType>(path: string, summary: string, body: B, answered: string, conflict: string) =>
  declare.post(path, summary, { body, responses: messageResponses(answered, { ...linkRefusals, 409: conflict }) });

export const confirmDemandRoute = linkCall(
  '/v1/minha-demanda/confirm',
  'O solicitante confirma o e-mail pelo link recebido (token assinado): o pedido é publicado para os parceiros',
  requesterTokenBody,
  'E-mail confirmado (ou já confirmado)',
  'Pedido encerrado ou não confirmado em 72 horas',
);
export const requesterCloseRoute = linkCall(
  '/v1/minha-demanda/close',
  "O solicitante encerra o pedido pela sua página: 'Já contratei' (hired) ou 'Cancelar pedido' (cancelled)",
  requesterCloseBody,
  'Pedido encerrado',
  'Pedido já encerrado',
);
export const resendLinkRoute = declare.post(
  '/v1/demanda/link',
  'O solicitante pede de novo o link do seu pedido (a resposta é a mesma exista ou não um pedido para o e-mail)',
  {
    body: resendLinkBody,
    responses: messageResponses('Pedido recebido', { 429: 'Muitas tentativas' }),
  },
);
export const publishDemandRoute = declare.post(
  '/v1/admin/demanda/publish',
  'Publica à mão uma demanda cujo e-mail não foi confirmado (id no cabeçalho `id`); registrado com o administrador',
  {
    access: 'admin',
    headers: idHeader,
    responses: messageResponses('Demanda publicada', { ...adminNotFound, 409: 'Já publicada' }),
  },
);
export const updateDemandRoute = declare.put(
  '/v1/admin/demanda',
  'Edita uma demanda (dados do solicitante, bairro, observação) e sua situação (Em Aberto = true, Fechado = false)',
  { access: 'admin', body: updateDemandRequest, responses: messageResponses('Registro salvo', adminNotFound) },
);
export const deleteDemandRoute = declare.delete('/v1/admin/demanda', 'Exclui uma demanda (id no cabeçalho `id`)', {
  access: 'admin',
  headers: idHeader,
  responses: messageResponses('Demanda excluída', adminNotFound),
});
export const demandAlertsRoute = declare.put(
  '/v1/demand-alerts',
  'Liga ou desliga os e-mails de novas demandas compatíveis com o perfil do parceiro',
  {
    access: 'provider',
    body: demandAlertsBody,
    responses: messageResponses('Preferência salva'),
  },
);
export const demandAlertsOffRoute = declare.get(
  '/v1/demand-alerts/off',
  'Link de descadastro dos e-mails de novas demandas (p = parceiro, s = assinatura do link); não exige login',
  {
    query: demandAlertsOffQuery,
    responses: messageResponses('Descadastrado', { 403: 'Link inválido' }),
  },
);

/** The 201 of a filing (the first one, or a copy of a keyed request that already filed it). */
const filed = (demandId: number) => ({ status: 201, body: { message: m.sent, data: { id: demandId } } });

/** The FileDemand command for a requester's form, filed at `now`. */
function fileDemandCommand(
  body: RouteContext<typeof fileDemandRoute>['body'],
  demandId: number,
  serviceNames: string[],
  email: string,
  now: Date,
  legal: { termsVersion: number; privacyVersion: number } | null,
  directProviderId: string | undefined,
): DemandCommand {
  const neededByDays = NEEDED_BY_DAYS[body.primary.maxDate];
  return {
    type: 'FileDemand',
    demand: {
      demandId,
      requesterId: randomUUID(),
      serviceIds: body.nrs,
      title: serviceNames.join(', ').slice(0, 300),
      branch:
        body.primary.branchOfTheCompany === OTHER_BRANCH
          ? (body.primary.other ?? OTHER_BRANCH)
          : body.primary.branchOfTheCompany,
      companyType: body.primary.companyType,
      employees: body.primary.numberOfemployees,
      neededBy: body.primary.maxDate,
      uf: body.location.UF,
      city: body.location.City,
      neighbourhood: body.location.Street,
      contactPreference: body.location.Contact,
      ...(body.contact.PreferredChannel ? { preferredChannel: body.contact.PreferredChannel } : {}),
      ...(directProviderId ? { directProviderId } : {}),
      about: body.location.About,
      expiresAt: new Date(now.getTime() + DEMAND_OPEN_DAYS * DAY_MS).toISOString(),
      consentAt: now.toISOString(),
      // The texts the ticked box accepted (issue 37 item 3): their versions in force at filing.
      ...(legal ?? {}),
      requesterName: body.contact.Name,
      requesterSurname: body.contact.Surname,
      requesterEmail: email,
      requesterPhone: body.contact.Phone,
      corporateName: body.contact.CorporateName,
      department:
        body.contact.DepartmentName === OTHER
          ? (body.contact.OtherDepartmentName ?? OTHER)
          : body.contact.DepartmentName,
      role: body.contact.Role === OTHER ? (body.contact.OtherRole ?? OTHER) : (body.contact.Role ?? ''),
      confirmationRequired: true,
      activity: body.primary.activity ?? '',
      cnae: body.primary.cnae ?? '',
      ...riskGradeOf(body.primary.cnae ?? ''),
      employeesPerSite: body.primary.employeesPerSite ?? null,
      deadline: neededByDays === null ? null : new Date(now.getTime() + neededByDays * DAY_MS).toISOString(),
    },
  };
}

/** Spec §8 and ADR 0081: the refusals of a new demand for this e-mail (an open published one, or a repeat waiting for confirmation). */
async function refuseTakenOrRepeated(deps: CommandDeps, email: string, serviceIds: number[], now: Date): Promise<void> {
  // Spec §8: an e-mail with a published, open, unexpired demand cannot file another ('Email já cadastrado').
  // Unconfirmed demands do not count: anyone could type someone else's address (ADR 0081).
  if (await deps.lookups.hasOpenDemand(email))
    throw new HttpError(409, m.emailTakenShown, undefined, { data: m.emailTaken });
  // Pre-filter on the rule's own window (the decider's findDuplicate applies it exactly): one constant, so the two
  // cannot drift apart.
  const earlier = await deps.lookups.demandsFiledSince(email, now, REPEAT_FILING_WINDOW_HOURS);
  const duplicate = findDuplicate(
    earlier.map((r) => ({ id: r.id, serviceIds: r.serviceIds, filedAt: r.filedAt.toISOString(), pending: r.pending })),
    serviceIds,
    now.toISOString(),
  );
  if (duplicate) throw new HttpError(409, m.duplicate, undefined, { data: 'Pedido repetido' });
}

/** Pedido direto (ADR 0170): the provider a `parceiro` slug (or id) names, who must be active with a public page; 422 otherwise. */
async function namedProvider(deps: CommandDeps, parceiro: string | undefined): Promise<string | undefined> {
  if (!parceiro) return undefined;
  const id = partnerIdOfSlug(parceiro);
  if (!id || (await deps.lookups.publicProviderName(id)) === undefined)
    throw new DomainError('invalid', m.directProviderUnknown);
  return id;
}

/** POST /v1/demanda: parse (services, e-mail) → refusals → FileDemand → the confirmation e-mail → 201. */
function fileDemand(deps: CommandDeps): RouteHandler<typeof fileDemandRoute> {
  return async ({ body, idempotencyKey }) => {
    const services = await deps.lookups.activeServices(body.nrs);
    if (services.length !== new Set(body.nrs).size) throw new DomainError('invalid', m.unknownService);
    const email = normalizeEmail(body.contact.Email);
    // A copy of a keyed request that already filed its demand answers as the first one did (no second e-mail).
    const keyedId = idempotencyKey ? await deps.ids.next('demand', `requester:${idempotencyKey}`) : undefined;
    const filedAlready = async () =>
      keyedId !== undefined && (await deps.commands.load(demandStream(keyedId), demandDecider)).state.status !== 'none';
    if (keyedId !== undefined && (await filedAlready())) return filed(keyedId);
    const now = deps.now();
    try {
      await refuseTakenOrRepeated(deps, email, body.nrs, now);
    } catch (error) {
      // Copies sent at the same moment: another one filed the keyed demand between the check above and the refusals,
      // which then see it as a repeat of itself. The copy answers as the first one did.
      if (keyedId !== undefined && error instanceof HttpError && (await filedAlready())) return filed(keyedId);
      throw error;
    }
    const directProviderId = await namedProvider(deps, body.parceiro);

    const demandId = keyedId ?? (await deps.ids.next('demand'));
    const serviceNames = body.nrs.map((id) => services.find((s) => s.id === id)!.name);
    let result: CommandResult<DemandState, DemandEvent>;
    try {
      result = await deps.commands.handle(
        demandStream(demandId),
        demandDecider,
        fileDemandCommand(body, demandId, serviceNames, email, now, await legalVersionsInForce(deps), directProviderId),
        requesterMetadata(idempotencyKey),
      );
    } catch (error) {
      // Copies sent at the same moment: another one filed it (its instants and requester id differ from ours).
      if (error instanceof IdempotencyConflict && (await filedAlready())) return filed(demandId);
      throw error;
    }
    if (result.replayed || result.events.length === 0)
      return { ...filed(demandId), ...(result.position ? { position: result.position } : {}) };
    await deps.mailer.send(
      confirmYourDemandMail(deps.config, now, {
        demandId,
        email,
        name: body.contact.Name,
        serviceNames,
        city: body.location.City,
        uf: body.location.UF,
        neededBy: body.primary.maxDate,
      }),
    );
    return { ...filed(demandId), position: result.position };
  };
}

/** POST /v1/minha-demanda/confirm: the link's demand → ConfirmDemand → the "published" e-mail when it changed something. */
function confirmDemand(deps: CommandDeps): RouteHandler<typeof confirmDemandRoute> {
  return async ({ body, idempotencyKey }) => {
    const now = deps.now();
    const demandId = await linkedDemandId(deps, body.token, now);
    const result = await deps.commands.handle(
      demandStream(demandId),
      demandDecider,
      { type: 'ConfirmDemand', demandId, now: now.toISOString() },
      requesterMetadata(idempotencyKey),
    );
    if (result.events.length) {
      const contact = await deps.lookups.demandContact(demandId);
      if (contact?.email)
        await deps.mailer.send(
          demandPublishedMail(deps.config, now, demandId, { email: contact.email, name: contact.name }),
        );
    }
    return {
      body: { message: result.events.length ? m.confirmed : m.alreadyConfirmed },
      ...(result.position ? { position: result.position } : {}),
    };
  };
}

/** POST /v1/minha-demanda/close: the link's demand → CloseByRequester ('Já contratei' or 'Cancelar pedido'). */
function closeByRequester(deps: CommandDeps): RouteHandler<typeof requesterCloseRoute> {
  return async ({ body, idempotencyKey }) => {
    const demandId = await linkedDemandId(deps, body.token, deps.now());
    const result = await deps.commands.handle(
      demandStream(demandId),
      demandDecider,
      { type: 'CloseByRequester', demandId, reason: body.reason },
      requesterMetadata(idempotencyKey),
    );
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
    const command: DemandCommand = {
      type: 'PublishDemand',
      demandId: headers.id,
      adminId: user.id,
      now: deps.now().toISOString(),
    };
    const result = await deps.commands.handle(
      demandStream(headers.id),
      demandDecider,
      command,
      metadataFor(user, idempotencyKey),
    );
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
    const result = await deps.commands.handle(
      demandStream(body.id),
      demandDecider,
      { type: 'EditDemand', demandId: body.id, fields, open: body.status },
      metadataFor(user, idempotencyKey),
    );
    return { body: { message: m.saved }, position: result.position };
  };
}

/** DELETE /v1/admin/demanda. */
function deleteDemand(deps: CommandDeps): RouteHandler<typeof deleteDemandRoute> {
  return async ({ headers, user, idempotencyKey }) => {
    const result = await deps.commands.handle(
      demandStream(headers.id),
      demandDecider,
      { type: 'DeleteDemand', demandId: headers.id },
      metadataFor(user, idempotencyKey),
    );
    return { body: { message: m.deleted }, position: result.position };
  };
}

/** PUT /v1/demand-alerts: a provider turns the new-demand e-mails on or off. */
function turnAlerts(deps: CommandDeps): RouteHandler<typeof demandAlertsRoute> {
  return async ({ body, user, idempotencyKey }) => {
    const result = await deps.commands.handle(
      demandAlertsStream(user.id),
      demandAlertsDecider,
      { type: 'TurnAlerts', providerId: user.id, enabled: body.enabled },
      metadataFor(user, idempotencyKey),
    );
    return {
      body: {
        message: body.enabled
          ? 'Você voltará a receber e-mails de novas demandas.'
          : 'Você não receberá mais e-mails de novas demandas.',
      },
      position: result.position,
    };
  };
}

/** GET /v1/demand-alerts/off: the signed opt-out link of the e-mails (no login). */
function turnAlertsOffByLink(deps: CommandDeps): RouteHandler<typeof demandAlertsOffRoute> {
  return async ({ query }) => {
    if (!isValidOptOutSignature(query.p, query.s, deps.config.jwtSecret)) throw new HttpError(403, 'Link inválido.');
    const result = await deps.commands.handle(
      demandAlertsStream(query.p),
      demandAlertsDecider,
      { type: 'TurnAlerts', providerId: query.p, enabled: false },
      { userId: query.p, role: 'provider' },
    );
    return { body: { message: 'Você não receberá mais e-mails de novas demandas.' }, position: result.position };
  };
}

export function demandsCommandRouter(deps: CommandDeps): Router {
  return commandRouter(deps.route, [
    route(demandAlertsRoute, turnAlerts(deps)),
    route(demandAlertsOffRoute, turnAlertsOffByLink(deps)),
    route(updateDemandRoute, editDemand(deps)),
    route(deleteDemandRoute, deleteDemand(deps)),
    // Requesters have no account: bound what one address can file (validation failures count too).
    route(fileDemandRoute, fileDemand(deps), { limits: [{ windowMs: 60 * 60_000, limit: 40 }] }),
    route(confirmDemandRoute, confirmDemand(deps)),
    route(requesterCloseRoute, closeByRequester(deps)),
    // No enumeration: the same answer whether or not the e-mail has a demand; bounded per address and per e-mail.
    route(resendLinkRoute, resendLink(deps), {
      limits: [
        { windowMs: 15 * 60_000, limit: 10 },
        { windowMs: 60 * 60_000, limit: 3, key: (req) => linkRequestKey(req.body) },
      ],
    }),
    route(publishDemandRoute, publishDemand(deps)),
  ]);
}

/** Rate-limit key of the e-mail whose links are asked for again (the body is already parsed by then). */
function linkRequestKey(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `link:${normalizeEmail(email.trim()).slice(0, 200)}` : undefined;
}

function requesterMetadata(idempotencyKey: string | undefined) {
  return { userId: 'requester', role: 'public', ...(idempotencyKey ? { idempotencyKey } : {}) };
}
