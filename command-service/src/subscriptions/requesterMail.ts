import type { AppConfig } from '@conectasst/platform/config';
import { formatPhone } from '@conectasst/common/text/brazilianFormats';
import { requesterPageUrl } from '../demands/requesterLinks';

/** The subscribed provider as the requester's e-mail shows it: name, company, contact and the registries an admin checked. */
export interface SubscribedProvider {
  name: string | null;
  surname: string | null;
  corporate_name: string | null;
  email: string | null;
  phone: string | null;
  /** Labels of the registries verified with the council (docs/accounts.md "Registros profissionais"). */
  credentials: readonly string[];
}

/** "Up to 5 contacts": the e-mail telling a requester (no account) that a provider subscribed, with its contact. */
export function providerSubscribedMail(
  config: Pick<AppConfig, 'publicUrl' | 'jwtSecret'>,
  now: Date,
  demandId: number,
  to: { email: string; name?: string | null | undefined },
  p: SubscribedProvider,
) {
  const verified = p.credentials.length > 0;
  return {
    to: to.email,
    subject: `ConectaSST: um prestador se interessou pelo seu pedido nº ${demandId}`,
    text: [
      `Olá${to.name ? `, ${to.name}` : ''}!`,
      '',
      'Um prestador se inscreveu no seu pedido de orçamento e vai entrar em contato:',
      `${[p.name, p.surname].filter(Boolean).join(' ')}${p.corporate_name ? ` (${p.corporate_name})` : ''}${verified ? ' — ✔ Verificado' : ''}`,
      ...(verified ? [`Registro verificado pela ConectaSST: ${p.credentials.join('; ')}`] : []),
      `E-mail: ${p.email ?? '—'}`,
      // "(19) 99123-4567", not the digits as stored (issue #35 item 9).
      `Telefone: ${formatPhone(p.phone)}`,
      '',
      'A negociação é direta entre vocês; a ConectaSST não cobra comissão.',
      '',
      'Veja todos os prestadores inscritos, marque que já contratou ou cancele o pedido na sua página:',
      requesterPageUrl(config, demandId, now, to.email),
    ].join('\n'),
  };
}
