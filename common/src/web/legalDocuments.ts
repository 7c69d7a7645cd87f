/**
 * The site's legal texts (issue 37 item 3): paths, titles, and the plain-text format their body is written in — a line
 * starting with `## ` is a heading, a blank line separates paragraphs, a line starting with `- ` is a list item. The
 * server's HTML and the app's screen read the same blocks (no HTML is stored, so nothing needs sanitizing).
 */
export const LEGAL_DOCUMENTS = {
  'termos-de-uso': { path: '/termos-de-uso', title: 'Termos e Condições Gerais de Uso' },
  'politica-de-privacidade': { path: '/politica-de-privacidade', title: 'Política de Privacidade' },
} as const;
export type LegalKind = keyof typeof LEGAL_DOCUMENTS;
export const LEGAL_KINDS = Object.keys(LEGAL_DOCUMENTS) as LegalKind[];

export type LegalBlock =
  { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function legalBlocks(body: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let open: LegalBlock | undefined;
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      open = undefined;
    } else if (line.startsWith('## ')) {
      blocks.push({ kind: 'heading', text: line.slice(3).trim() });
      open = undefined;
    } else if (line.startsWith('- ')) {
      if (open?.kind !== 'list') blocks.push((open = { kind: 'list', items: [] }));
      open.items.push(line.slice(2).trim());
    } else if (open?.kind === 'paragraph') {
      open.text += ` ${line}`;
    } else {
      blocks.push((open = { kind: 'paragraph', text: line }));
    }
  }
  return blocks;
}

/** "Versão 2, de 27/11/2026" (the date in Brasília's calendar). */
export const legalVersionText = (version: number, publishedAt: string) =>
  `Versão ${version}, de ${new Date(publishedAt).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}`;
