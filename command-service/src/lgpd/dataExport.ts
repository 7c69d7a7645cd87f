import type { SubjectDataExport } from '@conectasst/common/api/lgpd';
import { LGPD_CONTROLLER } from '@conectasst/common/rules/lgpdRules';
import type { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { isPiiEnvelope } from '@conectasst/events/catalogue/eventCatalogue';
import type { EventStore } from '@conectasst/events/eventStore';
import { credentialsStream } from '@conectasst/events/schemas/credentialEvents';
import { demandAlertsStream, demandStream } from '@conectasst/events/schemas/demandEvents';
import { legalAcceptanceStream } from '@conectasst/events/schemas/legalEvents';
import { reviewsStream } from '@conectasst/events/schemas/reviewEvents';
import { userStream } from '@conectasst/events/schemas/userEvents';

/** The streams that hold a provider's personal data under their key (ADR 0167). */
export const providerStreams = (providerId: string) => [userStream(providerId), credentialsStream(providerId), demandAlertsStream(providerId), legalAcceptanceStream(providerId)];

/** The streams of one demand that hold its requester's personal data under their key. */
export const requesterStreams = (demandId: number) => [demandStream(demandId), reviewsStream(demandId)];

/**
 * A data subject's own data (LGPD art. 18 II, ADR 0167): every event of `streams` that holds a field under the
 * subject's key (or, written before that field moved under the key, whose definition names the subject), decoded with
 * that key; a field under anyone else's key is left out, so nothing of another person goes with it.
 */
export async function subjectData(
  deps: { store: EventStore; catalogue: EventCatalogue },
  subject: SubjectDataExport['subject'],
  subjectId: string,
  streams: readonly string[],
  now: Date,
): Promise<SubjectDataExport> {
  const definitions = new Map(deps.catalogue.definitions().map((d) => [d.type, d]));
  const events: SubjectDataExport['events'] = [];
  for (const stream of streams) {
    const recorded = await deps.store.read(stream);
    const decoded = await deps.catalogue.decodeMany(recorded);
    recorded.forEach((raw, i) => {
      const envelopes = Object.entries(raw.data).filter(([, value]) => isPiiEnvelope(value));
      const underKey = envelopes.some(([, value]) => isPiiEnvelope(value) && value.s === subjectId);
      const def = definitions.get(raw.type);
      const data = { ...decoded[i]!.data };
      let named = false;
      try {
        named = !!def && def.personalData.length > 0 && def.subject?.(data) === subjectId;
      } catch {
        named = false;
      }
      if (!underKey && !named) return;
      // Fields under another person's key are theirs, not the subject's.
      for (const [field, value] of envelopes) if (isPiiEnvelope(value) && value.s !== subjectId) delete data[field];
      events.push({ stream, type: raw.type, version: def?.version ?? raw.version, recordedAt: raw.recordedAt.toISOString(), data });
    });
  }
  return { subject, exportedAt: now.toISOString(), controller: LGPD_CONTROLLER, events };
}

/** `Content-Disposition` of an export: a JSON file named after the subject's kind and the day. */
export const exportHeaders = (name: string, now: Date) => ({
  'Content-Disposition': `attachment; filename="meus-dados-${name}-${now.toISOString().slice(0, 10)}.json"`,
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
});
