import { nrAxisLabel, serviceAxisLabel, shortLabel } from './chartLabels';

describe('axis labels of the painel charts', () => {
  it('an NR is named by its code', () => {
    expect(nrAxisLabel('NR-35 - Trabalho em Altura')).toBe('NR-35');
    expect(nrAxisLabel('NR 10 – Segurança em Instalações e Serviços em Eletricidade')).toBe('NR-10');
    expect(nrAxisLabel('nr-12a Máquinas')).toBe('NR-12A');
    expect(nrAxisLabel('Outra norma qualquer de nome longo')).toBe('Outra norma…');
  });

  it('a long service name becomes one short line, cut at a word', () => {
    expect(serviceAxisLabel('PGR')).toBe('PGR');
    expect(serviceAxisLabel('Laudo Técnico das Condições Ambientais do Trabalho')).toBe('Laudo Técnico das…');
    expect(serviceAxisLabel('Laudo Técnico das Condições Ambientais do Trabalho').length).toBeLessThanOrEqual(20);
    expect(shortLabel('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…');
  });
});
