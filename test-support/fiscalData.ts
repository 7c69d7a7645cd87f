/** Test buyers' fiscal data for the NFS-e (`PUT /v1/fiscal-data`, asked before the first purchase: docs/invoicing.md). */
/** Valid fiscal data of a test buyer (a CPF made valid from `n`, an address in São Paulo). */
export function testFiscalData(
  name: string,
  n = 1,
): { document: string; name: string; address: Record<string, string> } {
  return {
    document: cpfOf(n),
    name,
    address: {
      street: 'Rua das Flores',
      number: '100',
      district: 'Centro',
      city: 'São Paulo',
      state: 'SP',
      postalCode: '01001000',
    },
  };
}

/** A valid CPF from a number (its nine digits, then the two check digits). */
export function cpfOf(n: number): string {
  const base = String(100_000_000 + (n % 800_000_000))
    .padStart(9, '0')
    .split('')
    .map(Number);
  const digit = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  const second = digit([...base, first]);
  return [...base, first, second].join('');
}
