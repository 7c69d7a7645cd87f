import { MAX_SUBSCRIBERS } from '../rules/demandRules';

/**
 * The texts of /comofunciona and /conectasst (spec §2), one copy for the app's screens (frontend InfoScreen) and the
 * server's HTML of the same pages (query-service/src/site/publicPages.ts, ADR 0121).
 */
export interface InfoPageContent {
  path: '/comofunciona' | '/conectasst';
  title: string;
  /** The meta description and Open Graph description. */
  description: string;
  intro: string;
  blocks: { title: string; text: string }[];
}

export const howItWorksContent: InfoPageContent = {
  path: '/comofunciona',
  title: 'Como funciona',
  description: `Peça orçamentos de serviços de SST sem criar conta e receba até ${MAX_SUBSCRIBERS} contatos de prestadores da sua região, gratuitamente. Prestadores se cadastram grátis e pagam só por demanda.`,
  intro:
    'A ConectaSST aproxima empresas que precisam de serviços de Saúde e Segurança do Trabalho de prestadores qualificados.',
  blocks: [
    {
      title: '1. A empresa pede um orçamento',
      text: 'Sem criar conta: escolha os serviços, conte sobre a empresa e o local. É gratuito.',
    },
    {
      title: '2. Parceiros se inscrevem',
      text: `Prestadores da região se inscrevem na demanda usando créditos. No máximo ${MAX_SUBSCRIBERS} por demanda.`,
    },
    {
      title: '3. Negociação direta',
      text: `A empresa recebe até ${MAX_SUBSCRIBERS} contatos e negocia direto com o parceiro, sem comissão.`,
    },
    {
      title: 'Para parceiros',
      text: 'Cadastro gratuito. Créditos só são consumidos ao se inscrever em uma demanda; você fica com 100% do valor negociado.',
    },
    {
      title: 'Pagamento de créditos',
      text: 'Cartão: créditos liberados logo após a confirmação. Boleto: em até 24 horas úteis bancárias.',
    },
  ],
};

export const aboutContent: InfoPageContent = {
  path: '/conectasst',
  title: 'Sobre a ConectaSST',
  description:
    'A ConectaSST é um marketplace de Saúde e Segurança do Trabalho: NRs, e-Social SST, laudos, programas e treinamentos, com prestadores de todo o Brasil.',
  intro:
    'Somos um marketplace de Saúde e Segurança do Trabalho: NRs, e-Social SST, laudos, programas e treinamentos, em um só lugar.',
  blocks: [
    {
      title: 'Para empresas',
      text: `Um único pedido de orçamento, até ${MAX_SUBSCRIBERS} contatos de prestadores, sem custo.`,
    },
    {
      title: 'Para prestadores',
      text: 'Técnicos, engenheiros, médicos do trabalho, clínicas e consultorias encontram novos clientes.',
    },
    { title: 'Sem comissão', text: 'Não há plano de assinatura: cobramos apenas a compra de pacotes de créditos.' },
  ],
};
