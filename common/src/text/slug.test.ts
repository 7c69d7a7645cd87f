import { toSlug } from './slug';

describe('the address form of a name', () => {
  it.each([
    ['PGR - Programa de Gerenciamento de Riscos', 'pgr-programa-de-gerenciamento-de-riscos'],
    ['São Paulo', 'sao-paulo'],
    ["Santa Bárbara d'Oeste", 'santa-barbara-d-oeste'],
    ['Exames Ocupacionais e ASO (admissional, periódico)', 'exames-ocupacionais-e-aso-admissional-periodico'],
    ['  Treinamento NR-10 — Eletricidade!  ', 'treinamento-nr-10-eletricidade'],
    ['Açaí & Ação', 'acai-acao'],
    ['<script>', 'script'],
    ['***', ''],
  ])('%s → %s', (name, slug) => {
    expect(toSlug(name)).toBe(slug);
  });
});
