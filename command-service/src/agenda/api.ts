import { randomUUID } from 'node:crypto';
import type { Router } from 'express';
import {
  agendaDoneBody,
  agendaEraseBody,
  agendaProfileBody,
  agendaRemindersBody,
  createAgendaRuleRequest,
  createAgendaRuleResponse,
  requestAgendaBody,
  updateAgendaRuleRequest,
} from '@conectasst/common/api/agenda';
import { idHeader } from '@conectasst/common/api/areas';
import { parseCnaeCode } from '@conectasst/common/referenceData/cnae';
import { loadCnaeTable } from '@conectasst/common/referenceData/loadCnaeTable';
import type { AgendaRuleContent } from '@conectasst/common/rules/agendaRules';
import { agendaMessages as m } from '@conectasst/common/rules/agendaRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import { saoPauloDay } from '@conectasst/common/rules/proposalRules';
import { agendaRuleStream, agendaStream } from '@conectasst/events/schemas/agendaEvents';
import { serviceStream } from '@conectasst/events/schemas/serviceEvents';
import { normalizeEmail } from '@conectasst/events/schemas/userEvents';
import { catalogueCommands, catalogueRoutes } from '../infrastructure/catalogueRoutes';
import type { CommandDeps } from '../infrastructure/commandContext';
import { answer, commandRouter, commandRoutes, messageResponses, route } from '../infrastructure/commandRoutes';
import { legalVersionsInForce } from '../legal/legalDocument';
import { serviceDecider } from '../services/businessLogic';
import type { AgendaProfile } from './agenda';
import { agendaDecider } from './agenda';
import { agendaLinkMail, linkedAgendaId } from './agendaLinks';
import { agendaRuleDecider } from './agendaRule';

/** "Agenda SST" (issue #38 item 1, ADR 0175): the admin's rules and the company's agenda (no account, signed link). */
const rules = catalogueRoutes({ tag: 'Agenda SST', notFound: 'Regra não encontrada' });
const company = commandRoutes({ tags: ['Agenda SST'], access: 'public' });
const linkRefusals = { 403: 'Link inválido', 404: 'Agenda não encontrada', 410: 'Link expirado' };

export const createAgendaRuleRoute = rules.create(
  '/v1/admin/agenda-rules',
  'Cadastra uma regra da agenda SST (serviço, gatilho, periodicidade, fonte)',
  createAgendaRuleRequest,
  'Regra cadastrada',
  { refusals: { 422: 'Serviço inexistente' }, schema: createAgendaRuleResponse },
);
export const updateAgendaRuleRoute = rules.update(
  '/v1/admin/agenda-rules',
  'Edita uma regra da agenda SST e sua situação (id no cabeçalho `id`)',
  { headers: idHeader, body: updateAgendaRuleRequest },
  { 422: 'Serviço inexistente' },
);
export const deleteAgendaRuleRoute = rules.delete(
  '/v1/admin/agenda-rules',
  'Exclui uma regra da agenda SST (id no cabeçalho `id`)',
  'Regra excluída',
);

export const requestAgendaRoute = company.post(
  '/v1/agenda-sst',
  'A empresa pede sua agenda SST (CNPJ, CNAE, empregados, cidade, e-mail); o link assinado vai por e-mail (a resposta é a mesma se a agenda já existia)',
  { body: requestAgendaBody, responses: messageResponses('Pedido recebido', { 422: 'CNAE fora da relação da NR-4' }) },
);
export const agendaDoneRoute = company.post(
  '/v1/agenda-sst/feito',
  '"Feito em <data>": a empresa registra quando cumpriu uma obrigação (link assinado no corpo)',
  {
    body: agendaDoneBody,
    responses: messageResponses('Data registrada', {
      ...linkRefusals,
      422: 'Data no futuro ou obrigação fora da agenda',
    }),
  },
);
export const agendaRemindersRoute = company.post(
  '/v1/agenda-sst/lembretes',
  'Liga ou desliga os lembretes por e-mail da agenda (link assinado no corpo)',
  {
    body: agendaRemindersBody,
    responses: messageResponses('Preferência salva', linkRefusals),
  },
);
export const agendaProfileRoute = company.post(
  '/v1/agenda-sst/dados',
  'A empresa corrige CNAE, número de empregados ou cidade da agenda (link assinado no corpo)',
  {
    body: agendaProfileBody,
    responses: messageResponses('Dados salvos', { ...linkRefusals, 422: 'CNAE fora da relação da NR-4' }),
  },
);
export const agendaEraseRoute = company.post(
  '/v1/agenda-sst/excluir',
  'LGPD: a empresa exclui sua agenda e seus dados (link assinado no corpo)',
  {
    body: agendaEraseBody,
    responses: messageResponses('Dados excluídos', linkRefusals),
  },
);

/** The CNAE's class and grau de risco (NR-4, Anexo I), or the 422 of a class NR-4 does not list. */
function gradeOf(cnae: string): { cnaeClass: string; riskGrade: number } {
  const parsed = parseCnaeCode(cnae);
  const found = parsed.ok ? loadCnaeTable().find(parsed.classCode) : undefined;
  if (!found) throw new DomainError('invalid', parsed.ok ? m.cnaeUnknown : m.cnaeInvalid);
  return { cnaeClass: found.code, riskGrade: found.grade };
}

async function assertServiceExists(deps: Pick<CommandDeps, 'commands'>, serviceId: number) {
  const { state } = await deps.commands.load(serviceStream(serviceId), serviceDecider);
  if (state.status !== 'active' && state.status !== 'inactive') throw new DomainError('invalid', m.serviceNotFound);
}

const contentOf = (body: AgendaRuleContent): AgendaRuleContent => ({
  title: body.title,
  trigger: body.trigger,
  periodicityMonths: body.periodicityMonths,
  alternative: body.alternative,
  source: body.source,
});
const companyMetadata = (idempotencyKey: string | undefined) => ({
  userId: 'agenda',
  role: 'public' as const,
  ...(idempotencyKey ? { idempotencyKey } : {}),
});

export function agendaCommandRouter(deps: CommandDeps): Router {
  const agendaRules = catalogueCommands(deps, {
    kind: 'agendarule',
    stream: agendaRuleStream,
    decider: agendaRuleDecider,
    messages: m,
  });
  return commandRouter(deps.route, [
    route(createAgendaRuleRoute, async (ctx) => {
      await assertServiceExists(deps, ctx.body.service_id);
      return agendaRules.create(ctx, (ruleId) => ({
        type: 'CreateAgendaRule',
        ruleId,
        serviceId: ctx.body.service_id,
        rule: contentOf(ctx.body),
      }));
    }),
    route(updateAgendaRuleRoute, async (ctx) => {
      await assertServiceExists(deps, ctx.body.service_id);
      return agendaRules.save(ctx, ctx.headers.id, {
        type: 'UpdateAgendaRule',
        ruleId: ctx.headers.id,
        serviceId: ctx.body.service_id,
        rule: contentOf(ctx.body),
        active: ctx.body.status,
      });
    }),
    route(deleteAgendaRuleRoute, (ctx) =>
      agendaRules.delete(ctx, ctx.headers.id, { type: 'DeleteAgendaRule', ruleId: ctx.headers.id }),
    ),

    route(
      requestAgendaRoute,
      async ({ body, idempotencyKey }) => {
        const now = deps.now();
        const email = normalizeEmail(body.email);
        const { cnaeClass, riskGrade } = gradeOf(body.cnae);
        const metadata = companyMetadata(idempotencyKey);
        const existing = await deps.lookups.agendaOf(email, body.cnpj);
        if (existing !== undefined) {
          // The same company asks again: the link of the agenda it has (nothing else changes; the answer is the same).
          const result = await deps.commands.handle(
            agendaStream(existing),
            agendaDecider,
            { type: 'RequestAgendaLink', agendaId: existing, at: now.toISOString() },
            metadata,
          );
          if (!result.replayed) await deps.mailer.send(agendaLinkMail(deps.config, now, existing, email));
          return answer(m.requested, result);
        }
        const agendaId = await deps.ids.next('agenda', idempotencyKey ? `agenda:${idempotencyKey}` : undefined);
        const legal = await legalVersionsInForce(deps);
        const agenda = {
          agendaId,
          subjectId: randomUUID(),
          email,
          cnpj: body.cnpj,
          cnaeClass,
          riskGrade,
          employees: body.employees,
          city: body.city,
          uf: body.uf,
          consentAt: now.toISOString(),
          ...(legal ?? {}),
        };
        const result = await deps.commands.handle(
          agendaStream(agendaId),
          agendaDecider,
          { type: 'RequestAgenda', agenda, reminders: body.reminders },
          metadata,
        );
        if (!result.replayed && result.events.length)
          await deps.mailer.send(agendaLinkMail(deps.config, now, agendaId, email));
        return answer(m.requested, result);
      },
      { limits: [{ windowMs: 60 * 60_000, limit: 40 }] },
    ),
    route(agendaDoneRoute, async ({ body, idempotencyKey }) => {
      const now = deps.now();
      const agendaId = await linkedAgendaId(deps, body.token, now);
      const rule = await deps.commands.load(agendaRuleStream(body.rule_id), agendaRuleDecider);
      if (rule.state.status !== 'active') throw new DomainError('invalid', m.ruleNotInAgenda);
      const command = {
        type: 'MarkAgendaItemDone' as const,
        agendaId,
        ruleId: body.rule_id,
        doneOn: body.done_on,
        today: saoPauloDay(now),
      };
      return answer(
        m.doneSaved,
        await deps.commands.handle(agendaStream(agendaId), agendaDecider, command, companyMetadata(idempotencyKey)),
      );
    }),
    route(agendaRemindersRoute, async ({ body, idempotencyKey }) => {
      const agendaId = await linkedAgendaId(deps, body.token, deps.now());
      const result = await deps.commands.handle(
        agendaStream(agendaId),
        agendaDecider,
        { type: 'SetAgendaReminders', agendaId, enabled: body.enabled },
        companyMetadata(idempotencyKey),
      );
      return answer(body.enabled ? m.remindersOn : m.remindersOff, result);
    }),
    route(agendaProfileRoute, async ({ body, idempotencyKey }) => {
      const agendaId = await linkedAgendaId(deps, body.token, deps.now());
      const profile: AgendaProfile = { ...gradeOf(body.cnae), employees: body.employees, city: body.city, uf: body.uf };
      return answer(
        m.profileSaved,
        await deps.commands.handle(
          agendaStream(agendaId),
          agendaDecider,
          { type: 'ChangeAgendaProfile', agendaId, profile },
          companyMetadata(idempotencyKey),
        ),
      );
    }),
    route(agendaEraseRoute, async ({ body, idempotencyKey }) => {
      const agendaId = await linkedAgendaId(deps, body.token, deps.now());
      return answer(m.erased, await eraseAgenda(deps, agendaId, companyMetadata(idempotencyKey)));
    }),
  ]);
}

/** LGPD erasure of one agenda: the subject's key first (the e-mail and CNPJ become unreadable), then the event. */
export async function eraseAgenda(
  deps: Pick<CommandDeps, 'commands' | 'catalogue'>,
  agendaId: number,
  metadata: Parameters<CommandDeps['commands']['handle']>[3],
) {
  const { state } = await deps.commands.load(agendaStream(agendaId), agendaDecider);
  if (state.status === 'none') throw new DomainError('not_found', m.agendaNotFound);
  if (state.subjectId) await deps.catalogue.erase(state.subjectId);
  return deps.commands.handle(agendaStream(agendaId), agendaDecider, { type: 'EraseAgenda', agendaId }, metadata);
}
