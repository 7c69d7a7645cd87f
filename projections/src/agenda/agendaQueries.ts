import type { Pool } from 'pg';
import type { AgendaAlternative, AgendaDone, AgendaRule, AgendaTrigger } from '@conectasst/common/rules/agendaRules';
import { buildAgenda } from '@conectasst/common/rules/agendaRules';
import type { AgendaReminderCandidate } from '@conectasst/common/rules/agendaReminderRules';
import { agendaReminderCandidates } from '@conectasst/common/rules/agendaReminderRules';
import { saoPauloDay } from '@conectasst/common/rules/proposalRules';
import { normalizeEmail } from '@conectasst/events/schemas/userEvents';
import type { Queryable } from '../queryable';
import { pageOf } from '../listing';
import type { Page } from '../listing';

/** The "Agenda SST" read model (agendaProjection, ADR 0175). */

interface RuleRow {
  id: number;
  service_id: number;
  service_name: string | null;
  title: string;
  trigger: AgendaTrigger;
  periodicity_months: number;
  alternative: AgendaAlternative | null;
  source: string;
  active: boolean;
}

const toRule = (r: RuleRow): AgendaRule => ({
  id: r.id,
  serviceId: r.service_id,
  serviceName: r.service_name ?? undefined,
  title: r.title,
  trigger: r.trigger,
  periodicityMonths: r.periodicity_months,
  alternative: r.alternative,
  source: r.source,
  active: r.active,
});

const SELECT_RULE = `SELECT r.id, r.service_id, s.name AS service_name, r.title, r.trigger, r.periodicity_months, r.alternative, r.source, r.active
  FROM agenda_rules r LEFT JOIN services s ON s.id = r.service_id`;

/** The admin list: every rule, by id. */
export async function listAgendaRules(pool: Pool, page: number, perPage: number): Promise<Page<AgendaRule>> {
  const { rows, total } = await pageOf<RuleRow>(
    pool,
    `${SELECT_RULE} ORDER BY r.id`,
    'FROM agenda_rules r',
    [],
    page,
    perPage,
  );
  return { rows: rows.map(toRule), total };
}

export async function findAgendaRule(db: Queryable, id: number): Promise<AgendaRule | undefined> {
  const row = (await db.query<RuleRow>(`${SELECT_RULE} WHERE r.id = $1`, [id])).rows[0];
  return row ? toRule(row) : undefined;
}

/** Every active rule (what an agenda is built from), by id. */
export async function activeAgendaRules(db: Queryable): Promise<AgendaRule[]> {
  return (await db.query<RuleRow>(`${SELECT_RULE} WHERE r.active ORDER BY r.id`)).rows.map(toRule);
}

export interface AgendaRow {
  id: number;
  subject_id: string;
  email: string | null;
  cnpj: string | null;
  cnae_class: string;
  risk_grade: 1 | 2 | 3 | 4;
  employees: number;
  city: string;
  uf: string;
  reminders: boolean;
  erased: boolean;
  created_at: Date;
}

export async function agendaById(db: Queryable, agendaId: number): Promise<AgendaRow | undefined> {
  return (
    await db.query<AgendaRow>(
      'SELECT id, subject_id, email, cnpj, cnae_class, risk_grade, employees, city, uf, reminders, erased, created_at FROM agendas WHERE id = $1',
      [agendaId],
    )
  ).rows[0];
}

/** The agenda's e-mail the signed links are checked against (null once erased, undefined for no such agenda). */
export async function agendaEmailOf(db: Queryable, agendaId: number): Promise<string | null | undefined> {
  return (await agendaById(db, agendaId))?.email;
}

/** The live agenda of an e-mail and CNPJ (asking again mails the link of the one there is). */
export async function agendaOf(db: Queryable, email: string, cnpj: string): Promise<number | undefined> {
  return (
    await db.query<{ id: number }>(
      'SELECT id FROM agendas WHERE email = $1 AND cnpj = $2 AND NOT erased ORDER BY id LIMIT 1',
      [normalizeEmail(email), cnpj],
    )
  ).rows[0]?.id;
}

/** The live agendas of an e-mail (the requester's erasure takes them too). */
export async function agendaIdsOfEmail(db: Queryable, email: string): Promise<number[]> {
  return (
    await db.query<{ id: number }>('SELECT id FROM agendas WHERE email = $1 AND NOT erased ORDER BY id', [
      normalizeEmail(email),
    ])
  ).rows.map((r) => r.id);
}

/**
 * What the agenda counts as done: the days the company told ("informado") and, per rule of a service it hired here
 * (a demand of the same e-mail closed as hired), the day of the hire ("contratado"); the later of the two wins.
 */
export async function doneRecordsOf(
  db: Queryable,
  agendaId: number,
  email: string | null,
): Promise<Map<number, AgendaDone>> {
  const done = new Map<number, AgendaDone>();
  const told = await db.query<{ rule_id: number; done_on: string }>(
    `SELECT rule_id, to_char(done_on, 'YYYY-MM-DD') AS done_on FROM agenda_done WHERE agenda_id = $1`,
    [agendaId],
  );
  for (const row of told.rows) done.set(row.rule_id, { doneOn: row.done_on, via: 'informado' });
  if (email === null) return done;
  const hired = await db.query<{ rule_id: number; done_on: string }>(
    `SELECT r.id AS rule_id, to_char(max(h.hired_on), 'YYYY-MM-DD') AS done_on
       FROM demand_contacts c
       JOIN demands d ON d.id = c.demand_id AND NOT d.deleted
       JOIN agenda_hired_demands h ON h.demand_id = c.demand_id
       JOIN agenda_rules r ON r.service_id = ANY(d.service_ids)
      WHERE c.email_normalized = $1 AND NOT c.erased
      GROUP BY r.id`,
    [normalizeEmail(email)],
  );
  for (const row of hired.rows) {
    const current = done.get(row.rule_id);
    if (!current || row.done_on > current.doneOn) done.set(row.rule_id, { doneOn: row.done_on, via: 'contratado' });
  }
  return done;
}

/**
 * The reminders due on `now`'s day (São Paulo) for every agenda whose company wants them and that is not erased
 * (ADR 0177): each agenda built as its page builds it (`buildAgenda`), then `agendaReminderCandidates`. Candidates
 * only: the claim on the agenda's stream decides.
 */
export async function agendaReminderCandidatesAt(db: Queryable, now: Date): Promise<AgendaReminderCandidate[]> {
  const today = saoPauloDay(now);
  const agendas = await db.query<AgendaRow>(
    'SELECT id, subject_id, email, cnpj, cnae_class, risk_grade, employees, city, uf, reminders, erased, created_at FROM agendas WHERE reminders AND NOT erased AND email IS NOT NULL ORDER BY id',
  );
  if (agendas.rows.length === 0) return [];
  const rules = await activeAgendaRules(db);
  const found: AgendaReminderCandidate[] = [];
  for (const row of agendas.rows) {
    const done = await doneRecordsOf(db, row.id, row.email);
    const { items } = buildAgenda(rules, { grade: row.risk_grade, employees: row.employees }, done, today);
    found.push(
      ...agendaReminderCandidates(
        { id: row.id, cnaeClass: row.cnae_class, employees: row.employees, uf: row.uf, city: row.city },
        items,
        today,
      ),
    );
  }
  return found;
}
