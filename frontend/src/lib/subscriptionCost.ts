import { SUBSCRIPTION_COST } from '@conectasst/common/rules/demandRules';
import { formatBRL } from '@conectasst/common/text/brazilianFormats';
import type { CreditPackage } from '@conectasst/common/api/packages';
import { cheapestPricePerCredit } from '@conectasst/common/rules/packageRules';
import { getProviderPackages } from './creditPackagesApi';

/**
 * What a subscription costs, said beside every "Inscreva-se" (issue #35 item 5): "10 créditos ≈ R$ 29,90" at the
 * cheapest package's price per credit (from the packages on sale); in credits only while that price is unknown.
 */
export function subscriptionCostText(pricePerCredit: number | null | undefined): string {
  const credits = `${SUBSCRIPTION_COST} créditos`;
  return pricePerCredit ? `${credits} ≈ ${formatBRL(SUBSCRIPTION_COST * pricePerCredit)}` : credits;
}

/** The credits missing to subscribe with this balance (0 when it is enough). */
export const creditsShort = (balance: number) => Math.max(0, SUBSCRIPTION_COST - balance);

/** "Faltam 10 créditos", "Falta 1 crédito". */
export const shortfallText = (missing: number) => (missing === 1 ? 'Falta 1 crédito' : `Faltam ${missing} créditos`);

/**
 * Reais per credit at the cheapest package on sale, what "Inscreva-se" quotes; `null` when none is on sale or the
 * packages cannot load (the cost is then said in credits only). Demandas Abertas and a demand's page each keep theirs.
 */
export async function fetchPricePerCredit(): Promise<number | null> {
  let packages: CreditPackage[] = [];
  try {
    packages = (await getProviderPackages()).data;
  } catch {
    // Said in credits only.
  }
  return cheapestPricePerCredit(packages) ?? null;
}
