import type { LgpdController } from '@conectasst/common/rules/lgpdRules';
import type { Pool } from 'pg';
import type { AuthUser } from '@conectasst/platform/auth/tokens';
import type { RouteDeps } from '@conectasst/platform/http/route';
import type { CepLookup } from '@conectasst/platform/cep/cepLookup';
import type { CnpjLookup } from '@conectasst/platform/cnpj/cnpjLookup';
import type { PageCache } from './site/pageCache';

/** Which audit screen was shown to whom, about which stream (`wallet-<id>`, `demand-12`), with which page and filters. */
export type AuditViewTrail = (
  viewer: AuthUser,
  view: { screen: string; streamId: string; detail: string },
) => Promise<void>;

export interface QueryDeps {
  /** Read models (the projections' tables). */
  pool: Pool;
  route: RouteDeps;
  /**
   * Records that an analyst was shown an audit screen (ADR 0178, amended): an `AuditScreenViewed` in the log's audit
   * stream of the viewer, like the stream browser's views. The query side writes nothing else. The host always gives
   * it; without it an analyst's audit read is refused (503), never served unrecorded.
   */
  recordAuditView?: AuditViewTrail;
  /** Local mode: the sandbox checkout's read call exists. */
  checkoutSandbox?: boolean;
  /** Postal-code lookup (ViaCEP adapter, or none). */
  cepLookup?: CepLookup;
  /** Lookups per client address and minute (`CEP_LOOKUPS_PER_MINUTE_PER_IP`); unlimited when unset. */
  cepLookupsPerMinutePerIp?: number;
  /** CNPJ lookup (BrasilAPI adapter with its cache, the sandbox fixtures, or off; docs/cnpj.md). */
  cnpjLookup?: CnpjLookup;
  /** Lookups per client address and minute (`CNPJ_LOOKUPS_PER_MINUTE_PER_IP`); unlimited when unset. */
  cnpjLookupsPerMinutePerIp?: number;
  /** The controller and its encarregado (LGPD), filled into the legal texts; ConectaSST with nothing else when unset. */
  lgpdController?: LgpdController;
  /** The site's address (`PUBLIC_URL`), for the absolute URLs of robots.txt and sitemap.xml. */
  publicUrl?: string;
  /** The clock of the read routes (link expiry, "today" of the dashboard, the insights' period); the system clock when unset. */
  now?: () => Date;
  /** The cache of the server-rendered public pages, shared by their routers (ADR 0174); each router makes its own when unset. */
  pageCache?: PageCache;
  /** Its bound in bytes (`PAGE_CACHE_MAX_BYTES`). */
  pageCacheMaxBytes?: number;
}

/** The time a read is answered at: the injected clock, or the system's. */
export const nowOf = (deps: Pick<QueryDeps, 'now'>): Date => (deps.now ? deps.now() : new Date());
