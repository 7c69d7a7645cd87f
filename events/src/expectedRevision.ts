import type { ExpectedRevision } from './envelope';

/** `current` is the stream's last revision, 0 when the stream does not exist. */
export function checkExpectedRevision(expected: ExpectedRevision, current: number): boolean {
  switch (expected) {
    case 'any':
      return true;
    case 'no_stream':
      return current === 0;
    case 'stream_exists':
      return current > 0;
    default:
      return expected === current;
  }
}
