/**
 * One plain-Portuguese line per event of a record's history (docs/audit.md). Only fields the admin already sees on
 * the record's screen are named; personal data (names, e-mails, phones, addresses of people) and secrets (password
 * hashes, reset codes) never are — a line says *that* they changed, not what they became.
 */
import type { Applicability } from '@conectasst/common/rules/diagnosisRules';
import { describeApplicability } from '@conectasst/common/rules/diagnosisRules';
import type { SigningRule } from '@conectasst/common/rules/signingRules';
import { signersText } from '@conectasst/common/rules/signingRules';

type Data = Record<string, unknown>;

/** Stands for the partner's name in a line; the query fills it in (the name is read at query time, never stored). */
export const PARTNER = '{parceiro}';

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const ids = (v: unknown) =>
  list(v)
    .map((x) => `#${String(x)}`)
    .join(', ') || 'nenhuma';
const count = (v: unknown, one: string, many: string) => {
  const n = list(v).length;
  return `${n} ${n === 1 ? one : many}`;
};
const regions = (v: unknown) => {
  const ufs = list(v).map(String);
  return ufs.includes('All') ? 'todo o Brasil' : ufs.join(', ') || 'nenhum estado';
};
const money = (cents: unknown) =>
  typeof cents === 'number'
    ? new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100).replace(/\u00a0/g, ' ')
    : '—';
const q = (v: unknown) => `“${String(v ?? '')}”`;

const describers: Record<string, (d: Data) => string> = {
  AreaCreated: (d) => `Área criada: ${q(d.name)}`,
  AreaRenamed: (d) => `Nome alterado de ${q(d.previousName)} para ${q(d.name)}`,
  AreaActivated: () => 'Situação alterada para Ativo',
  AreaDeactivated: () => 'Situação alterada para Inativo',
  AreaDeleted: () => 'Área excluída',

  NrCreated: (d) => `NR criada: ${q(d.name)} na área #${String(d.areaId)}`,
  NrRenamed: (d) => `Nome alterado de ${q(d.previousName)} para ${q(d.name)}`,
  NrMovedToArea: (d) => `Área alterada de #${String(d.previousAreaId)} para #${String(d.areaId)}`,
  NrActivated: () => 'Situação alterada para Ativo',
  NrDeactivated: () => 'Situação alterada para Inativo',
  NrDeleted: () => 'NR excluída',

  ServiceCreated: (d) => `Serviço criado: ${q(d.name)} na área #${String(d.areaId)}, NRs ${ids(d.nrIds)}`,
  ServiceRenamed: (d) => `Nome alterado de ${q(d.previousName)} para ${q(d.name)}`,
  ServiceMovedToArea: (d) => `Área alterada de #${String(d.previousAreaId)} para #${String(d.areaId)}`,
  ServiceNrsChanged: (d) => `NRs alteradas de ${ids(d.previousNrIds)} para ${ids(d.nrIds)}`,
  ServiceActivated: () => 'Situação alterada para Ativo',
  ServiceDeactivated: () => 'Situação alterada para Inativo',
  ServiceDeleted: () => 'Serviço excluído',
  ServiceApplicabilitySet: (d) =>
    d.applicability
      ? `Aplicação no diagnóstico: ${describeApplicability(d.applicability as Applicability)}`
      : 'Retirado do diagnóstico',
  ServiceSigningRuleSet: (d) =>
    d.signing
      ? `Quem pode assinar: ${signersText(d.signing as SigningRule)} (${(d.signing as SigningRule).source})`
      : 'Qualquer parceiro pode assinar',

  PackageCreated: (d) =>
    `Pacote criado: ${q(d.name)}, ${String(d.credits)} créditos, ${String(d.demands)} demandas, ${money(d.priceCents)}`,
  PackageRenamed: (d) => `Nome alterado de ${q(d.previousName)} para ${q(d.name)}`,
  PackageActivated: () => 'Situação alterada para Ativo',
  PackageDeactivated: () => 'Situação alterada para Inativo',
  PackageDeleted: () => 'Pacote excluído',

  UserRegistered: (d) =>
    d.type === 'admin'
      ? 'Conta de administrador criada'
      : d.type === 'analyst'
        ? 'Analista convidado'
        : 'Cadastro de parceiro criado',
  PasswordResetRequested: () => 'Código de recuperação de senha enviado por e-mail',
  PasswordChanged: (d) => (d.codeHash ? 'Senha redefinida com o código de recuperação' : 'Senha alterada'),
  SignedOut: () => 'Saiu da conta (todas as sessões encerradas)',
  // The profession is the person's data (ADR 0112): an erasure must not leave it in the history.
  IndividualDetailsProvided: () => 'Dados profissionais informados: Pessoa Física',
  CompanyDetailsProvided: (d) =>
    `Dados da empresa informados: Pessoa Jurídica ${q(d.corporatename)}, CNPJ ${String(d.cnpj ?? '')}`,
  ServiceProfileSet: (d) =>
    `Atendimento definido: ${count(d.areaIds, 'área', 'áreas')}, ${count(d.nrIds, 'NR', 'NRs')}, regiões: ${regions(d.ufs)}`,
  ProfileUpdated: (d) =>
    `Perfil atualizado (dados de contato, ${count(d.areaIds, 'área', 'áreas')}, ${count(d.nrIds, 'NR', 'NRs')}, regiões: ${regions(d.ufs)})`,
  PartnerStatusChanged: (d) => `Situação alterada para ${d.active ? 'Ativo' : 'Inativo'}`,
  PartnerRemoved: () => 'Parceiro excluído (conta encerrada)',

  DemandFiled: (d) =>
    `Demanda registrada: ${q(d.title)}, ${String(d.city)}/${String(d.uf)}, ${count(d.serviceIds, 'serviço', 'serviços')}`,
  // Corporate name and neighbourhood are the requester's data (ADR 0112): the line says they changed, not what they became.
  DemandEdited: (d) => `Demanda editada: empresa, tipo ${q(d.companyType)}, bairro, descrição e contato do solicitante`,
  DemandClosed: (d) =>
    `Situação alterada para Fechado${CLOSE_REASONS[String(d.reason)] ? ` (${CLOSE_REASONS[String(d.reason)]})` : ''}`,
  DemandPublished: (d) =>
    d.via === 'admin'
      ? 'Demanda publicada por um administrador'
      : 'E-mail confirmado pelo solicitante: demanda publicada',
  DemandReopened: () => 'Situação alterada para Em Aberto',
  DemandDeleted: () => 'Demanda excluída',
  ProviderSubscribed: () => `Inscrição de ${PARTNER}: uma vaga ocupada`,
  ProviderUnsubscribed: (d) => `Vaga de ${PARTNER} devolvida: ${String(d.reason ?? '')}`,

  // Reviews of a demand (`reviews-<demandId>`, ADR 0125): the comment and the reply are personal data, never in a line.
  ReviewWritten: (d) => `Avaliação de ${PARTNER} escrita pelo solicitante: ${String(d.stars)} estrela(s)`,
  ReviewEdited: (d) => `Avaliação de ${PARTNER} editada pelo solicitante: ${String(d.stars)} estrela(s)`,
  HireRecorded: (d) => (d.hired === 'outro' ? 'Já contratei: outro prestador' : `Já contratei: ${PARTNER}`),
  ReviewReplied: () => `Resposta de ${PARTNER} à avaliação`,
  ReviewReported: (d) =>
    `Avaliação de ${PARTNER} denunciada (${d.by === 'provider' ? 'pelo parceiro' : d.by === 'system' ? 'pela verificação automática' : 'por um visitante'})`,
  ReviewHidden: (d) => `Avaliação de ${PARTNER} ocultada: ${String(d.reason)}`,
  ReviewRestored: (d) => `Avaliação de ${PARTNER} restaurada: ${String(d.reason)}`,
  ReviewRequestSent: (d) =>
    d.reason === 'hired'
      ? "Pedido de avaliação enviado ao solicitante (após 'Já contratei')"
      : 'Pedido de avaliação enviado ao solicitante (7 dias após a primeira inscrição)',
};

/** The line of an event; an event type without its own line gets a generic one (never fails). */
/** Why a demand closed (DemandClosed v2), in the words of the admin screens. */
const CLOSE_REASONS: Record<string, string> = {
  admin: '',
  hired: 'o solicitante já contratou',
  cancelled: 'pedido cancelado pelo solicitante',
  deadline: 'prazo do solicitante atingido',
  expired: 'prazo de 30 dias encerrado',
  full: '5 vagas ocupadas',
  unconfirmed: 'e-mail não confirmado em 72 horas',
};

export function describeEvent(type: string, data: Data): string {
  const describe = describers[type];
  if (!describe) return `Evento registrado: ${type}`;
  try {
    return describe(data);
  } catch {
    return `Evento registrado: ${type}`;
  }
}

/** Which record a stream belongs to, or undefined for streams outside the history (wallets, e-mail claims…). */
export function recordOfStream(streamId: string): { kind: string; id: string } | undefined {
  const numbered = /^(area|nr|service|package|demand|reviews)-(\d+)$/.exec(streamId);
  if (numbered) return { kind: numbered[1]!, id: numbered[2]! };
  const user = /^user-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(streamId);
  return user ? { kind: 'partner', id: user[1]!.toLowerCase() } : undefined;
}
