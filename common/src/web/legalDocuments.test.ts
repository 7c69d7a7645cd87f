import { legalBlocks, legalVersionText } from './legalDocuments';

describe("the legal texts' plain format", () => {
  it('headings, paragraphs (lines joined), lists, blank lines between', () => {
    expect(legalBlocks('Intro\ncontinua.\n\n## 1. Título\nTexto logo abaixo.\n- um\n- dois\n\nFim.')).toEqual([
      { kind: 'paragraph', text: 'Intro continua.' },
      { kind: 'heading', text: '1. Título' },
      { kind: 'paragraph', text: 'Texto logo abaixo.' },
      { kind: 'list', items: ['um', 'dois'] },
      { kind: 'paragraph', text: 'Fim.' },
    ]);
  });

  it('the version and its date in Brasília', () => {
    expect(legalVersionText(2, '2026-11-28T01:30:00.000Z')).toBe('Versão 2, de 27/11/2026');
  });
});
