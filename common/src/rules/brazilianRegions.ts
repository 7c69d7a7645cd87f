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
