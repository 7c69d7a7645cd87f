import type { AgendaRuleContent } from './agendaRules';

/**
 * The agenda rules seeded once on a fresh catalogue (ADR 0175), then the admin's to edit. Each one only where the
 * periodicity could be sourced against the NR text (docs/agenda.md says how each was checked). Keys are fixed forever
 * (they make the seed idempotent): never rename one. `service` is the reference catalogue's service key.
 */
export interface ReferenceAgendaRule {
  key: string;
  service: string;
  rule: AgendaRuleContent;
}

export const referenceAgendaRules: readonly ReferenceAgendaRule[] = [
  {
    key: 'pgr-revisao',
    service: 'pgr',
    rule: {
      title: 'Revisão da avaliação de riscos do PGR',
      trigger: { kind: 'always' },
      periodicityMonths: 24,
      alternative: { months: 36, condition: 'organização com certificação em sistema de gestão de SST' },
      source:
        'NR-1, 1.5.4.4.6 (revista a cada dois anos) e 1.5.4.4.6.1 (até três anos com certificação em sistema de gestão de SST)',
    },
  },
  {
    key: 'aso-periodico',
    service: 'aso',
    rule: {
      title: 'Exames clínicos periódicos (ASO)',
      trigger: { kind: 'always' },
      periodicityMonths: 12,
      alternative: { months: 24, condition: 'empregados não expostos a riscos ocupacionais identificados no PGR' },
      source:
        'NR-7, 7.5.8, II (a cada ano para expostos a riscos ou portadores de doenças crônicas; a cada dois anos para os demais)',
    },
  },
  {
    key: 'pcmso-relatorio-analitico',
    service: 'pcmso',
    rule: {
      title: 'Relatório analítico do PCMSO',
      trigger: { kind: 'always' },
      periodicityMonths: 12,
      alternative: null,
      source: 'NR-7, 7.6.2 (relatório analítico anual, a contar do último relatório)',
    },
  },
  {
    key: 'nr35-periodico',
    service: 'nr35-treinamento',
    rule: {
      title: 'Treinamento periódico de trabalho em altura',
      trigger: { kind: 'activity' },
      periodicityMonths: 24,
      alternative: null,
      source: 'NR-35, 35.3.3 e 35.3.3.1 (treinamento periódico bienal, mínimo de oito horas)',
    },
  },
  {
    key: 'nr10-reciclagem',
    service: 'nr10-treinamento',
    rule: {
      title: 'Reciclagem do treinamento de segurança em eletricidade',
      trigger: { kind: 'activity' },
      periodicityMonths: 24,
      alternative: null,
      source: 'NR-10, 10.8.8.2 (treinamento de reciclagem bienal)',
    },
  },
  {
    key: 'nr33-periodico',
    service: 'nr33-treinamento',
    rule: {
      title: 'Capacitação periódica para espaços confinados',
      trigger: { kind: 'activity' },
      periodicityMonths: 12,
      alternative: null,
      source:
        'NR-33, 33.3.5.3 (capacitação periódica a cada 12 meses, mínimo de oito horas; redação da Portaria MTE 1.409/2012)',
    },
  },
  {
    key: 'cipa-mandato',
    service: 'cipa-treinamento',
    rule: {
      title: 'Eleição e posse da CIPA (mandato anual)',
      trigger: { kind: 'headcount', minEmployees: 20 },
      periodicityMonths: 12,
      alternative: null,
      source: 'NR-5 (mandato de um ano dos membros eleitos da CIPA)',
    },
  },
];
