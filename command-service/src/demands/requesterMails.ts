import { DEMAND_OPEN_DAYS, MAX_SUBSCRIBERS, UNCONFIRMED_EXPIRY_HOURS } from '@conectasst/common/rules/demandRules';
import type { AppConfig } from '@conectasst/platform/config';
import type { MailMessage } from '@conectasst/platform/mail/mailer';
import { requesterPageUrl } from './requesterLinks';

/** The e-mails a requester (no account) receives about a demand; each carries the signed link to the requester's page. */

/** After filing: confirm the e-mail to publish the demand (ADR 0080). */
export function confirmYourDemandMail(
  config: AppConfig,
  now: Date,
  demand: {
    demandId: number;
    email: string;
    name: string;
    serviceNames: string[];
    city: string;
    uf: string;
    neededBy: string;
  },
): MailMessage {
  return {
    to: demand.email,
    subject: 'ConectaSST: confirme seu pedido de orçamento',
    text: [
      `Olá, ${demand.name}!`,
      '',
      `Recebemos seu pedido de orçamento nº ${demand.demandId}: ${demand.serviceNames.join(', ')}.`,
      `Local: ${demand.city}/${demand.uf}. Prazo desejado: ${demand.neededBy}.`,
      '',
      'Para publicá-lo aos prestadores, confirme seu e-mail abrindo este link:',
      requesterPageUrl(config, demand.demandId, now, demand.email),
      '',
      `Sem a confirmação, o pedido é descartado em ${UNCONFIRMED_EXPIRY_HOURS} horas. O mesmo link mostra, depois, os prestadores interessados.`,
      `Até ${MAX_SUBSCRIBERS} prestadores qualificados poderão entrar em contato com você, sem custo. A negociação é direta com eles.`,
      `O pedido fica aberto por até ${DEMAND_OPEN_DAYS} dias.`,
    ].join('\n'),
  };
}

/** After the confirmation: the demand is published. */
export function demandPublishedMail(
  config: AppConfig,
  now: Date,
  demandId: number,
  contact: { email: string; name?: string | null },
): MailMessage {
  return {
    to: contact.email,
    subject: `ConectaSST: seu pedido nº ${demandId} foi publicado`,
    text: [
      `Olá${contact.name ? `, ${contact.name}` : ''}!`,
      '',
      'Seu e-mail foi confirmado e o pedido já aparece para os prestadores da sua região.',
      'Acompanhe quem se inscreveu, encerre ou cancele o pedido nesta página:',
      requesterPageUrl(config, demandId, now, contact.email),
    ].join('\n'),
  };
}

/** The links again, one per open demand of the e-mail. */
export function demandLinksMail(
  config: AppConfig,
  now: Date,
  email: string,
  demands: { id: number; title: string; published: boolean }[],
): MailMessage {
  return {
    to: email,
    subject: 'ConectaSST: o link do seu pedido de orçamento',
    text: [
      'Olá!',
      '',
      'Você pediu de novo o link do seu pedido na ConectaSST:',
      ...demands.map(
        (d) =>
          `• Pedido nº ${d.id} (${d.title})${d.published ? '' : ' — abra o link para confirmar seu e-mail'}: ${requesterPageUrl(config, d.id, now, email)}`,
      ),
      '',
      'Se não foi você, ignore este e-mail.',
    ].join('\n'),
  };
}
