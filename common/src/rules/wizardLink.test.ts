import { agendaRequestLink, employeeRangeOf, readWizardLink, wizardLink } from './wizardLink';

const read = (query: string) => readWizardLink(new URLSearchParams(query));

describe("the wizard's address (issue 38: a reminder opens step 1 filled)", () => {
  it.each([
    [0, ''],
    [1, '01 a 20'],
    [20, '01 a 20'],
    [21, '21 a 50'],
    [30, '21 a 50'],
    [100, '51 a 100'],
    [101, '101 a 200'],
    [500, '201 a 500'],
    [501, 'Mais de 500'],
  ])('given %i employees, then the range "%s"', (employees, range) => {
    expect(employeeRangeOf(employees)).toBe(range);
  });

  it('given every value, the address carries them and reads back the same', () => {
    const link = wizardLink({ serviceIds: [12, 14], cnae: '47.11-3', employees: 30, uf: 'sc', city: 'Blumenau' });
    expect(link).toBe('/demanda?servico=12&servico=14&cnae=4711-3&funcionarios=30&uf=SC&cidade=Blumenau');
    expect(read(link.split('?')[1]!)).toEqual({
      serviceIds: [12, 14],
      cnae: '4711-3',
      employeeRange: '21 a 50',
      uf: 'SC',
      city: 'Blumenau',
    });
  });

  it('given nothing, the bare wizard', () => {
    expect(wizardLink({})).toBe('/demanda');
    expect(wizardLink({ cnae: 'x', employees: 0, uf: 'XX', city: 'Nada' })).toBe('/demanda');
  });

  it('reads services repeated or comma-separated, once each, only positive ids, at most 10', () => {
    expect(read('servico=3,4&servico=4&servico=abc&servico=-1&servico=0&servico=99999999999').serviceIds).toEqual([
      3, 4,
    ]);
    expect(read(Array.from({ length: 15 }, (_, i) => `servico=${i + 1}`).join('&')).serviceIds).toHaveLength(10);
  });

  it.each([
    ['cnae=4711302', '4711-3/02'],
    ['cnae=47.11-3', '4711-3'],
    ['cnae=4711-3/02', '4711-3/02'],
    ['cnae=abc', null],
    ['cnae=', null],
    ['cnae=123', null],
  ])('given %s, then the CNAE %s', (query, cnae) => {
    expect(read(query).cnae).toBe(cnae);
  });

  it.each([
    ['funcionarios=30', '21 a 50'],
    ['funcionarios=01%20a%2020', '01 a 20'],
    ['funcionarios=Mais%20de%20500', 'Mais de 500'],
    ['funcionarios=0', null],
    ['funcionarios=-5', null],
    ['funcionarios=trinta', null],
    ['funcionarios=1e9', null],
  ])('given %s, then the headcount range %s', (query, range) => {
    expect(read(query).employeeRange).toBe(range);
  });

  it('keeps a known UF (any case) and its city; a city without a known UF is left out', () => {
    expect(read('uf=sp&cidade=%20Campinas%20')).toMatchObject({ uf: 'SP', city: 'Campinas' });
    expect(read('uf=XX&cidade=Campinas')).toMatchObject({ uf: null, city: null });
    expect(read('cidade=Campinas')).toMatchObject({ uf: null, city: null });
    expect(read(`uf=SP&cidade=${'a'.repeat(300)}`).city).toHaveLength(100);
  });
});

describe('"Montar minha agenda SST" (issue 38 item 3)', () => {
  it('carries the CNAE (any punctuation) and the headcount when known', () => {
    expect(agendaRequestLink({ cnae: '47.11-3', employees: 30 })).toBe('/agenda-sst?cnae=4711-3&funcionarios=30');
    expect(agendaRequestLink({ cnae: '47.11-3' })).toBe('/agenda-sst?cnae=4711-3');
    expect(agendaRequestLink({ cnae: 'x', employees: 0 })).toBe('/agenda-sst');
  });
});
