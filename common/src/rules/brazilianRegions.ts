import { getCities, getStates } from '@brazilian-utils/brazilian-utils';

const STATE_NAMES = new Map(getStates().map((s) => [s.code as string, s.name as string]));

/** The state's name for its code ('SP' → 'São Paulo'), from the offline IBGE table of @brazilian-utils; undefined if unknown. */
export const stateNameOf = (uf: string): string | undefined => STATE_NAMES.get(uf);

let citySets: Map<string, ReadonlySet<string>> | undefined;

/**
 * The city is an IBGE municipality of the state (exact current name, as the table spells it). One `Set` per state,
 * built on the first call: a lookup, not a scan of the state's list (the sitemap asks it for every city a profile names,
 * per service: 5,571 × the catalogue with the profile of issue #33).
 */
export function isCityOf(uf: string, city: string): boolean {
  citySets ??= new Map(getStates().map((s) => [s.code as string, new Set(getCities(s.code))]));
  return citySets.get(uf)?.has(city) ?? false;
}
