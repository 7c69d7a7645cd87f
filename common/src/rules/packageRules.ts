import { catalogueFormMessages } from './messages';
/** Rules for credit packages (spec §5), shared by the admin forms and the server. */
export const PACKAGE_NAME_MAX = 100;
export const PACKAGE_CREDITS_MAX = 1_000_000;
/** Largest price accepted, in reais. */
export const PACKAGE_PRICE_MAX = 1_000_000;
/** The form's default price (spec §5). */
export const PACKAGE_PRICE_DEFAULT = '100000.00';

export const packageMessages = {
  ...catalogueFormMessages(PACKAGE_NAME_MAX, 'Prencha o campo nome'),
  creditsZero: 'O numero de creditos não pode ser zero',
  demandsZero: 'O numero de demandas não pode ser zero',
  priceZero: 'O valor não pode ser zero',
  priceFormat: 'Informe o valor com no máximo duas casas decimais.',
  wholeNumber: 'Informe um número inteiro positivo.',
  tooLarge: 'Valor acima do permitido.',
  created: 'Pacote cadastrado com sucesso!',
  deleted: 'Pacote deletado com sucesso!',
  notFound: 'Pacote não encontrado.',
} as const;

/** "1.234,56", "1234.56" or 1234.56 → cents; undefined when it is not a money amount with at most two decimals. */
export function toCents(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const normalized = /,\d{1,2}$/.test(text) ? text.replace(/\./g, '').replace(',', '.') : text;
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return undefined;
  const [whole, fraction = ''] = normalized.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Price per credit (spec §1: price divided by credits), in reais. */
export const pricePerCredit = (priceCents: number, credits: number) => (credits > 0 ? priceCents / 100 / credits : 0);

/**
 * What a credit costs at the cheapest active package (reais per credit), the price "Inscreva-se" quotes ("10 créditos
 * ≈ R$ 29,90", issue #35 item 5): read from the packages, never written down; undefined while no package is on sale.
 */
export function cheapestPricePerCredit(
  packages: readonly { pricePerCredit: number; status: boolean }[],
): number | undefined {
  const prices = packages.filter((p) => p.status && p.pricePerCredit > 0).map((p) => p.pricePerCredit);
  return prices.length ? Math.min(...prices) : undefined;
}
