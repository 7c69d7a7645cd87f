import { nrAxisLabel, serviceAxisLabel, shortLabel, wrapLabel } from './chartLabels';

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

  it('issue #35 item 9: a service name takes two lines at words before it is cut', () => {
    expect(wrapLabel('PGR', 22)).toEqual(['PGR']);
    expect(wrapLabel('e-Social SST - Envio dos eventos S-2220', 22)).toEqual([
      'e-Social SST - Envio',
      'dos eventos S-2220',
    ]);
    expect(wrapLabel('Laudo Técnico das Condições Ambientais do Trabalho', 22)).toEqual([
      'Laudo Técnico das',
      'Condições Ambientais…',
    ]);
    expect(wrapLabel('Laudo Técnico das Condições Ambientais do Trabalho', 22).every((l) => l.length <= 22)).toBe(true);
  });
});
