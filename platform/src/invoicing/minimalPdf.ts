/**
 * A minimal valid PDF of text lines (one A4 page, Helvetica, WinAnsi so Portuguese accents print), written by hand:
 * the sandbox's NFS-e receipt needs a readable page, not a PDF library (ADR 0171). Objects: catalog, pages, page,
 * font, content stream; the xref table holds their byte offsets.
 */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '—': 0x97,
  '–': 0x96,
  '“': 0x93,
  '”': 0x94,
  '‘': 0x91,
  '’': 0x92,
  '•': 0x95,
  '€': 0x80,
};

/** One line's text as a PDF literal string in WinAnsi (Latin-1 covers á, ç, ã, é…); other characters become '?'. */
function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = WIN_ANSI_EXTRA[ch] ?? ch.codePointAt(0)!;
    const byte = code <= 0xff ? code : 0x3f;
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `(${out})`;
}

export interface PdfLine {
  text: string;
  /** Font size in points; 10 unless told. */
  size?: number;
  bold?: boolean;
}

export function minimalPdf(lines: PdfLine[]): Uint8Array {
  let y = 800;
  const ops: string[] = ['BT'];
  for (const line of lines) {
    const size = line.size ?? 10;
    y -= size + 6;
    ops.push(`/${line.bold ? 'F2' : 'F1'} ${size} Tf 1 0 0 1 50 ${y} Tm ${pdfString(line.text)} Tj`);
  }
  ops.push('ET');
  const content = ops.join('\n');
  const font = (base: string) => `<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding /WinAnsiEncoding >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    font('Helvetica'),
    font('Helvetica-Bold'),
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}
