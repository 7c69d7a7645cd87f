import { agendaEvents } from '@conectasst/events/schemas/agendaEvents';
import { normalizeEmail } from '@conectasst/events/schemas/userEvents';
import { DemandClosed, DemandReopened } from '@conectasst/events/schemas/demandEvents';
import type { Projection } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';

/**
 * "Agenda SST" (ADR 0175; docs/agenda.md has a section for the reminders built on it):
 * - `agenda_rules`: the catalogue of rules (the admin screen, every agenda);
 * - `agendas`: one row per company agenda, its profile, e-mail (blanked on erasure) and reminder preference;
 * - `agenda_done`: "feito em <data>" per agenda and rule;
 * - `agenda_hired_demands`: the demands closed "hired" (an accepted proposal or "Já contratei") and the day: with the
 *   demand's services and requester e-mail (the demands read model) they count as done in an agenda of that e-mail.
 */
const readEvents = [...agendaEvents, DemandClosed, DemandReopened];

export const agendaProjection: Projection<'agenda_rules' | 'agendas' | 'agenda_done' | 'agenda_hired_demands'> = {
  name: 'agenda',
  tables: ['agenda_rules', 'agendas', 'agenda_done', 'agenda_hired_demands'],
  eventTypes: typesOf(readEvents),

  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.agenda_rules} (
        id                 integer PRIMARY KEY,
        service_id         integer NOT NULL,
        title              text NOT NULL,
        trigger            jsonb NOT NULL,
        periodicity_months integer NOT NULL,
        alternative        jsonb,
        source             text NOT NULL,
        active             boolean NOT NULL,
        created_at         timestamptz NOT NULL,
        updated_at         timestamptz NOT NULL
      );
      COMMENT ON COLUMN ${t.agenda_rules}.trigger IS 'When the rule applies: {"kind":"always"}, {"kind":"grade","minGrade":3}, {"kind":"headcount","minEmployees":20} or {"kind":"activity"} (agendaTriggerSchema).';
      COMMENT ON COLUMN ${t.agenda_rules}.alternative IS 'The periodicity the NR allows in a stated case: {"months":36,"condition":"…"}, or null.';
      CREATE TABLE ${t.agendas} (
        id           integer PRIMARY KEY,
        subject_id   uuid NOT NULL,
        email        text,
        cnpj         text,
        cnae_class   text NOT NULL,
        risk_grade   smallint NOT NULL,
        employees    integer NOT NULL,
        city         text NOT NULL,
        uf           text NOT NULL,
        reminders    boolean NOT NULL DEFAULT false,
        erased       boolean NOT NULL DEFAULT false,
        created_at   timestamptz NOT NULL,
        updated_at   timestamptz NOT NULL
      );
      COMMENT ON COLUMN ${t.agendas}.email IS 'Lower-case e-mail the signed links go to; null once erased (LGPD).';
      COMMENT ON COLUMN ${t.agendas}.reminders IS 'The company wants the 60/30-day reminders (false once erased).';
      CREATE INDEX ON ${t.agendas} (email);
      CREATE TABLE ${t.agenda_done} (
        agenda_id  integer NOT NULL,
        rule_id    integer NOT NULL,
        done_on    date NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (agenda_id, rule_id)
      );
      COMMENT ON TABLE ${t.agenda_done} IS '"Feito em <data>": the day a company said it last met a rule.';
      CREATE TABLE ${t.agenda_hired_demands} (
        demand_id integer PRIMARY KEY,
        hired_on  date NOT NULL
      );
      COMMENT ON TABLE ${t.agenda_hired_demands} IS 'Demands closed as hired (accepted proposal or "Já contratei") and the day (America/Sao_Paulo): their services count as done in the agenda of the same e-mail.';
    `);
  },

  async apply(db, events, t) {
    for (const event of typedEvents(events, readEvents)) {
      const at = event.recordedAt;
      switch (event.type) {
        case 'AgendaRuleCreated':
        case 'AgendaRuleChanged': {
          const d = event.data;
          const active = event.type === 'AgendaRuleChanged' ? event.data.active : true;
          await db.query(
            `INSERT INTO ${t.agenda_rules} (id, service_id, title, trigger, periodicity_months, alternative, source, active, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
             ON CONFLICT (id) DO UPDATE SET service_id = $2, title = $3, trigger = $4, periodicity_months = $5, alternative = $6, source = $7, active = $8, updated_at = $9`,
            [
              d.ruleId,
              d.serviceId,
              d.title,
              JSON.stringify(d.trigger),
              d.periodicityMonths,
              d.alternative === null ? null : JSON.stringify(d.alternative),
              d.source,
              active,
              at,
            ],
          );
          break;
        }
        case 'AgendaRuleDeleted':
          await db.query(`DELETE FROM ${t.agenda_rules} WHERE id = $1`, [event.data.ruleId]);
          break;
        case 'AgendaRequested': {
          const d = event.data;
          await db.query(
            `INSERT INTO ${t.agendas} (id, subject_id, email, cnpj, cnae_class, risk_grade, employees, city, uf, erased, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) ON CONFLICT (id) DO NOTHING`,
            [
              d.agendaId,
              d.subjectId,
              d.email === null ? null : normalizeEmail(d.email),
              d.cnpj,
              d.cnaeClass,
              d.riskGrade,
              d.employees,
              d.city,
              d.uf,
              event.erased === true || d.email === null,
              at,
            ],
          );
          break;
        }
        case 'AgendaLinkRequested':
          break;
        case 'AgendaProfileChanged': {
          const d = event.data;
          await db.query(
            `UPDATE ${t.agendas} SET cnae_class = $2, risk_grade = $3, employees = $4, city = $5, uf = $6, updated_at = $7 WHERE id = $1`,
            [d.agendaId, d.cnaeClass, d.riskGrade, d.employees, d.city, d.uf, at],
          );
          break;
        }
        case 'AgendaItemDone':
          await db.query(
            `INSERT INTO ${t.agenda_done} (agenda_id, rule_id, done_on, updated_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (agenda_id, rule_id) DO UPDATE SET done_on = $3, updated_at = $4`,
            [event.data.agendaId, event.data.ruleId, event.data.doneOn, at],
          );
          break;
        case 'AgendaRemindersSet':
          await db.query(`UPDATE ${t.agendas} SET reminders = $2, updated_at = $3 WHERE id = $1 AND NOT erased`, [
            event.data.agendaId,
            event.data.enabled,
            at,
          ]);
          break;
        case 'AgendaReminderSent':
          // The reminder job decides on the agenda's stream (ADR 0177); nothing of it is listed.
          break;
        case 'AgendaDataErased':
          await db.query(
            `UPDATE ${t.agendas} SET email = NULL, cnpj = NULL, reminders = false, erased = true, updated_at = $2 WHERE id = $1`,
            [event.data.agendaId, at],
          );
          break;
        case 'DemandClosed':
          if (event.data.reason === 'hired') {
            await db.query(
              `INSERT INTO ${t.agenda_hired_demands} (demand_id, hired_on) VALUES ($1, ($2::timestamptz AT TIME ZONE 'America/Sao_Paulo')::date)
               ON CONFLICT (demand_id) DO UPDATE SET hired_on = EXCLUDED.hired_on`,
              [event.data.demandId, at],
            );
          }
          break;
        case 'DemandReopened':
          await db.query(`DELETE FROM ${t.agenda_hired_demands} WHERE demand_id = $1`, [event.data.demandId]);
          break;
        default:
          exhaustive(event);
      }
    }
  },
};
