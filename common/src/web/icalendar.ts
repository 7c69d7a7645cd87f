import { DAY_MS } from '../rules/time';
/**
 * A small iCalendar (RFC 5545) writer for the agenda's calendar feed (ADR 0175): all-day events only. Written here
 * rather than taken from npm because the two libraries checked do not fit: `ical-generator` 11 needs Node 22, and
 * `ics` 3.12 folds lines at 75 characters, not 75 octets, so Portuguese text with accents gives lines longer than
 * RFC 5545 §3.1 allows.
 */

export interface CalendarEvent {
  /** Stable across feeds: a calendar app updates the event of the same UID instead of adding a second one. */
  uid: string;
  /** `YYYY-MM-DD`: an all-day event on that day (DTSTART;VALUE=DATE, DTEND the next day). */
  day: string;
  summary: string;
  description: string;
  url?: string;
}

export interface Calendar {
  /** `-//ConectaSST//Agenda SST//PT-BR`. */
  productId: string;
  name: string;
  /** DTSTAMP of every event (when the feed was made). */
  stamp: Date;
  events: readonly CalendarEvent[];
}

/** TEXT escaping (§3.3.11): backslash, semicolon, comma and newlines. */
export const escapeText = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * Folds a content line (§3.1): no line longer than 75 octets (UTF-8) without its CRLF; each continuation starts with one
 * space. A character is never split across lines.
 */
const utf8 = new TextEncoder();

export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8.encode(char).length;
    const limit = out.length === 0 ? 75 : 74; // continuation lines carry the leading space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const basicDate = (day: string) => day.replace(/-/g, '');
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The whole calendar, CRLF line endings, folded. */
export function writeCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
  ];
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(calendar.stamp)}`,
      `DTSTART;VALUE=DATE:${basicDate(event.day)}`,
      `DTEND;VALUE=DATE:${basicDate(nextDay(event.day))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      ...(event.url ? [`URL:${event.url}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** Reads a calendar back (unfold, split name/parameters/value, unescape TEXT): the tests' check of what was written. */
export function parseCalendar(text: string): { properties: Record<string, string>; events: Record<string, string>[] } {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  const properties: Record<string, string> = {};
  const events: Record<string, string>[] = [];
  let event: Record<string, string> | null = null;
  for (const line of unfolded.split('\r\n')) {
    if (line === '') continue;
    const colon = line.indexOf(':');
    const nameAndParams = line.slice(0, colon);
    const value = line
      .slice(colon + 1)
      .replace(/\\(\\|;|,|n|N)/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
    if (line === 'BEGIN:VEVENT') event = {};
    else if (line === 'END:VEVENT') {
      events.push(event!);
      event = null;
    } else (event ?? properties)[nameAndParams] = value;
  }
  return { properties, events };
}
