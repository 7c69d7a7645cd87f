/**
 * Read-your-writes: command responses carry the log position of their last event (`X-Position`, "<digits>.<digits>");
 * queries send back the highest one seen (`X-Min-Position`) so the server waits until its read models have caught up.
 */
export type Position = readonly [bigint, bigint];

const POSITION_FORMAT = /^(\d+)\.(\d+)$/;

export function parsePosition(raw: string): Position | null {
  const match = POSITION_FORMAT.exec(raw.trim());
  if (!match) return null;
  return [BigInt(match[1] ?? '0'), BigInt(match[2] ?? '0')];
}

/** Compares the two parts in order: the first decides, the second breaks ties. */
export function comparePositions(a: Position, b: Position): number {
  if (a[0] !== b[0]) return a[0] < b[0] ? -1 : 1;
  if (a[1] !== b[1]) return a[1] < b[1] ? -1 : 1;
  return 0;
}

export interface PositionTracker {
  /** Remembers `raw` if it is well formed and higher than what was seen so far. */
  observe(raw: string | null): void;
  /** The highest position seen, as the server wrote it, or null before any write. */
  highest(): string | null;
}

export function createPositionTracker(): PositionTracker {
  let highest: { raw: string; position: Position } | null = null;
  return {
    observe(raw) {
      if (raw === null) return;
      const position = parsePosition(raw);
      if (!position) return;
      if (!highest || comparePositions(position, highest.position) > 0) {
        highest = { raw: raw.trim(), position };
      }
    },
    highest: () => highest?.raw ?? null,
  };
}
