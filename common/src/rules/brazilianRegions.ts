import { getStates } from '@brazilian-utils/brazilian-utils';

const STATE_NAMES = new Map(getStates().map((s) => [s.code as string, s.name as string]));

/** The state's name for its code ('SP' → 'São Paulo'), from the offline IBGE table of @brazilian-utils; undefined if unknown. */
export const stateNameOf = (uf: string): string | undefined => STATE_NAMES.get(uf);
