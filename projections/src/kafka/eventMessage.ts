import type { RecordedEvent } from '@conectasst/events/envelope';
import { formatPosition, parsePosition } from '@conectasst/events/envelope';

/** Topic every event of the log is published to (key = stream id, so one stream keeps its order). */
export const DEFAULT_EVENTS_TOPIC = 'conectasst.events';

export interface EventMessage {
  key: string;
  value: string;
  headers: Record<string, string>;
}

/** One Kafka message per event: the envelope as JSON, with type, version and position also as headers. */
export function toMessage(event: RecordedEvent): EventMessage {
  return {
    key: event.streamId,
    value: JSON.stringify({
      id: event.id,
      type: event.type,
      version: event.version,
      streamId: event.streamId,
      revision: event.revision,
      globalPosition: event.globalPosition.toString(),
      position: formatPosition(event.position),
      data: event.data,
      metadata: event.metadata,
      recordedAt: event.recordedAt.toISOString(),
    }),
    headers: {
      type: event.type,
      version: String(event.version),
      position: formatPosition(event.position),
      'event-id': event.id,
    },
  };
}

export function fromMessage(value: Buffer | string | null): RecordedEvent {
  if (value === null) throw new Error('Kafka message without a value');
  const raw = JSON.parse(value.toString()) as Record<string, unknown>;
  const position = parsePosition(String(raw.position));
  if (!position) throw new Error(`Kafka message with an invalid position: ${String(raw.position)}`);
  return {
    id: String(raw.id),
    type: String(raw.type),
    version: Number(raw.version),
    streamId: String(raw.streamId),
    revision: Number(raw.revision),
    globalPosition: BigInt(String(raw.globalPosition)),
    position,
    data: raw.data as Record<string, unknown>,
    metadata: raw.metadata as RecordedEvent['metadata'],
    recordedAt: new Date(String(raw.recordedAt)),
  };
}
