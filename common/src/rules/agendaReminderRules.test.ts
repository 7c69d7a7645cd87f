import type { AgendaItem } from './agendaRules';
import { addMonths } from './agendaRules';
import { agendaReminderCandidates, agendaReminderStageOf } from './agendaReminderRules';
import { DAY_MS } from './time';

const today = '2026-11-27';
const inDays = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

describe('which reminder an item is due for (issue 38, ADR 0177)', () => {
  it.each([
    [61, null],
    [60, 60],
    [31, 60],
    [30, 30],
    [1, 30],
    [0, null],
    [-5, null],
  ])('given a due date in %i days, then the %s-day reminder', (days, stage) => {
    expect(agendaReminderStageOf(inDays(days), today)).toBe(stage);
  });

  const item = (over: Partial<AgendaItem>): AgendaItem => ({
    ruleId: 1,
    serviceId: 12,
    serviceName: 'PGR',
    title: 'Revisão da avaliação de riscos do PGR',
    source: 'NR-1, 1.5.4.4.6',
    trigger: { kind: 'always' },
    periodicityMonths: 24,
    alternative: null,
    byActivity: false,
    doneOn: addMonths(today, -23),
    doneVia: 'informado',
    dueOn: addMonths(addMonths(today, -23), 24),
    status: 'a_vencer',
    ...over,
  });
  const company = { id: 7, cnaeClass: '47.11-3', employees: 30, uf: 'SC', city: 'Blumenau' };

  it('given PGR done 23 months ago, then its 30-day reminder with what the wizard needs', () => {
    const [found, ...rest] = agendaReminderCandidates(company, [item({})], today);
    expect(rest).toEqual([]);
    expect(found).toMatchObject({
      agendaId: 7,
      ruleId: 1,
      serviceId: 12,
      daysBefore: 30,
      cnaeClass: '47.11-3',
      employees: 30,
      uf: 'SC',
      city: 'Blumenau',
    });
    expect(found!.daysLeft).toBeGreaterThan(0);
    expect(found!.daysLeft).toBeLessThanOrEqual(31);
  });

  it('given an item never done ("Sem registro", due today by the agenda), then no reminder', () => {
    expect(
      agendaReminderCandidates(
        company,
        [item({ doneOn: null, doneVia: null, dueOn: today, status: 'sem_registro' })],
        today,
      ),
    ).toEqual([]);
  });
});
