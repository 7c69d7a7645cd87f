import { useEffect, useState } from 'react';

/** The 27 states and their municipalities (the offline IBGE table of @brazilian-utils). */
export interface StatesTable {
  states: { code: string; name: string }[];
  citiesOf: (uf: string) => string[];
}

/**
 * The states/cities table, loaded on first use in a chunk of its own (it is large: the screens that do not pick a
 * place never download it). `undefined` until it has arrived. The one loader of the wizard's location step, the
 * provider's service regions and the demands dashboard's filter.
 */
export function useStatesTable(): StatesTable | undefined {
  const [table, setTable] = useState<StatesTable>();
  useEffect(() => {
    let alive = true;
    void import('@brazilian-utils/brazilian-utils').then((b) => {
      if (!alive) return;
      setTable({
        states: b.getStates().map((s) => ({ code: s.code, name: s.name })),
        citiesOf: (uf) => b.getCities(uf as Parameters<typeof b.getCities>[0]),
      });
    });
    return () => {
      alive = false;
    };
  }, []);
  return table;
}
