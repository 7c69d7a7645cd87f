import type { AgendaReminderCandidate } from '@conectasst/common/rules/agendaReminderRules';
import { wizardLink } from '@conectasst/common/rules/wizardLink';
import { formatDate } from '@conectasst/common/text/brazilianFormats';
import { escapeHtml } from '@conectasst/common/text/html';
import { agendaStream } from '@conectasst/events/schemas/agendaEvents';
import type { MailMessage } from '@conectasst/platform/mail/mailer';
import type { CommandDeps } from '../infrastructure/commandContext';
import { recordFailures } from '../infrastructure/recordFailures';
import { agendaDecider } from './agenda';
import { agendaPageUrl } from './agendaLinks';

export type AgendaReminderDeps = Pick<CommandDeps, 'lookups' | 'commands' | 'mailer'> & {
  config: Pick<CommandDeps['config'], 'publicUrl' | 'jwtSecret'>;
};

/** The reminder's one button: step 1 of the wizard with the service, CNAE, headcount and city filled (ADR 0177). */
export const AGENDA_REMINDER_BUTTON = 'Pedir orçamentos grátis';

/**
 * One run (issue 38, ADR 0177): 60 and 30 days before each due date of an agenda whose company wants reminders, one
 * e-mail whose one button opens the wizard filled in. Each reminder is claimed on the agenda's own stream first
 * (`AgendaReminderSent`, decided by `ClaimAgendaReminder`), then mailed: a second run, a restart or a second process
 * finds it claimed and sends nothing; the same stream holds "reminders off" and the erasure, so a claim after either is
 * refused. The read model only finds candidates. No WhatsApp: an agenda records no phone (ADR 0177).
 */
export async function sendAgendaReminders(deps: AgendaReminderDeps, now: Date): Promise<number> {
  const candidates = await deps.lookups.agendaReminderCandidates(now);
  let sent = 0;
  // One agenda whose reminder fails does not keep the others from theirs (ADR 0155).
  const failures = recordFailures('agenda reminders');
  await failures.each(
    candidates,
    (c) => agendaStream(c.agendaId),
    async (candidate) => {
      const claim = await deps.commands.handle(
        agendaStream(candidate.agendaId),
        agendaDecider,
        {
          type: 'ClaimAgendaReminder',
          agendaId: candidate.agendaId,
          ruleId: candidate.ruleId,
          dueOn: candidate.dueOn,
          daysBefore: candidate.daysBefore,
          at: now.toISOString(),
        },
        { userId: 'system:agenda-reminders', role: 'system' },
      );
      const claimed = claim.events.find((e) => e.type === 'AgendaReminderSent');
      if (!claimed) return;
      // The e-mail as the stream knows it (decoded with the subject's key): never one the read model still held after an erasure.
      const email = claim.state.email;
      if (!email) return;
      await deps.mailer.send(agendaReminderMail(deps.config, now, candidate, email));
      sent += 1;
    },
  );
  failures.throwIfAny();
  return sent;
}

/** The reminder: what is due and when, one button to the filled wizard, the agenda's link and how to stop them. */
export function agendaReminderMail(
  config: Pick<CommandDeps['config'], 'publicUrl' | 'jwtSecret'>,
  now: Date,
  c: AgendaReminderCandidate,
  email: string,
): MailMessage {
  const quote = `${config.publicUrl}${wizardLink({ serviceIds: [c.serviceId], cnae: c.cnaeClass, employees: c.employees, uf: c.uf, city: c.city })}`;
  const agenda = agendaPageUrl(config, c.agendaId, now, email);
  const due = formatDate(`${c.dueOn}T12:00:00Z`);
  const what = `"${c.title}" vence em ${due}`;
  const lines = [
    'Olá!',
    '',
    `Lembrete da sua agenda SST: ${what} (em ${c.daysLeft} ${c.daysLeft === 1 ? 'dia' : 'dias'}). Fonte: ${c.source}.`,
    '',
    `${AGENDA_REMINDER_BUTTON} a até 5 parceiros, com os dados da sua empresa já preenchidos:`,
    quote,
    '',
    `Sua agenda: ${agenda}`,
    'Para não receber mais lembretes, desligue-os na sua agenda.',
  ];
  const html = `<p>Olá!</p>
<p>Lembrete da sua agenda SST: <strong>${escapeHtml(what)}</strong>. Fonte: ${escapeHtml(c.source)}.</p>
<p><a href="${escapeHtml(quote)}" style="display:inline-block;padding:12px 20px;background:#1f7a3a;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">${AGENDA_REMINDER_BUTTON}</a></p>
<p>Até 5 parceiros recebem o pedido, com o serviço, o CNAE, o número de empregados e a cidade da sua empresa já preenchidos.</p>
<p style="color:#555">Sua agenda: <a href="${escapeHtml(agenda)}">${escapeHtml(agenda)}</a><br />Para não receber mais lembretes, desligue-os na sua agenda.</p>`;
  return { to: email, subject: `Lembrete: ${c.title} vence em ${due}`, text: lines.join('\n'), html };
}
