import { referenceAgendaRules } from '@conectasst/common/rules/agendaReference';
import { specify } from '../testing/deciderSpec';
import type { AgendaEvent } from './agenda';
import { agendaDecider } from './agenda';
import type { AgendaRuleEvent } from './agendaRule';
import { agendaRuleDecider } from './agendaRule';

const pgr = referenceAgendaRules.find((r) => r.key === 'pgr-revisao')!.rule;

describe('agenda rules (catalogue, ADR 0175)', () => {
  const { given } = specify(agendaRuleDecider);
  const created: AgendaRuleEvent = { type: 'AgendaRuleCreated', data: { ruleId: 1, serviceId: 7, ...pgr } };

  it('creates a rule once', () => {
    expect(given().when({ type: 'CreateAgendaRule', ruleId: 1, serviceId: 7, rule: pgr })).toEqual([created]);
    expect(() => given(created).when({ type: 'CreateAgendaRule', ruleId: 1, serviceId: 7, rule: pgr })).toThrow(
      'Esta regra da agenda já existe.',
    );
  });

  it('an edit writes the whole rule once; repeating it changes nothing; inactive is kept', () => {
    const edit = {
      type: 'UpdateAgendaRule' as const,
      ruleId: 1,
      serviceId: 7,
      rule: { ...pgr, periodicityMonths: 12 },
      active: false,
    };
    const changed = given(created).when(edit);
    expect(changed).toEqual([
      { type: 'AgendaRuleChanged', data: { ruleId: 1, serviceId: 7, ...pgr, periodicityMonths: 12, active: false } },
    ]);
    const after = given(created, ...changed);
    expect(after.state.status).toBe('inactive');
    expect(after.when(edit)).toEqual([]);
    expect(given(created).when({ type: 'UpdateAgendaRule', ruleId: 1, serviceId: 7, rule: pgr, active: true })).toEqual(
      [],
    );
  });

  it('deletes; a deleted or unknown rule is not found', () => {
    expect(given(created).when({ type: 'DeleteAgendaRule', ruleId: 1 })).toEqual([
      { type: 'AgendaRuleDeleted', data: { ruleId: 1 } },
    ]);
    const deleted = given(created, { type: 'AgendaRuleDeleted', data: { ruleId: 1 } });
    expect(() => deleted.when({ type: 'DeleteAgendaRule', ruleId: 1 })).toThrow('Regra da agenda não encontrada.');
    expect(() => given().when({ type: 'UpdateAgendaRule', ruleId: 1, serviceId: 7, rule: pgr, active: true })).toThrow(
      'Regra da agenda não encontrada.',
    );
  });
});

describe('a company agenda (ADR 0175)', () => {
  const { given } = specify(agendaDecider);
  const subjectId = '6f1c1a52-3f4b-4d59-9d7c-2b7d4a1e9f10';
  const agenda = {
    agendaId: 5,
    subjectId,
    email: 'sst@empresa.com.br',
    cnpj: '11222333000181',
    cnaeClass: '47.11-3',
    riskGrade: 2,
    employees: 30,
    city: 'Campinas',
    uf: 'SP',
    consentAt: '2026-11-27T12:00:00.000Z',
  };
  const requested: AgendaEvent = { type: 'AgendaRequested', data: agenda };

  it('is requested once, with reminders on when asked', () => {
    expect(given().when({ type: 'RequestAgenda', agenda, reminders: false })).toEqual([requested]);
    expect(given().when({ type: 'RequestAgenda', agenda, reminders: true })).toEqual([
      requested,
      { type: 'AgendaRemindersSet', data: { agendaId: 5, enabled: true } },
    ]);
    expect(() => given(requested).when({ type: 'RequestAgenda', agenda, reminders: false })).toThrow(
      'Esta agenda já existe.',
    );
  });

  it('"feito em": a past or today date is recorded, a repeat changes nothing, a future one is refused', () => {
    const mark = {
      type: 'MarkAgendaItemDone' as const,
      agendaId: 5,
      ruleId: 1,
      doneOn: '2024-12-27',
      today: '2026-11-27',
    };
    const done = given(requested).when(mark);
    expect(done).toEqual([{ type: 'AgendaItemDone', data: { agendaId: 5, ruleId: 1, doneOn: '2024-12-27' } }]);
    expect(given(requested, ...done).when(mark)).toEqual([]);
    expect(given(requested).when({ ...mark, doneOn: '2026-11-27' })).toHaveLength(1);
    expect(() => given(requested).when({ ...mark, doneOn: '2026-11-28' })).toThrow(
      'A data de realização não pode estar no futuro.',
    );
  });

  it('reminders switch on and off, only when they change', () => {
    const on: AgendaEvent = { type: 'AgendaRemindersSet', data: { agendaId: 5, enabled: true } };
    expect(given(requested).when({ type: 'SetAgendaReminders', agendaId: 5, enabled: true })).toEqual([on]);
    expect(given(requested, on).when({ type: 'SetAgendaReminders', agendaId: 5, enabled: true })).toEqual([]);
    expect(given(requested, on).when({ type: 'SetAgendaReminders', agendaId: 5, enabled: false })).toEqual([
      { type: 'AgendaRemindersSet', data: { agendaId: 5, enabled: false } },
    ]);
  });

  it('the profile changes only when it differs', () => {
    const profile = { cnaeClass: '41.20-4', riskGrade: 3, employees: 30, city: 'Campinas', uf: 'SP' };
    expect(given(requested).when({ type: 'ChangeAgendaProfile', agendaId: 5, profile })).toEqual([
      { type: 'AgendaProfileChanged', data: { agendaId: 5, ...profile } },
    ]);
    expect(
      given(requested).when({
        type: 'ChangeAgendaProfile',
        agendaId: 5,
        profile: { ...profile, cnaeClass: '47.11-3', riskGrade: 2 },
      }),
    ).toEqual([]);
  });

  it('erasure: once; afterwards nothing else is accepted and the e-mail is gone', () => {
    const erased: AgendaEvent = { type: 'AgendaDataErased', data: { agendaId: 5, subjectId } };
    expect(given(requested).when({ type: 'EraseAgenda', agendaId: 5 })).toEqual([erased]);
    const after = given(requested, erased);
    expect(after.state).toMatchObject({ status: 'erased', email: null, cnpj: null, reminders: false });
    expect(after.when({ type: 'EraseAgenda', agendaId: 5 })).toEqual([]);
    expect(() => after.when({ type: 'SetAgendaReminders', agendaId: 5, enabled: true })).toThrow(
      'Agenda não encontrada.',
    );
    expect(() =>
      after.when({ type: 'MarkAgendaItemDone', agendaId: 5, ruleId: 1, doneOn: '2025-01-01', today: '2026-11-27' }),
    ).toThrow('Agenda não encontrada.');
    expect(() => given().when({ type: 'EraseAgenda', agendaId: 5 })).toThrow('Agenda não encontrada.');
  });
});
