import { getCities, getStates } from '@brazilian-utils/brazilian-utils';

const STATE_NAMES = new Map(getStates().map((s) => [s.code as string, s.name as string]));

/** The state's name for its code ('SP' → 'São Paulo'), from the offline IBGE table of @brazilian-utils; undefined if unknown. */
export const stateNameOf = (uf: string): string | undefined => STATE_NAMES.get(uf);

let cityTable: Map<string, { names: readonly string[]; set: ReadonlySet<string> }> | undefined;
const cityTableOf = (uf: string) => {
  cityTable ??= new Map(
    getStates().map((s) => {
      const names = getCities(s.code) as string[];
      return [s.code as string, { names, set: new Set(names) }];
    }),
  );
  return cityTable.get(uf);
};

/**
 * The city is an IBGE municipality of the state (exact current name, as the table spells it). One `Set` per state,
 * built on the first call: a lookup, not a scan of the state's list (the sitemap asks it for every city a profile names,
 * per service: 5,571 × the catalogue with the profile of issue #33).
 */
export const isCityOf = (uf: string, city: string): boolean => cityTableOf(uf)?.set.has(city) ?? false;

/** The state's municipalities (IBGE names, the table's order), one list kept for every call; none for an unknown code. */
export const municipalitiesOf = (uf: string): readonly string[] => cityTableOf(uf)?.names ?? [];

/** One state a provider serves, in words for its public page (issue #35 item 8). */
export interface RegionSummary {
  uf: string;
  /** "Todas as cidades de SP", "5 cidades em SP", "1 cidade em RJ", or "Todo o Brasil". */
  label: string;
  /** The cities it names there (empty for every city). */
  cities: string[];
}

/**
 * A service profile's regions as a requester reads them: 'All' states → "Todo o Brasil"; per state, "Todas as cidades de
 * SP" when it serves every city of its states ('All' cities), "5 cidades em SP" with the names it gives there, or the
 * state's code alone when it names none of that state's cities.
 * `ufs` and `cities` as the profile stores them (cities by IBGE name, without the state).
 */
export function regionsSummary(ufs: readonly string[], cities: readonly string[]): RegionSummary[] {
  if (ufs.includes('All')) return [{ uf: 'All', label: 'Todo o Brasil', cities: [] }];
  const every = cities.includes('All');
  return ufs.map((uf) => {
    if (every) return { uf, label: `Todas as cidades de ${uf}`, cities: [] };
    const named = cities.filter((city) => isCityOf(uf, city));
    if (named.length === 0) return { uf, label: uf, cities: [] };
    return { uf, label: `${named.length} ${named.length === 1 ? 'cidade' : 'cidades'} em ${uf}`, cities: named };
  });
}
