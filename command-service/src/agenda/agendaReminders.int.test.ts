import { addMonths } from '@conectasst/common/rules/agendaRules';
import { addDays, saoPauloDay } from '@conectasst/common/rules/proposalRules';
import { readWizardLink } from '@conectasst/common/rules/wizardLink';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { sendAgendaReminders } from './agendaReminders';

const { app, api, caughtUp, jobDeps } = useTestApi();

let seq = 0;
const today = () => saoPauloDay(new Date());
const remindersTo = (email: string) =>
  api()
    .system.devMailbox!.list()
    .filter((m) => m.to === email && m.subject.startsWith('Lembrete:'));
/** One run of the job at `now`, on a fresh command handler (what a restarted process has). */
const run = async (now = new Date()) => {
  await caughtUp();
  const sent = await sendAgendaReminders(jobDeps(), now);
  await caughtUp();
  return sent;
};

/** A company's agenda (supermarket, 30 employees, Blumenau/SC) and its page's token, read from the mailed link. */
async function agenda(reminders: boolean) {
  const email = `sst.lembrete${++seq}.${process.pid}@mercado.com.br`;
  const asked = await app()
    .post('/v1/agenda-sst')
    .send({
      cnpj: '11.222.333/0001-81',
      cnae: '47.11-3',
      employees: 30,
      uf: 'SC',
      city: 'Blumenau',
      email,
      reminders,
      terms: true,
    })
    .expect(200);
  const mail = api()
    .system.devMailbox!.list()
    .filter((m) => m.to === email)
    .at(-1)!;
  const token = /\/agenda-sst\/(\d+\.\d+\.[A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
  const page = (await app().get(`/v1/agenda-sst/${token}`).set('X-Min-Position', positionOf(asked)).expect(200)).body
    .data;
  const rule = (prefix: string) =>
    page.items.find((i: { title: string }) => i.title.startsWith(prefix)) as { rule_id: number; service_id: number };
  return {
    email,
    token,
    pgr: rule('Revisão da avaliação de riscos do PGR'),
    pcmso: rule('Relatório analítico do PCMSO'),
  };
}
const done = (token: string, ruleId: number, monthsAgo: number) =>
  app()
    .post('/v1/agenda-sst/feito')
    .send({ token, rule_id: ruleId, done_on: addMonths(today(), -monthsAgo) })
    .expect(200);
/** PGR (every 24 months) done so that it is due in `days` days. */
const dueIn = (token: string, ruleId: number, days: number) =>
  app()
    .post('/v1/agenda-sst/feito')
    .send({ token, rule_id: ruleId, done_on: addDays(addMonths(today(), -24), days) })
    .expect(200);
const setReminders = (token: string, enabled: boolean) =>
  app().post('/v1/agenda-sst/lembretes').send({ token, enabled }).expect(200);

/** Issue 38 (ADR 0177): 60 and 30 days before a due date, one e-mail whose one button opens the wizard filled in. */
describe(onPostgres('Agenda SST reminders'), () => {
  it('given PGR done 23 months ago, one reminder with the button to step 1 filled in; a second run and a restart send nothing more', async () => {
    const { email, token, pgr } = await agenda(true);
    await done(token, pgr.rule_id, 23);

    expect(await run()).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = remindersTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Lembrete: Revisão da avaliação de riscos do PGR vence em \d{2}\/\d{2}\/\d{4}$/);
    expect(mail!.text).toContain('Fonte: NR-1, 1.5.4.4.6');
    const button = /href="([^"]*\/demanda\?[^"]*)"/.exec(mail!.html!)![1]!.replace(/&amp;/g, '&');
    expect(readWizardLink(new URL(button).searchParams)).toEqual({
      serviceIds: [pgr.service_id],
      cnae: '4711-3',
      employeeRange: '21 a 50',
      uf: 'SC',
      city: 'Blumenau',
    });
    expect(mail!.text).toContain('/agenda-sst/');

    // The same day again, and after a restart (a fresh command handler): claimed, never twice.
    await run();
    await run();
    expect(remindersTo(email)).toHaveLength(1);
  });

  it('given reminders off, nothing; turned on again, the reminder of the stage then due', async () => {
    const { email, token, pgr } = await agenda(false);
    await dueIn(token, pgr.rule_id, 45); // the 60-day reminder.
    await run();
    expect(remindersTo(email)).toEqual([]);

    await setReminders(token, true);
    await run();
    expect(remindersTo(email)).toHaveLength(1);
    await setReminders(token, false);
    await dueIn(token, pgr.rule_id, 20); // a new due date inside 30 days, but reminders are off again.
    await run();
    expect(remindersTo(email)).toHaveLength(1);
  });

  it('given the agenda erased (LGPD), nothing is sent', async () => {
    const { email, token, pgr } = await agenda(true);
    await done(token, pgr.rule_id, 23);
    await app().post('/v1/agenda-sst/excluir').send({ token }).expect(200);
    await run();
    expect(remindersTo(email)).toEqual([]);
  });

  it('given an item never done or due in more than 60 days, nothing', async () => {
    const { email, token, pgr } = await agenda(true);
    await done(token, pgr.rule_id, 3);
    await run();
    expect(remindersTo(email)).toEqual([]);
  });
});
