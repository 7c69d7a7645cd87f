const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Money in BRL, pt-BR format (R$ 1.234,56). */
export function formatBRL(value: number): string {
  return brl.format(value);
}
