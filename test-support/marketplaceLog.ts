import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { STATE_CODES, citiesOf } from '@conectasst/common/rules/accountRules';
import {
  BRANCHES,
  CONTACT_PREFERENCES,
  DEMAND_OPEN_DAYS,
  EMPLOYEE_RANGES,
  MAX_SUBSCRIBERS,
  NEEDED_BY,
  NEEDED_BY_DAYS,
} from '@conectasst/common/rules/demandRules';
import type { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import type { LogPosition } from '@conectasst/events/envelope';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { areaStream } from '@conectasst/events/schemas/areaEvents';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { nrStream } from '@conectasst/events/schemas/nrEvents';
import { orderStream } from '@conectasst/events/schemas/orderEvents';
import { packageStream } from '@conectasst/events/schemas/packageEvents';
import { serviceStream } from '@conectasst/events/schemas/serviceEvents';
import { documentClaimStream, emailClaimStream, userStream } from '@conectasst/events/schemas/userEvents';
import { walletStream } from '@conectasst/events/schemas/walletEvents';
import {
  referenceAreas,
  referenceNrs,
  referenceServices,
  nrName,
} from '@conectasst/command-service/referenceData/referenceCatalogue';
import { copyRows } from '@conectasst/projections/bulkLoad';
import type { System } from '../host/src/system';
import { seededRandom } from './seededRandom';
import { DAY_MS } from '@conectasst/common/rules/time';

/** One event of the generated log, before encoding: its stream, its domain data and when it happened. */
export interface LogEvent {
  streamId: string;
  type: string;
  data: Record<string, unknown>;
  at: Date;
  metadata: Record<string, unknown>;
}

export interface CatalogueRefs {
  areaIds: number[];
  nrIds: number[];
  services: { id: number; name: string; areaId: number; nrIds: number[] }[];
  packages: { id: number; name: string; credits: number; priceCents: number }[];
}

export interface MarketplaceShape {
  providers: number;
  demands: number;
  /** Average seats taken per demand (0–5): each is reserve → seat → spend on the provider's wallet and the demand. */
  subscriptionsPerDemand: number;
  /** Credits an admin grants each provider at sign-up (CreditsAdjusted); 0: providers buy packages when short. */
  grantedCredits?: number;
  firstDemandId?: number;
  firstOrderId?: number;
  /** The catalogue to refer to (a running system's); absent: the reference catalogue is generated as events too. */
  catalogue?: CatalogueRefs;
  /** The last demand is filed at this instant; the others spread over the 30 days before. */
  now: Date;
  seed: number;
}

export interface GeneratedProvider {
  id: string;
  email: string;
}

const CAPITALS: Record<string, string> = {
  SP: 'São Paulo',
  RJ: 'Rio de Janeiro',
  MG: 'Belo Horizonte',
  PR: 'Curitiba',
  RS: 'Porto Alegre',
  SC: 'Florianópolis',
  BA: 'Salvador',
};
/** Demand volume by state, roughly by the number of formal jobs; the remaining states share the rest evenly. */
const UF_WEIGHTS: [string, number][] = [
  ['SP', 0.35],
  ['RJ', 0.15],
  ['MG', 0.12],
  ['PR', 0.08],
  ['RS', 0.07],
  ['SC', 0.06],
  ['BA', 0.05],
];
const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elaine',
  'Fábio',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
];
const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Lima',
  'Pereira',
  'Costa',
  'Rodrigues',
  'Almeida',
  'Nascimento',
  'Ferreira',
  'Teixeira',
];
const COMPANY_TYPES = [
  'Supermercado',
  'Metalúrgica',
  'Construtora',
  'Transportadora',
  'Hospital',
  'Escola',
  'Restaurante',
  'Indústria química',
  'Frigorífico',
  'Oficina mecânica',
];
const ABOUT = [
  '',
  '',
  'Precisamos renovar os laudos até o fim do mês.',
  'Empresa com duas unidades na mesma cidade.',
  'Primeira contratação deste serviço.',
  'Temos turnos noturnos.',
];
const ADMIN = { userId: 'admin-bench', role: 'admin' };
/** Demands confirmed by the requester's e-mail link once the catalogue has that step; published at once before it. */
const CONFIRMATION = allEventDefinitions.some((d) => (d.type as string) === 'DemandPublished');

/** What every part of the generator shares: the seeded random draws and the log being written. */
interface Generator {
  random: () => number;
  pick: <T>(items: readonly T[]) => T;
  uuid: () => string;
  push: (
    streamId: string,
    type: string,
    data: Record<string, unknown>,
    at: number,
    metadata: Record<string, unknown>,
  ) => void;
  pickUf: () => string;
  pickCity: (uf: string) => string;
}
type Provider = GeneratedProvider & { balance: number; grow: number };

/**
 * A deterministic marketplace history: (the catalogue,) providers signing up with their company details and service
 * profile, demands filed over 30 days, providers subscribing (reserve → seat → spend, sometimes refused and released),
 * buying packages when short of credits, and admins closing, editing or deleting a few demands. Same seed → same log.
 */
export function generateMarketplace(shape: MarketplaceShape): {
  events: LogEvent[];
  providers: GeneratedProvider[];
  demandIds: number[];
  lastOrderId: number;
} {
  const events: LogEvent[] = [];
  const g = generatorOf(shape.seed, events);
  const start = shape.now.getTime() - DEMAND_OPEN_DAYS * DAY_MS;
  const catalogue = shape.catalogue ?? catalogueEvents(g, start - 90 * DAY_MS);
  const providers = signUpProviders(g, shape, catalogue, start);
  let orderId = (shape.firstOrderId ?? 1) - 1;
  const buy = (p: Provider, at: number) => {
    const pkg = g.pick(catalogue.packages);
    const id = ++orderId;
    const me = { userId: p.id, role: 'provider' };
    const token = g.uuid().replace(/-/g, '');
    g.push(
      orderStream(id),
      'OrderPlaced',
      {
        orderId: id,
        providerId: p.id,
        packageId: pkg.id,
        packageName: pkg.name,
        credits: pkg.credits,
        priceCents: pkg.priceCents,
        token,
      },
      at,
      me,
    );
    const method = g.random() < 0.8 ? 'card' : 'boleto';
    if (method === 'boleto') g.push(orderStream(id), 'BoletoIssued', { orderId: id }, at + 1_000, me);
    g.push(orderStream(id), 'PaymentConfirmed', { orderId: id, method, paymentId: `bench-${id}` }, at + 2_000, me);
    g.push(
      walletStream(p.id),
      'CreditsPurchased',
      { providerId: p.id, orderId: id, packageId: pkg.id, credits: pkg.credits, priceCents: pkg.priceCents, method },
      at + 2_000,
      me,
    );
    p.balance += pkg.credits;
  };
  // Demands over 30 days; each draws its subscribers among the providers (more active providers subscribe more).
  const demandIds: number[] = [];
  for (let i = 0; i < shape.demands; i++) {
    const demandId = (shape.firstDemandId ?? 1) + i;
    demandIds.push(demandId);
    const at =
      shape.demands > 1
        ? start + Math.floor((i / (shape.demands - 1)) * DEMAND_OPEN_DAYS * DAY_MS)
        : shape.now.getTime();
    fileDemand(g, demandId, at, catalogue.services, providers, shape.subscriptionsPerDemand, buy);
  }
  // The log order is the order of generation: each stream's events in their causal order (balances never negative).
  return { events, providers: providers.map(({ id, email }) => ({ id, email })), demandIds, lastOrderId: orderId };
}

function generatorOf(seed: number, events: LogEvent[]): Generator {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const ufs = STATE_CODES.filter((uf) => citiesOf(uf).length > 0);
  return {
    random,
    pick,
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
      hex[12] = '4';
      hex[16] = '89ab'[Math.floor(random() * 4)]!;
      const h = hex.join('');
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
    push: (streamId, type, data, at, metadata) =>
      void events.push({ streamId, type, data, at: new Date(at), metadata }),
    pickUf: () => {
      let r = random();
      for (const [uf, weight] of UF_WEIGHTS) if ((r -= weight) < 0) return uf;
      return pick(ufs);
    },
    pickCity: (uf) => (random() < 0.6 ? (CAPITALS[uf] ?? citiesOf(uf)[0]!) : pick(citiesOf(uf).slice(0, 40))),
  };
}

/** The reference catalogue (areas, NRs, services) and four credit packages, created by the system at `at`. */
function catalogueEvents({ push }: Generator, at: number): CatalogueRefs {
  const system = { userId: 'system', role: 'system' };
  const areaIds = referenceAreas.map(
    (area, i) => (push(areaStream(i + 1), 'AreaCreated', { areaId: i + 1, name: area.name }, at, system), i + 1),
  );
  const areaOf = (key: string) => referenceAreas.findIndex((a) => a.key === key) + 1;
  const nrIdOf = new Map<number, number>();
  referenceNrs.forEach((nr, i) => {
    nrIdOf.set(nr.number, i + 1);
    push(nrStream(i + 1), 'NrCreated', { nrId: i + 1, name: nrName(nr), areaId: areaOf(nr.area) }, at, system);
    if (nr.revoked) push(nrStream(i + 1), 'NrDeactivated', { nrId: i + 1 }, at, system);
  });
  const services = referenceServices.map((s, i) => {
    const service = {
      id: i + 1,
      name: s.name,
      areaId: areaOf(s.area),
      nrIds: s.nrs.map((n) => nrIdOf.get(n)!).filter(Boolean),
    };
    push(
      serviceStream(service.id),
      'ServiceCreated',
      { serviceId: service.id, name: service.name, areaId: service.areaId, nrIds: service.nrIds },
      at,
      system,
    );
    return service;
  });
  const packages = [
    { id: 1, name: 'Inicial', credits: 30, priceCents: 8_970 },
    { id: 2, name: 'Essencial', credits: 100, priceCents: 27_900 },
    { id: 3, name: 'Profissional', credits: 250, priceCents: 62_250 },
    { id: 4, name: 'Empresarial', credits: 600, priceCents: 131_400 },
  ];
  for (const p of packages)
    push(
      packageStream(p.id),
      'PackageCreated',
      { packageId: p.id, name: p.name, credits: p.credits, demands: p.credits / 10, priceCents: p.priceCents },
      at,
      system,
    );
  return { areaIds, nrIds: [...nrIdOf.values()], services, packages };
}

/** Providers sign up over the 60 days before the first demand, with company details and a service profile. */
function signUpProviders(g: Generator, shape: MarketplaceShape, catalogue: CatalogueRefs, start: number): Provider[] {
  const { random, pick, push } = g;
  const providers: Provider[] = [];
  for (let i = 0; i < shape.providers; i++) {
    const id = g.uuid();
    const at = start - 60 * DAY_MS + Math.floor((i / Math.max(1, shape.providers)) * 60 * DAY_MS);
    const name = pick(FIRST_NAMES);
    const surname = pick(SURNAMES);
    const email = `parceiro${i + 1}@bench.conectasst.com.br`;
    const me = { userId: id, role: 'provider' };
    push(emailClaimStream(email), 'EmailClaimed', { userId: id }, at, me);
    push(
      userStream(id),
      'UserRegistered',
      {
        userId: id,
        type: 'provider',
        name,
        surname,
        email,
        phone: `11987${String(i).padStart(6, '0')}`,
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2g$YmVuY2hiZW5jaGJlbmNoYmVuY2hiZW5jaGJlbmNo',
      },
      at,
      me,
    );
    const cnpj = String(10_000_000_000_000 + i * 7919).slice(0, 14);
    push(documentClaimStream('cnpj', cnpj), 'DocumentClaimed', { userId: id, kind: 'cnpj' }, at + 60_000, me);
    push(
      userStream(id),
      'CompanyDetailsProvided',
      {
        userId: id,
        fantasyname: `${surname} SST`,
        corporatename: `${surname} Consultoria em SST Ltda`,
        cnpj,
        cep: '01310100',
        street: '01310100 - Avenida Paulista - 1000 - ',
        ddd: '11',
        phone: `987${String(i).padStart(6, '0')}`,
        name,
        surname,
        department: 'Diretoria',
        role: 'Sócio(a)',
        register: '',
        socialnetwork: '',
      },
      at + 60_000,
      me,
    );
    const areas = [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(catalogue.areaIds)))];
    const nrs = [...new Set(Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(catalogue.nrIds)))];
    const uf = g.pickUf();
    const national = random() < 0.2;
    push(
      userStream(id),
      'ServiceProfileSet',
      {
        userId: id,
        areaIds: areas,
        nrIds: nrs,
        esocial: 'Sim',
        software: null,
        ufs: national ? ['All'] : [uf],
        cities: national || random() < 0.5 ? ['All'] : [g.pickCity(uf)],
      },
      at + 120_000,
      me,
    );
    const granted = shape.grantedCredits ?? 0;
    if (granted > 0)
      push(
        walletStream(id),
        'CreditsAdjusted',
        {
          providerId: id,
          delta: granted,
          balanceBefore: 0,
          balanceAfter: granted,
          reason: 'Créditos de carga (benchmark)',
        },
        at + 180_000,
        ADMIN,
      );
    providers.push({ id, email, balance: granted, grow: 0.2 + random() });
  }
  return providers;
}

/** One demand filed at `at` (published once confirmation exists), its fate (deleted, edited, closed) and its seats. */
function fileDemand(
  g: Generator,
  demandId: number,
  at: number,
  services: CatalogueRefs['services'],
  providers: Provider[],
  subscriptionsPerDemand: number,
  buy: (p: Provider, at: number) => void,
): void {
  const { random, pick, push } = g;
  const span = DEMAND_OPEN_DAYS * DAY_MS;
  const chosen = [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(services)))];
  const uf = g.pickUf();
  const requesterId = g.uuid();
  const name = pick(FIRST_NAMES);
  const corporateName = `${pick(SURNAMES)} ${pick(COMPANY_TYPES)} Ltda`;
  const stream = demandStream(demandId);
  const requester = { userId: 'requester', role: 'public' };
  const neededBy = pick(NEEDED_BY);
  const neededByDays = NEEDED_BY_DAYS[neededBy];
  push(
    stream,
    'DemandFiled',
    {
      demandId,
      requesterId,
      serviceIds: chosen.map((s) => s.id),
      title: chosen
        .map((s) => s.name)
        .join(', ')
        .slice(0, 300),
      branch: pick(BRANCHES.slice(0, 3)),
      companyType: pick(COMPANY_TYPES),
      employees: pick(EMPLOYEE_RANGES),
      neededBy,
      uf,
      city: g.pickCity(uf),
      neighbourhood: 'Centro',
      contactPreference: pick(CONTACT_PREFERENCES),
      about: pick(ABOUT),
      expiresAt: new Date(at + span).toISOString(),
      consentAt: new Date(at).toISOString(),
      requesterName: name,
      requesterSurname: pick(SURNAMES),
      requesterEmail: `pedido${demandId}@cliente.com.br`,
      requesterPhone: `21987${String(demandId % 1_000_000).padStart(6, '0')}`,
      corporateName,
      department: 'Proprietário(a) / CEO',
      role: '',
      confirmationRequired: CONFIRMATION,
      activity: '',
      cnae: '',
      employeesPerSite: null,
      deadline: neededByDays === null ? null : new Date(at + neededByDays * DAY_MS).toISOString(),
    },
    at,
    requester,
  );
  if (CONFIRMATION)
    push(
      stream,
      'DemandPublished',
      { demandId, via: 'email', at: new Date(at + 300_000).toISOString() },
      at + 300_000,
      requester,
    );

  const fate = random();
  if (fate < 0.01) {
    push(stream, 'DemandDeleted', { demandId }, at + 3_600_000, ADMIN);
    return;
  }
  if (fate < 0.04) {
    push(
      stream,
      'DemandEdited',
      {
        demandId,
        requesterId,
        requesterName: name,
        requesterSurname: 'Revisado',
        requesterEmail: `pedido${demandId}@cliente.com.br`,
        requesterPhone: '21987654321',
        corporateName,
        companyType: pick(COMPANY_TYPES),
        neighbourhood: 'Centro',
        about: 'Atualizado pelo administrador.',
      },
      at + 3_600_000,
      ADMIN,
    );
  }
  const seats = Math.min(5, Math.floor(subscriptionsPerDemand * 2 * random() + random()));
  const taken = new Set<string>();
  for (let s = 0; s < seats && providers.length > 0; s++) {
    const p = providers[Math.floor(Math.pow(random(), 1.5) * providers.length)]!;
    if (taken.has(p.id)) continue;
    const t = at + (s + 1) * 1_000;
    if (p.balance < 10) buy(p, t - 60_000);
    const me = { userId: p.id, role: 'provider' };
    const reservation = { providerId: p.id, reservationId: g.uuid(), demandId, credits: 10 };
    push(walletStream(p.id), 'CreditsReserved', reservation, t, me);
    if (random() < 0.02) {
      // Refused at the seat (e.g. a sixth provider in the same second): the credits come back.
      push(
        walletStream(p.id),
        'CreditsReleased',
        { ...reservation, reason: 'Esta demanda já atingiu o limite de 5 inscritos.' },
        t + 50,
        me,
      );
      continue;
    }
    taken.add(p.id);
    push(
      stream,
      'ProviderSubscribed',
      { demandId, providerId: p.id, reservationId: reservation.reservationId },
      t + 20,
      me,
    );
    // The 5th seat closes the demand by itself (ADR 0082).
    if (taken.size === MAX_SUBSCRIBERS) push(stream, 'DemandClosed', { demandId, reason: 'full' }, t + 20, me);
    push(walletStream(p.id), 'CreditsSpent', reservation, t + 40, me);
    p.balance -= 10;
  }
  if (fate > 0.95 && taken.size < MAX_SUBSCRIBERS)
    push(stream, 'DemandClosed', { demandId, reason: 'admin' }, at + 60_000, ADMIN);
}

/**
 * Writes a generated log straight into the event store's tables, in batches of multi-row INSERTs (one transaction per
 * batch, so the batch order is the log order): the same rows `append` writes, minus its per-stream round trips.
 * Events are encoded through the catalogue (validated, personal data encrypted). Only for benchmarks.
 */
export async function writeLog(
  pool: pg.Pool,
  catalogue: EventCatalogue,
  events: readonly LogEvent[],
  batchSize = 5_000,
): Promise<{ position: LogPosition | undefined }> {
  const revisions = new Map<string, number>();
  let position: LogPosition | undefined;
  let pending: Promise<unknown> = Promise.resolve();
  for (let i = 0; i < events.length; i += batchSize) {
    const batch = events.slice(i, i + batchSize);
    // Encoding the next batch overlaps with writing the previous one.
    const encoded = await catalogue.encodeMany(
      batch.map((e) => ({ event: { type: e.type, data: e.data } as never, metadata: e.metadata as never })),
    );
    await pending;
    const unknown = [...new Set(batch.map((e) => e.streamId).filter((s) => !revisions.has(s)))];
    if (unknown.length > 0) {
      const existing = await pool.query<{ stream_id: string; revision: number }>(
        'SELECT stream_id, revision FROM streams WHERE stream_id = ANY($1::text[])',
        [unknown],
      );
      for (const s of unknown) revisions.set(s, 0);
      for (const row of existing.rows) revisions.set(row.stream_id, row.revision);
    }
    const streamRevisions = batch.map((e) => {
      const next = revisions.get(e.streamId)! + 1;
      revisions.set(e.streamId, next);
      return next;
    });
    const heads = new Map<string, number>();
    batch.forEach((e, k) => heads.set(e.streamId, streamRevisions[k]!));
    const rows = batch.map((e, k) => [
      randomUUID(),
      e.streamId,
      streamRevisions[k],
      encoded[k]!.type,
      encoded[k]!.version,
      JSON.stringify(encoded[k]!.data),
      JSON.stringify(encoded[k]!.metadata ?? {}),
      e.at,
    ]);
    pending = copyBatch(pool, rows, heads).then((written) => {
      position = written;
    });
  }
  await pending;
  return { position };
}

/**
 * One batch of the log in one transaction, as one append of many streams would leave it: the events COPied
 * (pg-copy-streams, issue #20: seeding at the database's speed), the streams' heads moved, the wake-up after the commit.
 */
async function copyBatch(pool: pg.Pool, rows: unknown[][], heads: Map<string, number>): Promise<LogPosition> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await copyRows(
      client,
      'events',
      ['event_id', 'stream_id', 'revision', 'event_type', 'event_version', 'data', 'metadata', 'recorded_at'],
      rows,
    );
    await client.query(
      'INSERT INTO streams (stream_id, revision) SELECT * FROM unnest($1::text[], $2::int[]) ON CONFLICT (stream_id) DO UPDATE SET revision = EXCLUDED.revision',
      [[...heads.keys()], [...heads.values()]],
    );
    const written = await client.query<{ transaction_id: string; global_position: string }>(
      'SELECT transaction_id::text AS transaction_id, max(global_position)::text AS global_position FROM events WHERE transaction_id = pg_current_xact_id() GROUP BY transaction_id',
    );
    await client.query("COMMIT; SELECT pg_notify('conectasst_events', '')");
    const row = written.rows[0]!;
    return { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** After writing demands and orders with chosen ids: the id sequences continue after them (PostgresIdAllocator). */
export async function advanceIdSequences(pool: pg.Pool, last: Record<string, number>): Promise<void> {
  for (const [kind, id] of Object.entries(last)) {
    await pool.query(`CREATE SEQUENCE IF NOT EXISTS ids_${kind}`);
    await pool.query(`SELECT setval('ids_${kind}', greatest($1::bigint, (SELECT last_value FROM ids_${kind})))`, [id]);
  }
}

/** The catalogue a running system holds (reference data loaded at start), for generating events that refer to it. */
export async function catalogueOf(pool: pg.Pool): Promise<CatalogueRefs> {
  const [areas, nrs, services, packages] = await Promise.all([
    pool.query<{ id: number }>('SELECT id FROM areas WHERE status ORDER BY id'),
    pool.query<{ id: number }>('SELECT id FROM nrs WHERE status ORDER BY id'),
    pool.query<{ id: number; name: string; area_id: number; nr_ids: number[] }>(
      'SELECT id, name, area_id, nr_ids FROM services WHERE status ORDER BY id',
    ),
    pool.query<{ id: number; name: string; credits: number; price_cents: string }>(
      'SELECT id, name, credits, price_cents FROM packages WHERE status ORDER BY id',
    ),
  ]);
  return {
    areaIds: areas.rows.map((r) => r.id),
    nrIds: nrs.rows.map((r) => r.id),
    services: services.rows.map((r) => ({ id: r.id, name: r.name, areaId: r.area_id, nrIds: r.nr_ids })),
    packages: packages.rows.map((r) => ({
      id: r.id,
      name: r.name,
      credits: r.credits,
      priceCents: Number(r.price_cents),
    })),
  };
}

/**
 * A test system given the benchmarks' seeded marketplace over the catalogue it holds: the generated log written, the
 * id sequences moved past its demands and orders, and every read model caught up with it.
 */
export async function seedMarketplace(
  system: Pick<System, 'pool' | 'readPool' | 'catalogue' | 'runner' | 'store'>,
  shape: Omit<MarketplaceShape, 'catalogue' | 'now'>,
): Promise<ReturnType<typeof generateMarketplace>> {
  const generated = generateMarketplace({ ...shape, catalogue: await catalogueOf(system.readPool), now: new Date() });
  await writeLog(system.pool, system.catalogue, generated.events);
  await advanceIdSequences(system.pool, {
    demand: generated.demandIds.at(-1) ?? 0,
    order: Math.max(1, generated.lastOrderId),
  });
  if (!(await system.runner.waitFor(await system.store.headPosition(), 120_000)))
    throw new Error('The read models did not catch up with the seeded marketplace in 2 minutes.');
  return generated;
}
