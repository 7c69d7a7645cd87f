import type { EventCatalogue } from './catalogue/eventCatalogue';
import type { EventStore } from './eventStore';
import { streamViewsStream } from './schemas/analystEvents';

/** Which audit screen was shown, about which stream, with which page and filters. */
export interface AuditView {
  screen: string;
  streamId: string;
  detail: string;
}

/** Records that an audit screen was shown to `viewer`; the query service gets it as a port (ADR 0178, amended). */
export type AuditViewTrail = (viewer: { id: string; role: string }, view: AuditView) => Promise<void>;

/**
 * The audit trail of the audit screens: `AuditScreenViewed` appended to the viewer's `streamviews-<id>` stream, beside
 * the stream browser's `StreamViewed` (who and when in the metadata). The one write a read makes, and only to the log's
 * own audit stream: the read models stay the query side's only source.
 */
export function auditViewTrail(store: EventStore, catalogue: EventCatalogue): AuditViewTrail {
  return async (viewer, view) => {
    const event = await catalogue.encode(
      { type: 'AuditScreenViewed', data: { viewerId: viewer.id, ...view } },
      { userId: viewer.id, role: viewer.role },
    );
    await store.append(streamViewsStream(viewer.id), [event], 'any');
  };
}
