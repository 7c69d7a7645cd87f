import { referenceAgendaRules } from './agendaReference';
import type { AgendaCompany, AgendaDone, AgendaRule } from './agendaRules';
import { addMonths, agendaRuleContentSchema, buildAgenda, dueDateOf, ruleApplies, statusOf } from './agendaRules';

/** The seeded rules as the catalogue would hold them (ids in seed order, every one active). */
const seeded: AgendaRule[] = referenceAgendaRules.map((r, i) => ({
  ...r.rule,
  id: i + 1,
  serviceId: 100 + i,
  active: true,
}));
const ruleOf = (key: string): AgendaRule => seeded[referenceAgendaRules.findIndex((r) => r.key === key)]!;

const TODAY = '2026-11-27';
const company = (grade: 1 | 2 | 3 | 4, employees: number): AgendaCompany => ({ grade, employees });
const told = (entries: [AgendaRule, string][]) =>
  new Map<number, AgendaDone>(entries.map(([rule, doneOn]) => [rule.id, { doneOn, via: 'informado' }]));

/** given a company and what it told, when the agenda is built today, then this item. */
function itemOf(key: string, who: AgendaCompany, done: Map<number, AgendaDone> = new Map()) {
  const agenda = buildAgenda(seeded, who, done, TODAY);
  return {
    item: agenda.items.find((i) => i.ruleId === ruleOf(key).id),
    offered: agenda.offered.find((i) => i.ruleId === ruleOf(key).id),
  };
}

describe('agenda due dates', () => {
  it('adds calendar months, a missing day becoming the month’s last', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-12-15', 24)).toBe('2026-12-15');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2026-11-27', 0)).toBe('2026-11-27');
  });

  it('is done + periodicity; never done is due today ("sem registro")', () => {
    expect(dueDateOf('2025-03-10', 12, TODAY)).toBe('2026-03-10');
    expect(dueDateOf(null, 24, TODAY)).toBe(TODAY);
  });

  it('reads sem registro, vencido, a vencer (≤ 60 days) and em dia', () => {
    expect(statusOf(null, TODAY, TODAY)).toBe('sem_registro');
    expect(statusOf('2024-01-01', '2026-01-01', TODAY)).toBe('vencido');
    expect(statusOf('2025-01-26', '2027-01-26', TODAY)).toBe('a_vencer');
    expect(statusOf('2025-01-27', TODAY, TODAY)).toBe('a_vencer');
    expect(statusOf('2025-06-01', '2027-06-01', TODAY)).toBe('em_dia');
  });
});

describe('agenda triggers', () => {
  it('always: every employer with at least one employee', () => {
    expect(ruleApplies({ kind: 'always' }, company(1, 1))).toBe(true);
    expect(ruleApplies({ kind: 'always' }, company(4, 0))).toBe(false);
  });
  it('grade: from the rule’s grade up', () => {
    expect(ruleApplies({ kind: 'grade', minGrade: 3 }, company(2, 50))).toBe(false);
    expect(ruleApplies({ kind: 'grade', minGrade: 3 }, company(3, 5))).toBe(true);
    expect(ruleApplies({ kind: 'grade', minGrade: 3 }, company(4, 1))).toBe(true);
  });
  it('headcount: from the rule’s number of employees up', () => {
    expect(ruleApplies({ kind: 'headcount', minEmployees: 20 }, company(4, 19))).toBe(false);
    expect(ruleApplies({ kind: 'headcount', minEmployees: 20 }, company(1, 20))).toBe(true);
  });
  it('activity: never from the CNAE alone', () => {
    expect(ruleApplies({ kind: 'activity' }, company(4, 1000))).toBe(false);
  });
});

describe('every seeded rule, given a company and a done date, then its due date and source', () => {
  it('every seeded rule is valid catalogue data with an NR source', () => {
    for (const { rule } of referenceAgendaRules) {
      expect(agendaRuleContentSchema.safeParse(rule).success).toBe(true);
      expect(rule.source).toMatch(/^NR-\d+/);
    }
    expect(referenceAgendaRules.map((r) => r.key)).toEqual([
      'pgr-revisao',
      'aso-periodico',
      'pcmso-relatorio-analitico',
      'nr35-periodico',
      'nr10-reciclagem',
      'nr33-periodico',
      'cipa-mandato',
    ]);
  });

  it('PGR (NR-1, 1.5.4.4.6): every employer; reviewed 2 years after, 3 with a certified management system', () => {
    const never = itemOf('pgr-revisao', company(1, 3)).item!;
    expect(never).toMatchObject({ status: 'sem_registro', dueOn: TODAY, doneOn: null });
    expect(never.source).toContain('NR-1, 1.5.4.4.6');
    // Done 23 months ago: due next month (the issue's browser scenario).
    const done = itemOf('pgr-revisao', company(2, 30), told([[ruleOf('pgr-revisao'), '2024-12-27']])).item!;
    expect(done).toMatchObject({
      doneOn: '2024-12-27',
      dueOn: '2026-12-27',
      status: 'a_vencer',
      periodicityMonths: 24,
    });
    expect(done.alternative).toEqual({
      months: 36,
      condition: 'organização com certificação em sistema de gestão de SST',
    });
    expect(itemOf('pgr-revisao', company(3, 0)).item).toBeUndefined();
  });

  it('ASO periodic exams (NR-7, 7.5.8): yearly, every 2 years for workers not exposed', () => {
    const item = itemOf('aso-periodico', company(4, 10), told([[ruleOf('aso-periodico'), '2026-02-01']])).item!;
    expect(item).toMatchObject({ dueOn: '2027-02-01', status: 'em_dia', periodicityMonths: 12 });
    expect(item.alternative?.months).toBe(24);
    expect(item.source).toContain('NR-7, 7.5.8');
  });

  it('PCMSO analytical report (NR-7, 7.6.2): yearly from the last report', () => {
    const item = itemOf(
      'pcmso-relatorio-analitico',
      company(2, 8),
      told([[ruleOf('pcmso-relatorio-analitico'), '2025-10-15']]),
    ).item!;
    expect(item).toMatchObject({ dueOn: '2026-10-15', status: 'vencido' });
    expect(item.source).toContain('NR-7, 7.6.2');
  });

  it('work at height (NR-35): offered by activity; once told, due 2 years after', () => {
    const before = itemOf('nr35-periodico', company(3, 40));
    expect(before.item).toBeUndefined();
    expect(before.offered).toMatchObject({ byActivity: true, status: 'sem_registro' });
    const after = itemOf('nr35-periodico', company(3, 40), told([[ruleOf('nr35-periodico'), '2025-05-20']])).item!;
    expect(after).toMatchObject({ dueOn: '2027-05-20', status: 'em_dia', byActivity: true });
    expect(after.source).toContain('NR-35, 35.3.3');
  });

  it('electricity (NR-10, 10.8.8.2): refresher every 2 years, by activity', () => {
    const item = itemOf('nr10-reciclagem', company(2, 5), told([[ruleOf('nr10-reciclagem'), '2024-11-27']])).item!;
    expect(item).toMatchObject({ dueOn: '2026-11-27', status: 'a_vencer' });
    expect(item.source).toContain('NR-10, 10.8.8.2');
  });

  it('confined spaces (NR-33): yearly, by activity', () => {
    const item = itemOf('nr33-periodico', company(4, 100), told([[ruleOf('nr33-periodico'), '2025-11-26']])).item!;
    expect(item).toMatchObject({ dueOn: '2026-11-26', status: 'vencido' });
    expect(item.source).toContain('NR-33');
  });

  it('CIPA (NR-5): a yearly mandate from 20 employees', () => {
    expect(itemOf('cipa-mandato', company(4, 19)).item).toBeUndefined();
    expect(itemOf('cipa-mandato', company(4, 19)).offered).toBeUndefined();
    const item = itemOf('cipa-mandato', company(1, 20), told([[ruleOf('cipa-mandato'), '2026-03-01']])).item!;
    expect(item).toMatchObject({ dueOn: '2027-03-01', status: 'em_dia' });
    expect(item.source).toContain('NR-5');
  });
});

describe('the agenda as a whole', () => {
  it('lists what applies soonest first, leaves inactive rules out, and takes the later of told and hired', () => {
    const rules = seeded.map((r) => (r.id === ruleOf('aso-periodico').id ? { ...r, active: false } : r));
    const done = new Map<number, AgendaDone>([
      [ruleOf('pgr-revisao').id, { doneOn: '2025-01-10', via: 'contratado' }],
      [ruleOf('pcmso-relatorio-analitico').id, { doneOn: '2026-06-01', via: 'informado' }],
    ]);
    const { items, offered } = buildAgenda(rules, company(2, 25), done, TODAY);
    expect(items.map((i) => [i.title, i.dueOn, i.doneVia])).toEqual([
      ['Eleição e posse da CIPA (mandato anual)', TODAY, null],
      ['Revisão da avaliação de riscos do PGR', '2027-01-10', 'contratado'],
      ['Relatório analítico do PCMSO', '2027-06-01', 'informado'],
    ]);
    expect(offered.map((i) => i.ruleId)).toEqual([
      ruleOf('nr35-periodico').id,
      ruleOf('nr10-reciclagem').id,
      ruleOf('nr33-periodico').id,
    ]);
  });

  it('refuses a rule whose alternative equals its periodicity, and a bad trigger, in Portuguese', () => {
    const bad = agendaRuleContentSchema.safeParse({
      title: 'X',
      trigger: { kind: 'always' },
      periodicityMonths: 12,
      alternative: { months: 12, condition: 'c' },
      source: 'NR-1',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('A periodicidade alternativa deve ser diferente da principal.');
    const trigger = agendaRuleContentSchema.safeParse({
      title: 'X',
      trigger: { kind: 'nunca' },
      periodicityMonths: 12,
      source: 'NR-1',
    });
    expect(trigger.error?.issues[0]?.message).toMatch(/^Informe quando a obrigação se aplica/);
  });
});
