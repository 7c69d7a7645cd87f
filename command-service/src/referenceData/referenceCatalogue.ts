import type { Applicability } from '@conectasst/common/rules/diagnosisRules';

/**
 * The reference data loaded as events on first start (see loadReferenceData.ts and docs/catalogue.md, which records
 * where each fact comes from). Keys are fixed forever: they make loading idempotent, so never rename one.
 */

export interface ReferenceArea {
  key: string;
  name: string;
}

/**
 * ConectaSST's grouping of the NRs into service areas (an editorial choice, not an official classification).
 * Loaded in this order, so a fresh database numbers them 1–10: area 10 is the general-safety area whose NRs the
 * provider profile offers (spec §4, "area id 10 has NR services").
 */
export const referenceAreas: readonly ReferenceArea[] = [
  { key: 'medicina-do-trabalho', name: 'Medicina do Trabalho' },
  { key: 'higiene-ocupacional', name: 'Higiene Ocupacional' },
  { key: 'ergonomia', name: 'Ergonomia' },
  { key: 'maquinas-equipamentos', name: 'Máquinas, Equipamentos e Caldeiras' },
  { key: 'eletricidade', name: 'Segurança em Eletricidade' },
  { key: 'incendio-inflamaveis', name: 'Incêndio, Explosivos e Inflamáveis' },
  { key: 'construcao-altura-confinados', name: 'Construção Civil, Altura e Espaços Confinados' },
  { key: 'setores-especificos', name: 'Setores Específicos (Agro, Mineração, Portos, Naval, Petróleo)' },
  { key: 'esocial-sst', name: 'e-Social SST' },
  { key: 'seguranca-do-trabalho', name: 'Segurança do Trabalho' },
];

export interface ReferenceNr {
  number: number;
  /** Official title (Ministério do Trabalho e Emprego). */
  title: string;
  area: string;
  /** Revoked NRs stay in the catalogue, inactive. */
  revoked?: true;
}

export const referenceNrs: readonly ReferenceNr[] = [
  { number: 1, title: 'Disposições Gerais e Gerenciamento de Riscos Ocupacionais', area: 'seguranca-do-trabalho' },
  { number: 2, title: 'Inspeção Prévia (revogada)', area: 'seguranca-do-trabalho', revoked: true },
  { number: 3, title: 'Embargo e Interdição', area: 'seguranca-do-trabalho' },
  {
    number: 4,
    title: 'Serviços Especializados em Segurança e Medicina do Trabalho (SESMT)',
    area: 'seguranca-do-trabalho',
  },
  { number: 5, title: 'Comissão Interna de Prevenção de Acidentes e de Assédio (CIPA)', area: 'seguranca-do-trabalho' },
  { number: 6, title: 'Equipamento de Proteção Individual (EPI)', area: 'seguranca-do-trabalho' },
  { number: 7, title: 'Programa de Controle Médico de Saúde Ocupacional (PCMSO)', area: 'medicina-do-trabalho' },
  { number: 8, title: 'Edificações', area: 'seguranca-do-trabalho' },
  {
    number: 9,
    title: 'Avaliação e Controle das Exposições Ocupacionais a Agentes Físicos, Químicos e Biológicos',
    area: 'higiene-ocupacional',
  },
  { number: 10, title: 'Segurança em Instalações e Serviços em Eletricidade', area: 'eletricidade' },
  { number: 11, title: 'Transporte, Movimentação, Armazenagem e Manuseio de Materiais', area: 'maquinas-equipamentos' },
  { number: 12, title: 'Segurança no Trabalho em Máquinas e Equipamentos', area: 'maquinas-equipamentos' },
  {
    number: 13,
    title: 'Caldeiras, Vasos de Pressão, Tubulações e Tanques Metálicos de Armazenamento',
    area: 'maquinas-equipamentos',
  },
  { number: 14, title: 'Fornos', area: 'maquinas-equipamentos' },
  { number: 15, title: 'Atividades e Operações Insalubres', area: 'higiene-ocupacional' },
  { number: 16, title: 'Atividades e Operações Perigosas', area: 'higiene-ocupacional' },
  { number: 17, title: 'Ergonomia', area: 'ergonomia' },
  {
    number: 18,
    title: 'Segurança e Saúde no Trabalho na Indústria da Construção',
    area: 'construcao-altura-confinados',
  },
  { number: 19, title: 'Explosivos', area: 'incendio-inflamaveis' },
  { number: 20, title: 'Segurança e Saúde no Trabalho com Inflamáveis e Combustíveis', area: 'incendio-inflamaveis' },
  { number: 21, title: 'Trabalhos a Céu Aberto', area: 'seguranca-do-trabalho' },
  { number: 22, title: 'Segurança e Saúde Ocupacional na Mineração', area: 'setores-especificos' },
  { number: 23, title: 'Proteção Contra Incêndios', area: 'incendio-inflamaveis' },
  { number: 24, title: 'Condições Sanitárias e de Conforto nos Locais de Trabalho', area: 'seguranca-do-trabalho' },
  { number: 25, title: 'Resíduos Industriais', area: 'seguranca-do-trabalho' },
  { number: 26, title: 'Sinalização de Segurança', area: 'seguranca-do-trabalho' },
  {
    number: 27,
    title: 'Registro Profissional do Técnico de Segurança do Trabalho (revogada)',
    area: 'seguranca-do-trabalho',
    revoked: true,
  },
  { number: 28, title: 'Fiscalização e Penalidades', area: 'seguranca-do-trabalho' },
  { number: 29, title: 'Segurança e Saúde no Trabalho Portuário', area: 'setores-especificos' },
  { number: 30, title: 'Segurança e Saúde no Trabalho Aquaviário', area: 'setores-especificos' },
  {
    number: 31,
    title: 'Segurança e Saúde no Trabalho na Agricultura, Pecuária, Silvicultura, Exploração Florestal e Aquicultura',
    area: 'setores-especificos',
  },
  { number: 32, title: 'Segurança e Saúde no Trabalho em Serviços de Saúde', area: 'medicina-do-trabalho' },
  { number: 33, title: 'Segurança e Saúde nos Trabalhos em Espaços Confinados', area: 'construcao-altura-confinados' },
  {
    number: 34,
    title: 'Condições e Meio Ambiente de Trabalho na Indústria da Construção, Reparação e Desmonte Naval',
    area: 'setores-especificos',
  },
  { number: 35, title: 'Trabalho em Altura', area: 'construcao-altura-confinados' },
  {
    number: 36,
    title: 'Segurança e Saúde no Trabalho em Empresas de Abate e Processamento de Carnes e Derivados',
    area: 'setores-especificos',
  },
  { number: 37, title: 'Segurança e Saúde em Plataformas de Petróleo', area: 'setores-especificos' },
  {
    number: 38,
    title: 'Segurança e Saúde no Trabalho nas Atividades de Limpeza Urbana e Manejo de Resíduos Sólidos',
    area: 'setores-especificos',
  },
];

export const nrName = (nr: ReferenceNr) => `NR-${nr.number} - ${nr.title}`;

export interface ReferenceService {
  key: string;
  name: string;
  area: string;
  /** NR numbers the service is about. */
  nrs: number[];
  /** The diagnosis's default (ADR 0115; seeded once, then the admin's): see `referenceApplicability`. */
}

const ALL_EMPLOYERS: Applicability['fromEmployees'] = [1, 1, 1, 1];
/** NR-1, 1.8: MEI of any grade and ME/EPP of grade 1 or 2 (without physical, chemical or biological agents) may be exempted. */
const NR1_SMALL_BUSINESS_EXEMPTIONS: Applicability['exemptions'] = [
  { size: 'mei', maxGrade: 4 },
  { size: 'me_epp', maxGrade: 2 },
];

/**
 * What the diagnosis lists by default, per reference service key: conservative, each with the NR item that asks for
 * it. A service not named here is never listed until an admin marks it. Sources: NR-1 (1.4.1, 1.5, 1.8), NR-4
 * (Quadro II), NR-5 (5.3, Quadro I), NR-7 (7.5), the e-Social SST layouts (S-2220, S-2240).
 */
export const referenceApplicability: Readonly<Record<string, Applicability>> = {
  pgr: {
    fromEmployees: ALL_EMPLOYERS,
    exemptions: NR1_SMALL_BUSINESS_EXEMPTIONS,
    reason:
      'Todo empregador com empregados deve gerenciar os riscos ocupacionais e manter o PGR (NR-1, 1.5); MEI e ME/EPP de grau 1 ou 2 sem exposição a agentes físicos, químicos e biológicos podem ser dispensados (NR-1, 1.8).',
  },
  pcmso: {
    fromEmployees: ALL_EMPLOYERS,
    exemptions: NR1_SMALL_BUSINESS_EXEMPTIONS,
    reason:
      'Todo empregador com empregados elabora o PCMSO para acompanhar a saúde deles (NR-7); MEI e ME/EPP de grau 1 ou 2 podem ser dispensados de elaborá-lo, mas não dos exames (NR-1, 1.8).',
  },
  aso: {
    fromEmployees: ALL_EMPLOYERS,
    exemptions: [],
    reason:
      'Todo empregado faz exames admissional, periódico, de retorno ao trabalho, de mudança de risco e demissional, cada um com seu ASO (NR-7).',
  },
  'ordem-de-servico': {
    fromEmployees: ALL_EMPLOYERS,
    exemptions: [],
    reason:
      'O empregador informa cada empregado sobre os riscos do seu trabalho e como se proteger, por ordens de serviço ou meio equivalente (NR-1, 1.4.1).',
  },
  'cipa-treinamento': {
    fromEmployees: [20, 20, 20, 20],
    exemptions: [],
    reason:
      'Com 20 ou mais empregados a empresa constitui CIPA, dimensionada pelo grau de risco (NR-5, Quadro I), e seus membros fazem o treinamento da NR-5.',
  },
  'sesmt-terceirizado': {
    fromEmployees: [501, 501, 101, 50],
    exemptions: [],
    reason:
      'A NR-4 (Quadro II) exige SESMT, com técnico de segurança e outros profissionais, a partir de 501 empregados nos graus 1 e 2, de 101 no grau 3 e de 50 no grau 4.',
  },
  'esocial-s2220': {
    fromEmployees: ALL_EMPLOYERS,
    exemptions: [],
    reason:
      'Todo empregador envia ao e-Social os exames ocupacionais de seus empregados (evento S-2220), a partir do PCMSO e dos ASOs.',
  },
  'esocial-s2240': {
    fromEmployees: ALL_EMPLOYERS,
    exemptions: [],
    reason:
      'Todo empregador informa ao e-Social as condições ambientais de trabalho de cada empregado, mesmo sem agentes nocivos (evento S-2240).',
  },
};

export const referenceServices: readonly ReferenceService[] = [
  { key: 'pgr', name: 'PGR - Programa de Gerenciamento de Riscos', area: 'seguranca-do-trabalho', nrs: [1] },
  {
    key: 'pcmso',
    name: 'PCMSO - Programa de Controle Médico de Saúde Ocupacional',
    area: 'medicina-do-trabalho',
    nrs: [7],
  },
  {
    key: 'aso',
    name: 'Exames Ocupacionais e ASO (admissional, periódico, retorno, mudança de risco e demissional)',
    area: 'medicina-do-trabalho',
    nrs: [7],
  },
  {
    key: 'ltcat',
    name: 'LTCAT - Laudo Técnico das Condições Ambientais do Trabalho',
    area: 'higiene-ocupacional',
    nrs: [9, 15],
  },
  { key: 'ppp', name: 'PPP - Perfil Profissiográfico Previdenciário', area: 'esocial-sst', nrs: [] },
  { key: 'laudo-insalubridade', name: 'Laudo de Insalubridade', area: 'higiene-ocupacional', nrs: [15] },
  { key: 'laudo-periculosidade', name: 'Laudo de Periculosidade', area: 'higiene-ocupacional', nrs: [16] },
  {
    key: 'avaliacoes-quantitativas',
    name: 'Avaliações Quantitativas de Agentes Ambientais (ruído, calor, vibração, químicos)',
    area: 'higiene-ocupacional',
    nrs: [9],
  },
  { key: 'aet', name: 'AET - Análise Ergonômica do Trabalho', area: 'ergonomia', nrs: [17] },
  { key: 'aep', name: 'AEP - Avaliação Ergonômica Preliminar', area: 'ergonomia', nrs: [17] },
  {
    key: 'nr12-apreciacao',
    name: 'Apreciação de Riscos e Laudo de Máquinas e Equipamentos (NR-12)',
    area: 'maquinas-equipamentos',
    nrs: [12],
  },
  {
    key: 'nr13-inspecao',
    name: 'Inspeção de Caldeiras e Vasos de Pressão (NR-13)',
    area: 'maquinas-equipamentos',
    nrs: [13],
  },
  {
    key: 'nr11-empilhadeira',
    name: 'Treinamento de Operador de Empilhadeira (NR-11)',
    area: 'maquinas-equipamentos',
    nrs: [11],
  },
  {
    key: 'nr10-treinamento',
    name: 'Treinamento NR-10 - Segurança em Instalações e Serviços em Eletricidade',
    area: 'eletricidade',
    nrs: [10],
  },
  { key: 'nr10-pie', name: 'Prontuário das Instalações Elétricas - PIE (NR-10)', area: 'eletricidade', nrs: [10] },
  { key: 'brigada-incendio', name: 'Treinamento de Brigada de Incêndio', area: 'incendio-inflamaveis', nrs: [23] },
  {
    key: 'nr20-treinamento',
    name: 'Treinamento NR-20 - Inflamáveis e Combustíveis',
    area: 'incendio-inflamaveis',
    nrs: [20],
  },
  {
    key: 'nr35-treinamento',
    name: 'Treinamento NR-35 - Trabalho em Altura',
    area: 'construcao-altura-confinados',
    nrs: [35],
  },
  {
    key: 'nr33-treinamento',
    name: 'Treinamento NR-33 - Espaços Confinados',
    area: 'construcao-altura-confinados',
    nrs: [33],
  },
  { key: 'nr18-pgr', name: 'PGR da Construção Civil (NR-18)', area: 'construcao-altura-confinados', nrs: [18, 1] },
  { key: 'cipa-treinamento', name: 'Treinamento da CIPA (NR-5)', area: 'seguranca-do-trabalho', nrs: [5] },
  { key: 'epi-gestao', name: 'Gestão de EPI e Ficha de Entrega (NR-6)', area: 'seguranca-do-trabalho', nrs: [6] },
  {
    key: 'sesmt-terceirizado',
    name: 'Assessoria em Segurança do Trabalho e SESMT (NR-4)',
    area: 'seguranca-do-trabalho',
    nrs: [4],
  },
  {
    key: 'investigacao-acidentes',
    name: 'Investigação e Análise de Acidentes do Trabalho',
    area: 'seguranca-do-trabalho',
    nrs: [1],
  },
  {
    key: 'ordem-de-servico',
    name: 'Ordens de Serviço de Segurança e Saúde no Trabalho',
    area: 'seguranca-do-trabalho',
    nrs: [1],
  },
  {
    key: 'pgrtr',
    name: 'PGRTR - Programa de Gerenciamento de Riscos no Trabalho Rural (NR-31)',
    area: 'setores-especificos',
    nrs: [31],
  },
  { key: 'nr32-consultoria', name: 'Consultoria NR-32 - Serviços de Saúde', area: 'medicina-do-trabalho', nrs: [32] },
  {
    key: 'esocial-s2210',
    name: 'e-Social SST: evento S-2210 - Comunicação de Acidente de Trabalho (CAT)',
    area: 'esocial-sst',
    nrs: [],
  },
  {
    key: 'esocial-s2220',
    name: 'e-Social SST: evento S-2220 - Monitoramento da Saúde do Trabalhador',
    area: 'esocial-sst',
    nrs: [7],
  },
  {
    key: 'esocial-s2240',
    name: 'e-Social SST: evento S-2240 - Condições Ambientais do Trabalho - Agentes Nocivos',
    area: 'esocial-sst',
    nrs: [9, 15],
  },
];

/** 'Como nos conheceu?' (spec §5: 'Outro' asks for free text). */
export const referenceSocialOptions: readonly { key: string; name: string }[] = [
  { key: 'google', name: 'Google' },
  { key: 'instagram', name: 'Instagram' },
  { key: 'facebook', name: 'Facebook' },
  { key: 'linkedin', name: 'LinkedIn' },
  { key: 'youtube', name: 'YouTube' },
  { key: 'whatsapp', name: 'WhatsApp' },
  { key: 'indicacao', name: 'Indicação de amigo ou colega' },
  { key: 'evento', name: 'Evento, feira ou congresso' },
  { key: 'email', name: 'E-mail' },
  { key: 'outro', name: 'Outro' },
];
