/**
 * Whether demand `d` matches the profile of the provider whose id is the query parameter `providerParam`, with that
 * provider's `provider_profiles` row joined as `p`: inside the regions served ('All' counts) and about one of the
 * provider's areas or NRs. One rule for the demand list's 'Combina com meu perfil' and "Meu desempenho" (ADR 0127);
 * the new-demand digest states the same match over every provider at once (digestMatches, demandsQueries.ts).
 */
export const profileMatchSql = (
  providerParam: string,
): string => `(('All' = ANY(p.ufs) OR d.uf = ANY(p.ufs)) AND ('All' = ANY(p.cities) OR d.city = ANY(p.cities))
  AND d.service_ids && ARRAY(SELECT s.id FROM services s JOIN provider_profiles pp ON pp.user_id = ${providerParam}::uuid WHERE s.area_id = ANY(pp.area_ids) OR s.nr_ids && pp.nr_ids))`;
