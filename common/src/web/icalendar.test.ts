import { escapeText, foldLine, parseCalendar, writeCalendar } from './icalendar';

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('the iCalendar writer (RFC 5545)', () => {
  const long =
    'Revisão da avaliação de riscos do PGR; fonte: NR-1, 1.5.4.4.6 (revista a cada dois anos), e até três anos com certificação — ação, atenção, eleição';
  const text = writeCalendar({
    productId: '-//ConectaSST//Agenda SST//PT-BR',
    name: 'Agenda SST, Empresa; Teste',
    stamp: new Date('2026-11-27T15:04:05.123Z'),
    events: [
      {
        uid: 'agenda-5-rule-1@conectasst',
        day: '2026-12-27',
        summary: 'PGR: revisão, a vencer',
        description: `${long}\nSegunda linha \\ fim`,
        url: 'https://conectasst.com.br/agenda-sst/1.2.x',
      },
      { uid: 'agenda-5-rule-2@conectasst', day: '2026-12-31', summary: 'ASO', description: 'NR-7, 7.5.8' },
    ],
  });

  it('ends every line with CRLF and keeps every physical line within 75 octets, accents included', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
  });

  it('parses back to the same calendar: one VEVENT per item, stable UID, all-day DTSTART, the text unescaped', () => {
    const { properties, events } = parseCalendar(text);
    expect(properties).toMatchObject({
      VERSION: '2.0',
      PRODID: '-//ConectaSST//Agenda SST//PT-BR',
      'X-WR-CALNAME': 'Agenda SST, Empresa; Teste',
    });
    expect(events).toHaveLength(2);
    expect(events[0]).toEqual({
      UID: 'agenda-5-rule-1@conectasst',
      DTSTAMP: '20261127T150405Z',
      'DTSTART;VALUE=DATE': '20261227',
      'DTEND;VALUE=DATE': '20261228',
      SUMMARY: 'PGR: revisão, a vencer',
      DESCRIPTION: `${long}\nSegunda linha \\ fim`,
      URL: 'https://conectasst.com.br/agenda-sst/1.2.x',
      TRANSP: 'TRANSPARENT',
    });
    expect(events[1]).toMatchObject({ 'DTSTART;VALUE=DATE': '20261231', 'DTEND;VALUE=DATE': '20270101' });
  });

  it('escapes backslash, semicolon, comma and newlines; never splits a character when folding', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    const folded = foldLine(`DESCRIPTION:${'ç'.repeat(100)}`);
    for (const line of folded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'ç'.repeat(100)}`);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });
});
