import { MAX_SUBSCRIBERS } from '@conectasst/common/rules/demandRules';
import { CREDIT_BACK_POLICY, VERIFIED_BADGE_FAQ } from '@conectasst/common/rules/trustRules';

/** Default Portuguese content of the CMS pages, loaded once (admins edit it afterwards; a restart never overwrites). */

export const defaultHome = {
  title: 'Encontre quem resolve a Saúde e Segurança do Trabalho da sua empresa',
  subtitle: `Peça orçamento sem criar conta e receba até ${MAX_SUBSCRIBERS} contatos de prestadores, gratuitamente.`,
  about:
    'A ConectaSST conecta empresas que precisam cumprir as Normas Regulamentadoras (NRs) e o e-Social SST a prestadores de serviços de Saúde e Segurança do Trabalho: técnicos, engenheiros, médicos do trabalho, clínicas e consultorias. A negociação é direta entre as partes, sem comissão.',
  item1: 'Busque os serviços ou NRs de que sua empresa precisa e adicione-os à sua lista.',
  item2: 'Conte um pouco sobre a sua empresa e informe onde o serviço será realizado.',
  item3: `Receba até ${MAX_SUBSCRIBERS} contatos de prestadores qualificados e negocie diretamente com eles.`,
};

export const defaultFaqs: readonly { key: string; title: string; description: string }[] = [
  {
    key: 'como-funciona',
    title: 'Como funciona a ConectaSST?',
    description:
      'A empresa descreve o serviço de que precisa em um pedido de orçamento (demanda), sem criar conta.\nPrestadores cadastrados se inscrevem na demanda e entram em contato.\nA negociação é feita diretamente entre a empresa e o prestador.',
  },
  {
    key: 'quanto-custa-empresa',
    title: 'Quanto custa pedir um orçamento?',
    description: `Nada. O pedido de orçamento é gratuito e a empresa recebe até ${MAX_SUBSCRIBERS} contatos de prestadores.`,
  },
  {
    key: 'limite-prestadores',
    title: 'Quantos prestadores podem se inscrever em uma demanda?',
    description: `No máximo ${MAX_SUBSCRIBERS} prestadores podem se inscrever em cada demanda.`,
  },
  {
    key: 'creditos-consumo',
    title: 'Quando os créditos são consumidos?',
    description:
      'Os créditos só são consumidos quando o parceiro se inscreve em uma demanda. Comprar créditos não obriga a nenhuma inscrição.',
  },
  {
    key: 'creditos-liberacao',
    title: 'Quando os créditos comprados ficam disponíveis?',
    description:
      'No pagamento com cartão, os créditos são liberados imediatamente após a confirmação do pagamento.\nNo pagamento com boleto, a liberação ocorre em até 24 horas úteis bancárias.',
  },
  {
    key: 'comissao',
    title: 'A ConectaSST cobra comissão ou mensalidade?',
    description:
      'Não. O cadastro de parceiros é gratuito, não há plano de assinatura e não cobramos comissão: o parceiro fica com 100% do valor negociado.\nA cobrança acontece apenas na compra de um pacote de créditos.',
  },
  {
    key: 'tipo-de-conta',
    title: 'Posso ter uma conta como pessoa física e outra como pessoa jurídica?',
    description: 'Não. Cada parceiro tem um único tipo de conta: Física (profissional autônomo) ou Jurídica (empresa).',
  },
  {
    key: 'contato-solicitante',
    title: 'Quando vejo os dados de contato da empresa?',
    description:
      'Os dados de contato de quem pediu o orçamento ficam disponíveis para o parceiro logo após a inscrição na demanda.',
  },
  // Credit-back for bad leads and verified credentials (docs/credits.md, docs/accounts.md); the texts live in common.
  { key: 'creditos-de-volta', title: CREDIT_BACK_POLICY.title, description: CREDIT_BACK_POLICY.paragraphs.join('\n') },
  { key: 'selo-verificado', title: VERIFIED_BADGE_FAQ.title, description: VERIFIED_BADGE_FAQ.description },
];

export const defaultMvv: readonly { key: string; type: 'mission' | 'vision' | 'value'; description: string }[] = [
  {
    key: 'missao',
    type: 'mission',
    description:
      'Facilitar o encontro entre empresas e prestadores de Saúde e Segurança do Trabalho, para que cada trabalhador volte para casa em segurança.',
  },
  {
    key: 'visao',
    type: 'vision',
    description:
      'Ser o principal ponto de encontro de Saúde e Segurança do Trabalho do Brasil, presente em todos os estados.',
  },
  {
    key: 'valores',
    type: 'value',
    description:
      'Segurança em primeiro lugar\nTransparência nas negociações\nRespeito a empresas e parceiros\nCumprimento das normas\nSimplicidade',
  },
];
