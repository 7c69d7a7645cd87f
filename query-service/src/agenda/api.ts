import type { Router } from 'express';
import { z } from 'zod';
import { optionalIdHeader } from '@conectasst/common/api/areas';
import type { AgendaItemView, AgendaPage, AgendaRuleView } from '@conectasst/common/api/agenda';
import {
  agendaPageSchema,
  agendaRuleSchema,
  agendaTokenParams,
  listAgendaRulesQuery,
  showAgendaRuleQuery,
} from '@conectasst/common/api/agenda';
import { DEFAULT_PAGE_SIZE } from '@conectasst/common/api/paging';
import { loadCnaeTable } from '@conectasst/common/referenceData/loadCnaeTable';
import type { AgendaItem, AgendaRule } from '@conectasst/common/rules/agendaRules';
import {
  AGENDA_FEED_DAYS,
  AGENDA_FEED_PURPOSE,
  AGENDA_LINK_PURPOSE,
  agendaMessages as m,
  agendaStatusLabel,
  buildAgenda,
  describePeriod,
  describeTrigger,
} from '@conectasst/common/rules/agendaRules';
import type { RiskGrade } from '@conectasst/common/referenceData/cnae';
import { saoPauloDay } from '@conectasst/common/rules/proposalRules';
import { writeCalendar } from '@conectasst/common/web/icalendar';
import {
  activeAgendaRules,
  agendaById,
  agendaEmailOf,
  doneRecordsOf,
  findAgendaRule,
  listAgendaRules,
} from '@conectasst/projections/agenda/agendaQueries';
import type { AgendaRow } from '@conectasst/projections/agenda/agendaQueries';
import { checkSignedLink, signedLinkToken } from '@conectasst/platform/auth/requesterLink';
import { HttpError } from '@conectasst/platform/http/httpError';
import type { QueryDeps } from '../queryContext';
import { nowOf } from '../queryContext';
import {
  data,
  dataResponse,
  found,
  pagedList,
  pageResponse,
  queryRouter,
  queryRoutes,
  recordResponse,
  signedLinkRefusals,
} from '../queryRoutes';
import { DAY_MS } from '@conectasst/common/rules/time';

/** "Agenda SST" reads (ADR 0175): the admin's rules, the company's agenda page and its calendar feed. */
const declare = queryRoutes({ tags: ['Agenda SST'] });
const linkRefusals = signedLinkRefusals('Agenda não encontrada');

export const listAgendaRulesRoute = declare.get(
  '/v1/admin/agenda-rules',
  'Lista as regras da agenda SST (paginada, por id)',
  { access: 'admin', query: listAgendaRulesQuery, responses: pageResponse('Página de regras', agendaRuleSchema) },
);
export const showAgendaRuleRoute = declare.get(
  '/v1/admin/agenda-rules/show',
  'Uma regra da agenda SST (id no cabeçalho `id` ou na query `id`)',
  {
    access: 'admin',
    query: showAgendaRuleQuery,
    headers: optionalIdHeader,
    responses: recordResponse('A regra', agendaRuleSchema, 'Regra não encontrada'),
  },
);
export const agendaPageRoute = declare.get(
  '/v1/agenda-sst/:token',
  'A agenda SST da empresa (sem conta; o token assinado do link do e-mail): obrigações, vencimentos e a NR de cada uma',
  {
    access: 'public',
    params: agendaTokenParams,
    responses: { ...dataResponse('A agenda', agendaPageSchema), ...linkRefusals },
  },
);
export const agendaFeedRoute = declare.get(
  '/v1/agenda-sst/:token/agenda.ics',
  'A agenda SST como calendário (iCalendar, RFC 5545) para Google ou Outlook: um evento de dia inteiro por vencimento',
  {
    access: 'public',
    params: agendaTokenParams,
    responses: { 200: { description: 'text/calendar', schema: z.string() }, ...linkRefusals },
  },
);

export const toRuleView = (r: AgendaRule): AgendaRuleView => ({
  id: r.id,
  service_id: r.serviceId,
  service_name: r.serviceName ?? null,
  title: r.title,
  trigger: r.trigger,
  trigger_label: describeTrigger(r.trigger),
  periodicity_months: r.periodicityMonths,
  alternative: r.alternative,
  source: r.source,
  status: r.active,
});

const toItemView = (i: AgendaItem): AgendaItemView => ({
  rule_id: i.ruleId,
  service_id: i.serviceId,
  service_name: i.serviceName,
  title: i.title,
  source: i.source,
  trigger_label: describeTrigger(i.trigger),
  periodicity_months: i.periodicityMonths,
  periodicity_label: describePeriod(i.periodicityMonths),
  alternative: i.alternative,
  by_activity: i.byActivity,
  done_on: i.doneOn,
  done_via: i.doneVia,
  due_on: i.dueOn,
  status: i.status,
  status_label: agendaStatusLabel[i.status],
});

/** The agenda a signed link of `purpose` names (403 forged or erased, 410 expired). */
async function linkedAgenda(deps: QueryDeps, purpose: string, token: string, now: Date): Promise<AgendaRow> {
  const link = await checkSignedLink(purpose, token, now, deps.route.jwtSecret, (id) => agendaEmailOf(deps.pool, id));
  if (!link.ok)
    throw new HttpError(
      link.reason === 'expired' ? 410 : 403,
      link.reason === 'expired' ? m.expiredLink : m.invalidLink,
    );
  return found(await agendaById(deps.pool, link.id), m.agendaNotFound);
}

/** THE agenda of a company, as of `now` (also what agenda2's reminders read). */
export async function agendaOfRow(deps: Pick<QueryDeps, 'pool'>, row: AgendaRow, now: Date) {
  const today = saoPauloDay(now);
  const [rules, done] = await Promise.all([activeAgendaRules(deps.pool), doneRecordsOf(deps.pool, row.id, row.email)]);
  return {
    today,
    ...buildAgenda(rules, { grade: row.risk_grade as RiskGrade, employees: row.employees }, done, today),
  };
}

const siteUrl = (deps: QueryDeps) => deps.publicUrl ?? '';

export function agendaQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps)
    .add(listAgendaRulesRoute, ({ query }) =>
      pagedList(query.page, DEFAULT_PAGE_SIZE, (n, size) => listAgendaRules(deps.pool, n, size), toRuleView),
    )
    .add(showAgendaRuleRoute, async ({ query, headers }) => {
      const id = headers.id ?? query.id;
      if (id === undefined) throw new HttpError(400, 'Informe o id da regra.');
      return data(toRuleView(found(await findAgendaRule(deps.pool, id), m.notFound)));
    })
    .add(agendaPageRoute, async ({ params }) => {
      const now = nowOf(deps);
      const row = await linkedAgenda(deps, AGENDA_LINK_PURPOSE, params.token, now);
      const { today, items, offered } = await agendaOfRow(deps, row, now);
      const feedToken = signedLinkToken(
        AGENDA_FEED_PURPOSE,
        row.id,
        new Date(now.getTime() + AGENDA_FEED_DAYS * DAY_MS),
        row.email!,
        deps.route.jwtSecret,
      );
      const page: AgendaPage = {
        id: row.id,
        cnae: row.cnae_class,
        cnae_name: loadCnaeTable().find(row.cnae_class)?.name ?? null,
        risk_grade: row.risk_grade,
        employees: row.employees,
        city: row.city,
        uf: row.uf,
        email: row.email!,
        reminders: row.reminders,
        today,
        items: items.map(toItemView),
        offered: offered.map(toItemView),
        ics_url: `${siteUrl(deps)}/v1/agenda-sst/${feedToken}/agenda.ics`,
      };
      return { body: { data: page }, headers: { 'Cache-Control': 'private, no-store' } };
    })
    .add(agendaFeedRoute, async ({ params }) => {
      const now = nowOf(deps);
      const row = await linkedAgenda(deps, AGENDA_FEED_PURPOSE, params.token, now);
      const { items } = await agendaOfRow(deps, row, now);
      const body = writeCalendar({
        productId: '-//ConectaSST//Agenda SST//PT-BR',
        name: 'Agenda SST (ConectaSST)',
        stamp: now,
        events: items.map((i) => ({
          uid: `agenda-${row.id}-regra-${i.ruleId}@conectasst.com.br`,
          day: i.dueOn,
          summary: `${i.title} (${i.doneOn ? `vence; feito em ${i.doneOn.split('-').reverse().join('/')}` : 'sem registro'})`,
          description: [
            `Fonte: ${i.source}.`,
            `Periodicidade: ${describePeriod(i.periodicityMonths)}.`,
            ...(i.alternative ? [`Ou ${describePeriod(i.alternative.months)}: ${i.alternative.condition}.`] : []),
          ].join('\n'),
        })),
      });
      return {
        body,
        contentType: 'text/calendar; charset=utf-8',
        headers: {
          'Cache-Control': 'private, max-age=3600',
          'Content-Disposition': 'inline; filename="agenda-sst.ics"',
        },
      };
    }).router;
}
