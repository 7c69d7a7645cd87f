/** Chart labels and signed amounts of the audit screens; dates and times come from common/src/text/brazilianFormats. */

/** `2026-03-02` → `02/03`; `2026-03` → `03/2026`. */
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
export const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/** Signed credits: +30, −10, 0. */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '0');
