/** Lengths of time in milliseconds, written once for every package (issue #34 item 3). */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
