import { specify } from '../testing/deciderSpec';
import type { AgendaCommand, AgendaEvent } from './agenda';
import { agendaDecider } from './agenda';

/** ADR 0177: a reminder is claimed on the agenda's stream before it is mailed — once, and never after "off" or an erasure. */
describe('claiming an Agenda SST reminder', () => {
  const { given } = specify(agendaDecider);
  const subjectId = '6f1c1a52-3f4b-4d59-9d7c-2b7d4a1e9f10';
  const requested: AgendaEvent = {
    type: 'AgendaRequested',
    data: {
      agendaId: 5,
      subjectId,
      email: 'sst@empresa.com.br',
      cnpj: '11222333000181',
      cnaeClass: '47.11-3',
      riskGrade: 2,
      employees: 30,
      city: 'Blumenau',
      uf: 'SC',
      consentAt: '2026-11-27T12:00:00.000Z',
    },
  };
  const on: AgendaEvent = { type: 'AgendaRemindersSet', data: { agendaId: 5, enabled: true } };
  const off: AgendaEvent = { type: 'AgendaRemindersSet', data: { agendaId: 5, enabled: false } };
  const erased: AgendaEvent = { type: 'AgendaDataErased', data: { agendaId: 5, subjectId } };
  const claim = (over: Partial<Extract<AgendaCommand, { type: 'ClaimAgendaReminder' }>> = {}): AgendaCommand => ({
    type: 'ClaimAgendaReminder',
    agendaId: 5,
    ruleId: 1,
    dueOn: '2026-12-27',
    daysBefore: 30,
    at: '2026-11-27T13:00:00.000Z',
    ...over,
  });
  const sent: AgendaEvent = {
    type: 'AgendaReminderSent',
    data: { agendaId: 5, ruleId: 1, dueOn: '2026-12-27', daysBefore: 30, at: '2026-11-27T13:00:00.000Z' },
  };

  it('given reminders on, when the job claims the 30-day reminder, then it is recorded', () => {
    expect(given(requested, on).when(claim())).toEqual([sent]);
  });

  it('given it was claimed, when claimed again (a second run, a restart, another process), then nothing', () => {
    expect(given(requested, on, sent).when(claim({ at: '2026-11-27T14:00:00.000Z' }))).toEqual([]);
  });

  it('given the 60-day reminder was claimed, when the 30-day one comes, then it is recorded too (one per stage)', () => {
    const sixty: AgendaEvent = {
      type: 'AgendaReminderSent',
      data: { ...sent.data, daysBefore: 60 } as Extract<AgendaEvent, { type: 'AgendaReminderSent' }>['data'],
    };
    expect(given(requested, on, sixty).when(claim())).toEqual([sent]);
  });

  it('given a new "feito em" (a new due date), when claimed, then the new due date gets its own reminder', () => {
    expect(given(requested, on, sent).when(claim({ dueOn: '2028-12-27' }))).toEqual([
      { ...sent, data: { ...sent.data, dueOn: '2028-12-27' } },
    ]);
  });

  it('given reminders never turned on, or turned off, then nothing', () => {
    expect(given(requested).when(claim())).toEqual([]);
    expect(given(requested, on, off).when(claim())).toEqual([]);
  });

  it('given the agenda erased, then nothing (and no e-mail left to send to)', () => {
    const after = given(requested, on, erased);
    expect(after.when(claim())).toEqual([]);
    expect(after.state.email).toBeNull();
  });

  it('given no such agenda, then nothing (the job moves on)', () => {
    expect(given().when(claim())).toEqual([]);
  });
});
