import type { PartnerProfile } from '@conectasst/common/api/reviews';
import { responseHoursOf } from '@conectasst/common/api/reviews';
import { providerJsonLd, providerPage } from './providerPage';

const SITE = 'https://www.conectasst.example';
const ID = '0d5e2f4a-1b2c-4d3e-8f90-123456789abc';
const review = {
  reviewId: 'r1',
  demandId: 7,
  providerId: ID,
  providerName: 'Ana Souza',
  stars: 5,
  comment: 'Excelente treinamento.',
  reviewer: 'Sônia, Anápolis',
  writtenAt: '2026-11-01T12:00:00.000Z',
  editedAt: null,
  editableUntil: '2026-11-15T12:00:00.000Z',
  reply: 'Obrigada!',
  repliedAt: null,
  hired: true,
};
const profile = (over: Partial<PartnerProfile>): PartnerProfile => ({
  id: ID,
  slug: `ana-souza-${ID}`,
  name: 'Ana Souza',
  personType: 'Física',
  areas: ['Segurança do Trabalho'],
  nrs: ['NR-35'],
  regions: ['GO', 'DF'],
  regionSummary: [
    { uf: 'GO', label: '2 cidades em GO', cities: ['Anápolis', 'Goiânia'] },
    { uf: 'DF', label: 'Todas as cidades de DF', cities: [] },
  ],
  profession: 'Técnica de Segurança do Trabalho',
  credentials: [],
  rating: { average: 4.5, count: 2 },
  reviews: [review, { ...review, reviewId: 'r2', stars: 4 }],
  memberSince: '2025-01-10T12:00:00.000Z',
  demandsAttended: 3,
  ...over,
});

/** The structured data of /parceiros/<slug> (issue #21 item 5, ADR 0125). */
describe('the provider page JSON-LD', () => {
  it('given a Física provider with visible reviews, then a Person and the rating on the SST services it provides (schema.org gives a Person no aggregateRating)', () => {
    const url = `${SITE}/parceiros/ana-souza-${ID}`;
    expect(providerJsonLd(SITE, profile({}), 'desc')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        '@id': `${url}#parceiro`,
        name: 'Ana Souza',
        url,
        description: 'desc',
        knowsAbout: ['Segurança do Trabalho', 'NR-35'],
      },
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: 'Serviços de SST de Ana Souza',
        url,
        provider: { '@id': `${url}#parceiro` },
        areaServed: [
          { '@type': 'State', name: 'GO' },
          { '@type': 'State', name: 'DF' },
        ],
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: 4.5,
          reviewCount: 2,
          bestRating: 5,
          worstRating: 1,
        },
      },
    ]);
  });

  it('given a Jurídica provider serving the whole country without reviews, then a LocalBusiness without AggregateRating', () => {
    const [block, ...rest] = providerJsonLd(
      SITE,
      profile({
        personType: 'Jurídica',
        name: 'Prevenir SST',
        regions: ['All'],
        rating: { average: null, count: 0 },
        reviews: [],
      }),
      'desc',
    );
    expect(rest).toEqual([]);
    expect(block).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Prevenir SST',
      areaServed: [{ '@type': 'Country', name: 'Brasil' }],
    });
    expect(block).not.toHaveProperty('aggregateRating');
  });

  it('the page says the average in Portuguese, the hired mark and the reply', () => {
    const page = providerPage(SITE, profile({}));
    expect(page.description).toBe(
      'Ana Souza: parceiro de SST na ConectaSST (Segurança do Trabalho) – atende 2 cidades em GO, Todas as cidades de DF. Nota 4,5 de 5 (2 avaliações).',
    );
    expect(page.body).toContain('Nota 4,5 de 5 (2 avaliações)');
    expect(page.body).toContain('Contratado pela ConectaSST');
    expect(page.body).toContain('<p>Resposta do parceiro: Obrigada!</p>');
  });

  it('issue #35 item 8: a "Pedir orçamento" button into the wizard, the profession, the NRs as tags, the regions counted per state with the cities behind the count', () => {
    const shown = profile({ nrs: ['NR-35 - Trabalho em Altura', 'NR-6 <EPI>'] });
    const page = providerPage(SITE, shown);
    // Pedido direto (ADR 0170): the wizard opens with this provider named.
    expect(
      page.body.split(
        `<a class="site-button site-button-primary site-button-large" href="/demanda?parceiro=${shown.slug}">Pedir orçamento a este parceiro</a>`,
      ),
    ).toHaveLength(3);
    expect(page.body).toContain('<dt>Profissão</dt><dd>Técnica de Segurança do Trabalho</dd>');
    expect(page.body).toContain(
      '<dt>NRs</dt><dd><ul class="home-tags"><li class="home-tag">NR-35 - Trabalho em Altura</li><li class="home-tag">NR-6 &lt;EPI&gt;</li></ul></dd>',
    );
    expect(page.body).toContain(
      '<li><details><summary>2 cidades em GO</summary>Anápolis, Goiânia</details></li><li>Todas as cidades de DF</li>',
    );
    expect(providerPage(SITE, profile({ profession: null })).body).not.toContain('Profissão');
  });
});

/** Pedido direto (issue #36 item 4, ADR 0170): "Costuma responder em até X h", the provider's own median. */
describe('the provider page response time', () => {
  it('given 5 seats or more, the median in whole hours rounded up (at least 1); fewer seats, nothing', () => {
    expect(responseHoursOf(4, 3_600)).toBeNull();
    expect(responseHoursOf(5, null)).toBeNull();
    expect(responseHoursOf(5, 30)).toBe(1);
    expect(responseHoursOf(5, 3_601)).toBe(2);
    expect(providerPage(SITE, profile({ responseHours: 2 })).body).toContain(
      '<dt>Tempo de resposta</dt><dd>Costuma responder em até 2 h</dd>',
    );
    expect(providerPage(SITE, profile({ responseHours: null })).body).not.toContain('Costuma responder');
  });
});
