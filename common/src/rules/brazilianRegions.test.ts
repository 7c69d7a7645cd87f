import { regionsSummary } from './brazilianRegions';

describe('regionsSummary: a provider’s regions in words (issue #35 item 8)', () => {
  it('nationwide is "Todo o Brasil"', () => {
    expect(regionsSummary(['All'], ['All'])).toEqual([{ uf: 'All', label: 'Todo o Brasil', cities: [] }]);
  });
  it('counts the named cities of each state, every city as "Todas as cidades de", none named as the state alone', () => {
    expect(regionsSummary(['SP', 'RJ'], ['Campinas', 'Jundiaí', 'Niterói'])).toEqual([
      { uf: 'SP', label: '2 cidades em SP', cities: ['Campinas', 'Jundiaí'] },
      { uf: 'RJ', label: '1 cidade em RJ', cities: ['Niterói'] },
    ]);
    expect(regionsSummary(['MG'], ['All'])).toEqual([{ uf: 'MG', label: 'Todas as cidades de MG', cities: [] }]);
    expect(regionsSummary(['BA'], ['Campinas'])).toEqual([{ uf: 'BA', label: 'BA', cities: [] }]);
  });
});
