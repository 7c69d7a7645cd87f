import type { Kafka } from 'kafkajs';
import type { LogPosition, RecordedEvent } from '@conectasst/events/envelope';
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

/**
 * Watermark: after each batch the relay tells every partition "the log is published up to here". A consumer that
 * has read it in a partition knows that partition holds nothing more up to that position, so a read model has
 * applied the log up to the smallest position over all partitions, even partitions no recent event went to. This
 * is what read-your-writes (X-Min-Position) waits on when projections are fed from Kafka.
 */
export const WATERMARK_TYPE = '$watermark';

export function watermarkMessages(upTo: LogPosition, partitions: number): (EventMessage & { partition: number })[] {
  const position = formatPosition(upTo);
  return Array.from({ length: partitions }, (_, partition) => ({
    partition,
    key: WATERMARK_TYPE,
    value: JSON.stringify({ watermark: position }),
    headers: { type: WATERMARK_TYPE, position },
  }));
}

type HeaderValue = Buffer | string | (Buffer | string | undefined)[] | undefined;

/** An event, or a watermark (position only). */
export type TopicItem = { event: RecordedEvent; position: LogPosition } | { event?: undefined; position: LogPosition };

export function fromTopicMessage(message: { value: Buffer | null; headers?: Record<string, HeaderValue> }): TopicItem {
  const type = message.headers?.type;
  if (type !== undefined && String(Array.isArray(type) ? type[0] : type) === WATERMARK_TYPE) {
    const raw = JSON.parse(String(message.value)) as { watermark?: string };
    const position = parsePosition(String(raw.watermark));
    if (!position) throw new Error(`Kafka watermark with an invalid position: ${String(raw.watermark)}`);
    return { position };
  }
  const event = fromMessage(message.value);
  return { event, position: event.position };
}

/** Creates the topic when missing (idempotent, several processes may race) and returns its number of partitions. */
export async function ensureTopic(kafka: Kafka, topic: string, partitions = 3): Promise<number> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    if (!(await admin.listTopics()).includes(topic)) {
      await admin
        .createTopics({ waitForLeaders: true, topics: [{ topic, numPartitions: partitions }] })
        .catch((error: { type?: string }) => {
          if (error.type !== 'TOPIC_ALREADY_EXISTS') throw error;
        });
    }
    const metadata = await admin.fetchTopicMetadata({ topics: [topic] });
    return metadata.topics[0]!.partitions.length;
  } finally {
    await admin.disconnect();
  }
}
