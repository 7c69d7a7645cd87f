import type { SigningRule } from '@conectasst/common/rules/signingRules';
import type { Pool } from 'pg';
import { ALL } from '@conectasst/common/rules/accountLimits';
import { STATE_CODES, isStateCode } from '@conectasst/common/rules/accountRules';
import { isCityOf, municipalitiesOf } from '@conectasst/common/rules/brazilianRegions';
import { toSlug } from '@conectasst/common/text/slug';
import { demandPlaces } from '@conectasst/projections/demands/demandsQueries';
import { activeNrsWithDates } from '@conectasst/projections/nrs/nrsQueries';
import { activeServicesForLanding } from '@conectasst/projections/services/servicesQueries';
import { activeProviderProfiles } from '@conectasst/projections/users/usersQueries';
import { providersMeeting, verifiedCredentialsOf } from '@conectasst/projections/credentials/credentialsQueries';
import { visibleRatingsOf } from '@conectasst/projections/reviews/reviewsQueries';

/**
 * What the landing pages (/servicos, /nr; ADR 0120) read from the read models: the active catalogue, the active
 * providers' reach, and the places demands were filed. One place decides which regions a service has pages for and how
 * many providers serve each, for the pages and for the sitemap alike.
 */

export interface LandingNr {
  id: number;
  /** The NR's number (`NR-4 - …` → 4): its address `/nr/4`. */
  number: number;
  name: string;
  updatedAt: Date;
}

export interface LandingService {
  id: number;
  /** The address form of the name, unique among active services (`/servicos/<slug>`). */
  slug: string;
  /** The address forms of its names before each rename: they answer 301 to `slug` (ADR 0164). */
  formerSlugs: string[];
  name: string;
  areaId: number;
  areaName: string | null;
  nrIds: number[];
  /** Its active NRs with a number (catalogue order). */
  nrs: LandingNr[];
  /** Why the diagnosis lists it (the admin's text), when it is marked. */
  reason: string | null;
  /** Who may sign it (ADR 0169), null = anyone. */
  signing: SigningRule | null;
  updatedAt: Date;
}

export interface LandingCatalogue {
  services: LandingService[];
  /** Active NRs with a number, one per number (the lowest id), by number. */
  nrs: LandingNr[];
  lastChange: Date | undefined;
}

/** An active provider's profile: what it serves and where ('All' = every state / every city of its states). */
export interface ProviderReach {
  id: string;
  /** The public name (company or person), as on its page. */
  name: string;
  /** "Parceiro desde". */
  since: Date;
  areaIds: number[];
  nrIds: number[];
  ufs: string[];
  /** A set, not a list: pages and the sitemap ask it once per city (5,571 names with a national profile, ADR 0156). */
  cities: ReadonlySet<string>;
  updatedAt: Date;
}

/** Where demands for a service were filed (published, not deleted), and when the last one was. */
export interface DemandPlace {
  serviceId: number;
  uf: string;
  city: string;
  at: Date;
}

const NR_NUMBER = /^\s*NR\s*-?\s*0*(\d{1,3})(?!\d)/i;

/** The number of an NR by its name (`NR-4 - SESMT` → 4, `NR 35` → 35); undefined when the name carries none. */
export function nrNumberOf(name: string): number | undefined {
  const found = NR_NUMBER.exec(name);
  return found ? Number(found[1]) : undefined;
}

/** Slugs unique among the services: the lowest id keeps the plain slug, a later service with the same one gets `-<id>`. */
export function assignSlugs<T extends { id: number; name: string }>(services: T[]): (T & { slug: string })[] {
  const taken = new Set<string>();
  return [...services]
    .sort((a, b) => a.id - b.id)
    .map((s) => {
      let slug = toSlug(s.name) || `servico-${s.id}`;
      if (taken.has(slug)) slug = `${slug}-${s.id}`;
      taken.add(slug);
      return { ...s, slug };
    });
}

export const latest = (...dates: (Date | undefined)[]): Date | undefined =>
  dates.reduce<Date | undefined>((max, d) => (d && (!max || d > max) ? d : max), undefined);

/** The active services and NRs. */
export async function loadCatalogue(pool: Pool): Promise<LandingCatalogue> {
  const [nrRows, serviceRows] = await Promise.all([activeNrsWithDates(pool), activeServicesForLanding(pool)]);
  const byNumber = new Map<number, LandingNr>();
  const byId = new Map<number, LandingNr>();
  for (const row of nrRows) {
    const number = nrNumberOf(row.name);
    if (number === undefined) continue;
    const nr = { id: row.id, number, name: row.name, updatedAt: row.updated_at };
    byId.set(row.id, nr);
    if (!byNumber.has(number)) byNumber.set(number, nr);
  }
  const services = assignSlugs(
    serviceRows.map((r) => ({
      id: r.id,
      name: r.name,
      formerSlugs: r.former_names.map(toSlug).filter((slug) => slug !== ''),
      areaId: r.area_id,
      areaName: r.area_name,
      nrIds: r.nr_ids,
      nrs: r.nr_ids.map((id) => byId.get(id)).filter((nr): nr is LandingNr => nr !== undefined),
      reason: r.reason,
      signing: r.signing,
      updatedAt: r.updated_at,
    })),
  );
  const nrs = [...byNumber.values()].sort((a, b) => a.number - b.number);
  return { services, nrs, lastChange: latest(...services.map((s) => s.updatedAt), ...nrRows.map((r) => r.updated_at)) };
}

/**
 * The active providers (type provider, Ativo, neither removed nor erased) with a service profile; only those that can
 * serve `service` when one is given (the same match as the demand listing and alerts: its area or one of its NRs).
 */
export async function loadProviders(
  pool: Pool,
  service?: { areaId: number; nrIds: number[] },
): Promise<ProviderReach[]> {
  return (await activeProviderProfiles(pool, service)).map((r) => ({
    id: r.id,
    name: r.name,
    since: r.created_at,
    areaIds: r.area_ids,
    nrIds: r.nr_ids,
    ufs: r.ufs,
    cities: new Set(r.cities),
    updatedAt: r.at,
  }));
}

/** Where published, not deleted demands were filed, per service (all services when none is given). */
export async function loadDemandPlaces(pool: Pool, serviceId?: number): Promise<DemandPlace[]> {
  return (await demandPlaces(pool, serviceId)).map((r) => ({
    serviceId: r.service_id,
    uf: r.uf,
    city: r.city,
    at: r.at,
  }));
}

/** A provider can take demands for the service (its area or one of its NRs). */
export const servesService = (p: ProviderReach, s: { areaId: number; nrIds: number[] }): boolean =>
  p.areaIds.includes(s.areaId) || p.nrIds.some((id) => s.nrIds.includes(id));

/** A provider serves the state (by name or nationwide) and, when given, the city (by name or every city of its states). */
export const servesPlace = (p: ProviderReach, uf: string, city?: string): boolean =>
  (p.ufs.includes(ALL) || p.ufs.includes(uf)) && (city === undefined || p.cities.has(ALL) || p.cities.has(city));

export interface Reach {
  /** How many active providers serve the place. */
  providers: number;
  /** The last change among them. */
  at: Date | undefined;
  /** Those providers (the page lists the best rated of them). */
  serving: ProviderReach[];
}

export function reachOf(providers: ProviderReach[], uf?: string, city?: string): Reach {
  const serving = uf === undefined ? providers : providers.filter((p) => servesPlace(p, uf, city));
  return { providers: serving.length, at: latest(...serving.map((p) => p.updatedAt)), serving };
}

/** A provider as a landing page lists it: public facts only (its page has the rest), never a contact. */
export interface ListedProvider {
  id: string;
  name: string;
  since: Date;
  rating: { average: number | null; count: number };
  /** Registries an admin verified. */
  credentials: string[];
  /** The service has a "quem pode assinar" rule and this provider meets it (ADR 0169, 0177): "Assinatura habilitada ✔". */
  maySign: boolean;
}

/** How many providers a landing page lists (best rated first); the count says how many there are in all. */
export const LISTED_PROVIDERS = 12;

/**
 * The providers a page lists out of those its count refers to: for a service with a "quem pode assinar" rule, those
 * who may sign it first (issue 38: "the relevance order prefers providers who may sign", ADR 0177); then best rated,
 * most reviewed, oldest partner. `signing`: the rules of the page's services (none on an NR page or an unsigned service).
 */
export async function listProviders(
  pool: Pool,
  serving: readonly ProviderReach[],
  signing: readonly SigningRule[] = [],
): Promise<ListedProvider[]> {
  if (serving.length === 0) return [];
  const ids = serving.map((p) => p.id);
  const [ratings, credentials, signers] = await Promise.all([
    visibleRatingsOf(pool, ids),
    verifiedCredentialsOf(pool, ids),
    providersMeeting(pool, signing, ids),
  ]);
  return serving
    .map((p) => ({
      id: p.id,
      name: p.name,
      since: p.since,
      rating: ratings.get(p.id) ?? { average: null, count: 0 },
      credentials: (credentials.get(p.id) ?? []).map((c) => c.label),
      maySign: signers.has(p.id),
    }))
    .sort(
      (a, b) =>
        Number(b.maySign) - Number(a.maySign) ||
        (b.rating.average ?? 0) - (a.rating.average ?? 0) ||
        b.rating.count - a.rating.count ||
        a.since.getTime() - b.since.getTime() ||
        a.id.localeCompare(b.id),
    )
    .slice(0, LISTED_PROVIDERS);
}

/** A municipality's slug, worked out once per name: only IBGE names reach it (`isCityOf`), so it holds at most 5,571. */
const citySlugs = new Map<string, string>();
const citySlug = (name: string): string => {
  let slug = citySlugs.get(name);
  if (slug === undefined) citySlugs.set(name, (slug = toSlug(name)));
  return slug;
};
/** Portuguese order of city names (one collator, not one `localeCompare` with a locale per comparison). */
const byCityName = new Intl.Collator('pt-BR').compare;

export interface CityRegion {
  name: string;
  slug: string;
  /** The last demand filed there or change of a provider naming it. */
  at: Date;
}

export interface StateRegion {
  uf: string;
  at: Date;
  /** By slug. */
  cities: Map<string, CityRegion>;
}

/**
 * The regions a service has pages for (ADR 0120): every state an active provider of the service serves (a nationwide
 * provider serves all 27), the cities such a provider names in its profile, and the states and cities where a demand
 * for it was filed. A provider serving every city of its states ('All' cities) counts in every city page of those
 * states but creates no city page by itself (5,570 thin pages). By state code, sorted.
 */
export function regionsOf(providers: ProviderReach[], places: DemandPlace[]): Map<string, StateRegion> {
  const states = new Map<string, StateRegion>();
  const addState = (uf: string, at: Date) => {
    const state = states.get(uf) ?? { uf, at, cities: new Map<string, CityRegion>() };
    if (at > state.at) state.at = at;
    states.set(uf, state);
    return state;
  };
  const addCity = (uf: string, name: string, at: Date) => {
    if (!isCityOf(uf, name)) return;
    const state = addState(uf, at);
    const slug = citySlug(name);
    const city = state.cities.get(slug);
    if (!city) state.cities.set(slug, { name, slug, at });
    else if (at > city.at) city.at = at;
  };
  for (const p of providers) {
    if (p.ufs.includes(ALL)) for (const uf of STATE_CODES) addState(uf, p.updatedAt);
    const named = new Set([...p.cities].filter((city) => city !== ALL));
    for (const uf of p.ufs) {
      if (uf === ALL || !isStateCode(uf)) continue;
      addState(uf, p.updatedAt);
      // The shorter of the two lists is walked: a profile naming every city costs the table once, not once per state.
      const stateCities = municipalitiesOf(uf);
      if (named.size <= stateCities.length) for (const city of named) addCity(uf, city, p.updatedAt);
      else for (const city of stateCities) if (named.has(city)) addCity(uf, city, p.updatedAt);
    }
  }
  for (const place of places) {
    if (!isStateCode(place.uf)) continue;
    addState(place.uf, place.at);
    addCity(place.uf, place.city, place.at);
  }
  const sorted = new Map([...states.entries()].sort(([a], [b]) => a.localeCompare(b)));
  for (const state of sorted.values())
    state.cities = new Map([...state.cities.entries()].sort(([, a], [, b]) => byCityName(a.name, b.name)));
  return sorted;
}
