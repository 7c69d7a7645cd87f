import { ALL } from '../rules/accountLimits';
import { STATE_CODES, citiesOf } from '../rules/accountRules';
import { UNSTATABLE } from '../rules/textRules';
import { serviceProfileRequest, updateProfileRequest } from './accounts';

/**
 * Issue #33 item 3 (ADR 0156): the cities of a provider's regions are IBGE municipalities of the chosen states, from the
 * offline table of @brazilian-utils, and nothing else, in both calls that set them. A refusal is a rule the OpenAPI
 * document cannot state (UNSTATABLE → 422, ADR 0114) with the Portuguese message naming the city.
 */
const profile = { area: '1', nrs: 'null', esocial: 'Sim', software: 'SOC' };
const edit = {
  name: 'Ana',
  surname: 'Lima',
  phone: '11987654321',
  street: '01310100 - Avenida Paulista - 1000 - ',
  area: '1',
  nrs: 'null',
};
const calls = [
  [
    'POST /v1/company/detail',
    (regions: { uf: string; city: string }) => serviceProfileRequest.safeParse({ ...profile, ...regions }),
  ],
  [
    'PUT /v1/auth/me',
    (regions: { uf: string; city: string }) => updateProfileRequest.safeParse({ ...edit, ...regions }),
  ],
] as const;

describe.each(calls)('the regions of %s', (_call, parse) => {
  it.each([
    ['a name that is no municipality', { uf: 'SP', city: 'Campinas,Gotham' }, 'Gotham'],
    ['a municipality of a state not chosen', { uf: 'RJ', city: 'Niterói,Campinas' }, 'Campinas'],
    ['a spelling that is not the table’s', { uf: 'SP', city: 'Sao Paulo' }, 'Sao Paulo'],
    ['a name beside "All" (every city of the states)', { uf: 'SP', city: `${ALL},Gotham` }, 'Gotham'],
    ['a name beside the whole country', { uf: ALL, city: 'Gotham' }, 'Gotham'],
  ])('refuses %s with 422 and the city in the message', (_label, regions, city) => {
    const parsed = parse(regions);
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues.find((i) => i.path.join('.') === 'city');
    expect(issue?.message).toBe(`Cidade inválida: ${city}.`);
    expect((issue as { params?: unknown } | undefined)?.params).toEqual(UNSTATABLE);
  });

  it('takes every one of the 5,571 municipalities with all 27 states (a national provider), once each', () => {
    const cities = STATE_CODES.flatMap((uf) => citiesOf(uf));
    expect(cities).toHaveLength(5_571);
    const parsed = parse({ uf: STATE_CODES.join(','), city: cities.join(',') });
    expect(parsed.success).toBe(true);
    expect(parsed.data!.cities).toEqual([...new Set(cities)]);
  });

  it('"All" among the cities, or the whole country, means every city of them', () => {
    expect(parse({ uf: 'SP,RJ', city: `Campinas,${ALL}` }).data).toMatchObject({ ufs: ['SP', 'RJ'], cities: [ALL] });
    expect(parse({ uf: ALL, city: 'Campinas' }).data).toMatchObject({ ufs: [ALL], cities: [ALL] });
  });
});
