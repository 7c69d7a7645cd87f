import type { SubjectDataExport } from '@conectasst/common/api/lgpd';
import { controllerLine, type LgpdController } from '@conectasst/common/rules/lgpdRules';
import { maskContacts } from '@conectasst/common/text/contactMask';
import type { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { isPiiEnvelope } from '@conectasst/events/catalogue/eventCatalogue';
import type { EventStore } from '@conectasst/events/eventStore';
import { credentialsStream } from '@conectasst/events/schemas/credentialEvents';
import { demandAlertsStream, demandStream } from '@conectasst/events/schemas/demandEvents';
import { fiscalDataStream, invoiceStream } from '@conectasst/events/schemas/invoiceEvents';
import { leadReportStream } from '@conectasst/events/schemas/leadReportEvents';
import { legalAcceptanceStream } from '@conectasst/events/schemas/legalEvents';
import { lgpdStream } from '@conectasst/events/schemas/lgpdEvents';
import { orderStream } from '@conectasst/events/schemas/orderEvents';
import { proposalStream } from '@conectasst/events/schemas/proposalEvents';
import { reviewsStream } from '@conectasst/events/schemas/reviewEvents';
import { userStream } from '@conectasst/events/schemas/userEvents';
import { walletStream } from '@conectasst/events/schemas/walletEvents';

/**
 * Where a subject's data is read (ADR 0167, ADR 0173): `own` streams are theirs alone (every event goes, with any field
 * of another person left out); `shared` streams hold other people's records too, and give only the events under the
 * subject's key, naming them as their subject, or about them (`providerId`/`directProviderId` is the subject).
 */
export interface SubjectStreams {
  own: readonly string[];
  shared: readonly string[];
}

/** The requester of one demand: that demand's streams (the link proves that mailbox) and their LGPD requests. */
export const requesterStreams = (demandId: number, requesterId: string): SubjectStreams => ({
  own: [lgpdStream(requesterId)],
  shared: [demandStream(demandId), reviewsStream(demandId)],
});

/**
 * Everything held about a provider (ADR 0173): account, details, registries, alert channels (WhatsApp opt-in, push),
 * acceptances, LGPD requests, wallet (credits, seats, refunds, reversals), their orders and NFS-e, and for every demand
 * they held a seat on or were asked for directly: their proposal and lead-report streams (own) and, from the demand and
 * its reviews, what concerns them (their seat, the direct request, the reviews written about them and their replies).
 * Demand ids come from the wallet's reservations and the direct requests (`directDemandIds`), order ids from its purchases.
 */
export async function providerStreams(
  store: EventStore,
  providerId: string,
  directDemandIds: readonly number[],
): Promise<SubjectStreams> {
  const wallet = await store.read(walletStream(providerId));
  const demandIds = new Set(directDemandIds);
  const orderIds = new Set<number>();
  for (const e of wallet) {
    if (typeof e.data.demandId === 'number') demandIds.add(e.data.demandId);
    if (e.type === 'CreditsPurchased' && typeof e.data.orderId === 'number') orderIds.add(e.data.orderId);
  }
  const demands = [...demandIds].sort((a, b) => a - b);
  const orders = [...orderIds].sort((a, b) => a - b);
  return {
    own: [
      userStream(providerId),
      credentialsStream(providerId),
      demandAlertsStream(providerId),
      legalAcceptanceStream(providerId),
      fiscalDataStream(providerId),
      lgpdStream(providerId),
      walletStream(providerId),
      ...orders.flatMap((o) => [orderStream(o), invoiceStream(o)]),
      ...demands.flatMap((d) => [proposalStream(d, providerId), leadReportStream(d, providerId)]),
    ],
    shared: demands.flatMap((d) => [demandStream(d), reviewsStream(d)]),
  };
}

/**
 * Fields of another person kept in an event about the subject: the words of a review written about a provider, which
 * the provider already reads (and may answer) in their dashboard, with contacts masked as everywhere they are shown.
 */
const WORDS_ABOUT_THE_SUBJECT: Record<string, readonly string[]> = {
  ReviewWritten: ['comment'],
  ReviewEdited: ['comment'],
};
/** Secrets, not data about the person: a password's or a code's hash never leaves in a file someone may lose. */
const SECRETS = ['passwordHash', 'codeHash'] as const;
/** Ids of another person left out of an event about the subject. */
const OTHER_PEOPLE_IDS = ['requesterId'] as const;

/**
 * A data subject's own data (LGPD art. 18 II, ADR 0167, ADR 0173): the events of `streams` (see {@link SubjectStreams}),
 * decoded with the subject's key; a personal field of anyone else (under their key, or written in plain text before it
 * moved under one) is left out, so nothing of another person goes with it.
 */
export async function subjectData(
  deps: { store: EventStore; catalogue: EventCatalogue; config: { lgpdController: LgpdController } },
  subject: SubjectDataExport['subject'],
  subjectId: string,
  streams: SubjectStreams,
  now: Date,
): Promise<SubjectDataExport> {
  const definitions = new Map(deps.catalogue.definitions().map((d) => [d.type, d]));
  const own = new Set(streams.own);
  const events: SubjectDataExport['events'] = [];
  for (const stream of [...streams.own, ...streams.shared]) {
    const recorded = await deps.store.read(stream);
    if (recorded.length === 0) continue;
    const decoded = await deps.catalogue.decodeMany(recorded);
    recorded.forEach((raw, i) => {
      const envelopes = Object.entries(raw.data).filter(([, value]) => isPiiEnvelope(value));
      const underKey = envelopes.some(([, value]) => isPiiEnvelope(value) && value.s === subjectId);
      const def = definitions.get(raw.type);
      const data = { ...decoded[i]!.data };
      let eventSubject: unknown;
      try {
        eventSubject = def?.subject?.(data);
      } catch {
        eventSubject = undefined;
      }
      const named = !!def && def.personalData.length > 0 && eventSubject === subjectId;
      const about = data.providerId === subjectId || data.directProviderId === subjectId;
      if (!own.has(stream) && !underKey && !named && !about) return;
      const kept = eventSubject === subjectId ? [] : (WORDS_ABOUT_THE_SUBJECT[raw.type] ?? []);
      // Fields under another person's key, or another subject's fields still in plain text, are theirs.
      for (const [field, value] of envelopes)
        if (isPiiEnvelope(value) && value.s !== subjectId && !kept.includes(field)) delete data[field];
      if (def && eventSubject !== undefined && eventSubject !== subjectId)
        for (const field of def.personalData) if (!kept.includes(field)) delete data[field];
      for (const field of kept) if (typeof data[field] === 'string') data[field] = maskContacts(data[field]);
      for (const field of SECRETS) delete data[field];
      if (!underKey && !named) for (const field of OTHER_PEOPLE_IDS) if (data[field] !== subjectId) delete data[field];
      events.push({
        stream,
        type: raw.type,
        version: def?.version ?? raw.version,
        recordedAt: raw.recordedAt.toISOString(),
        data,
      });
    });
  }
  return { subject, exportedAt: now.toISOString(), controller: controllerLine(deps.config.lgpdController), events };
}

/** `Content-Disposition` of an export: a JSON file named after the subject's kind and the day. */
export const exportHeaders = (name: string, now: Date) => ({
  'Content-Disposition': `attachment; filename="meus-dados-${name}-${now.toISOString().slice(0, 10)}.json"`,
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
});
