import { screen, waitFor } from '@testing-library/react';
import { ApiError, apiClient } from '../../../lib/apiClient';
import { renderApp } from '../../../testing/renderApp';

const pgr = {
  id: 12,
  name: 'PGR - Programa de Gerenciamento de Riscos',
  slug: 'pgr-programa-de-gerenciamento-de-riscos',
};

/** Issue #19 item 3 (ADR 0120): a landing page's call to action opens the wizard with its service picked. */
describe('/demanda?servico=<id>', () => {
  let get: jest.SpyInstance;
  beforeEach(() => {
    window.localStorage.clear();
    get = jest.spyOn(apiClient, 'get');
  });
  afterEach(() => get.mockRestore());

  it('given an active service, the wizard shows it among the picks (kept with the earlier ones) and the address loses its query', async () => {
    window.localStorage.setItem('selectedNrs', JSON.stringify([{ id: 2, name: 'PCMSO' }]));
    get.mockImplementation(async (path: string) => {
      if (path === '/services/12') return { data: pgr };
      throw new ApiError(404, 'Não encontrado.');
    });
    const app = renderApp('/demanda?servico=12');
    expect(await screen.findByText(pgr.name)).toBeInTheDocument();
    expect(screen.getByText('PCMSO')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/services/12');
    expect(JSON.parse(window.localStorage.getItem('selectedNrs')!)).toEqual([
      { id: 2, name: 'PCMSO' },
      { id: 12, name: pgr.name },
    ]);
    await waitFor(() => expect(app.currentPath()).toBe('/demanda'));
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeEnabled();
  });

  it("given an unknown or inactive service, the server's message is shown and nothing is picked", async () => {
    get.mockImplementation(async (path: string) => {
      if (path === '/services/99') throw new ApiError(404, 'Serviço não encontrado.');
      throw new ApiError(404, 'Não encontrado.');
    });
    renderApp('/demanda?servico=99');
    expect(await screen.findByText('Serviço não encontrado.')).toBeInTheDocument();
    expect(window.localStorage.getItem('selectedNrs')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Próximo' })).toBeDisabled();
  });
});

/** Issue #35 item 8 (ADR 0164): a city page's call to action carries the place into step 2. */
describe('/demanda?servico=<id>&uf=<UF>&cidade=<nome>', () => {
  let get: jest.SpyInstance;
  beforeEach(() => {
    window.localStorage.clear();
    get = jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
      if (path === '/services/12') return { data: pgr };
      throw new ApiError(404, 'Não encontrado.');
    });
  });
  afterEach(() => get.mockRestore());

  it('picks the service and keeps the state and city for step 2; the address loses its query', async () => {
    const app = renderApp('/demanda?servico=12&uf=sp&cidade=S%C3%A3o%20Jos%C3%A9%20dos%20Campos');
    expect(await screen.findByText(pgr.name)).toBeInTheDocument();
    await waitFor(() => expect(app.currentPath()).toBe('/demanda'));
    expect(JSON.parse(window.localStorage.getItem('demandWizard') ?? '{}')).toMatchObject({
      location: { UF: 'SP', City: 'São José dos Campos' },
    });
  });

  it('never overwrites a place the requester already chose in step 2', async () => {
    window.localStorage.setItem(
      'demandWizard',
      JSON.stringify({ location: { UF: 'RJ', City: 'Niterói', Street: 'Icaraí', Contact: '', About: '' } }),
    );
    renderApp('/demanda?servico=12&uf=SP&cidade=Campinas');
    expect(await screen.findByText(pgr.name)).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('demandWizard')!)).toMatchObject({
      location: { UF: 'RJ', City: 'Niterói', Street: 'Icaraí' },
    });
  });
});

/** Issue 38 (ADR 0177): an Agenda SST reminder's button opens step 1 with the service, CNAE, headcount and place. */
describe('/demanda?servico=<id>&cnae=&funcionarios=&uf=&cidade=', () => {
  const pcmso = { id: 14, name: 'PCMSO - Programa de Controle Médico de Saúde Ocupacional' };
  let get: jest.SpyInstance;
  beforeEach(() => {
    window.localStorage.clear();
    get = jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
      if (path === '/services/12') return { data: pgr };
      if (path === '/services/14') return { data: pcmso };
      if (path.startsWith('/cnae/')) return { data: { code: '47.11-3', name: 'Supermercados', grade: 2 } };
      throw new ApiError(404, 'Serviço não encontrado.');
    });
  });
  afterEach(() => get.mockRestore());

  it('fills every field it carries, keeps them in the draft, and the address loses its query', async () => {
    const app = renderApp('/demanda?servico=12&servico=14&cnae=4711-3&funcionarios=30&uf=SC&cidade=Blumenau');
    expect(await screen.findByText(pgr.name)).toBeInTheDocument();
    expect(await screen.findByText(pcmso.name)).toBeInTheDocument();
    expect(screen.getByLabelText('CNAE (opcional)')).toHaveValue('4711-3');
    expect(screen.getByText('21 a 50')).toBeInTheDocument();
    await waitFor(() => expect(app.currentPath()).toBe('/demanda'));
    expect(JSON.parse(window.localStorage.getItem('demandWizard')!)).toMatchObject({
      primary: { cnae: '4711-3', numberOfemployees: '21 a 50' },
      location: { UF: 'SC', City: 'Blumenau' },
    });
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeEnabled();
  });

  it('given values it cannot use, leaves them out and still opens step 1 (the known service picked)', async () => {
    const app = renderApp('/demanda?servico=12&servico=abc&servico=99&cnae=banana&funcionarios=-3&uf=ZZ&cidade=Lugar');
    expect(await screen.findByText(pgr.name)).toBeInTheDocument();
    expect(await screen.findByText('Serviço não encontrado.')).toBeInTheDocument();
    expect(screen.getByLabelText('CNAE (opcional)')).toHaveValue('');
    await waitFor(() => expect(app.currentPath()).toBe('/demanda'));
    const draft = JSON.parse(window.localStorage.getItem('demandWizard') ?? '{}');
    expect(draft.location).toBeUndefined();
    expect(draft.primary).toBeUndefined();
    expect(JSON.parse(window.localStorage.getItem('selectedNrs')!)).toEqual([{ id: 12, name: pgr.name }]);
  });
});

/** Pedido direto (issue #36 item 4, ADR 0170): a provider page's "Pedir orçamento a este parceiro". */
describe('/demanda?parceiro=<slug>', () => {
  const slug = 'marta-lins-00000000-0000-4000-8000-000000000009';
  let get: jest.SpyInstance;
  beforeEach(() => {
    window.localStorage.clear();
    get = jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
      if (path === `/parceiros/${slug}`) return { data: { slug, name: 'Marta Lins' } };
      throw new ApiError(404, 'Parceiro não encontrado.');
    });
  });
  afterEach(() => get.mockRestore());

  it('names the provider in step 1 and keeps it for the filing; the address loses its query', async () => {
    const app = renderApp(`/demanda?parceiro=${slug}`);
    expect(await screen.findByText('Pedido para Marta Lins e até 4 outros parceiros')).toBeInTheDocument();
    await waitFor(() => expect(app.currentPath()).toBe('/demanda'));
    expect(JSON.parse(window.localStorage.getItem('demandWizard') ?? '{}')).toMatchObject({
      partner: { slug, name: 'Marta Lins' },
    });
  });

  it('an unknown provider is dropped with a message; the request goes to up to 5 as usual', async () => {
    renderApp('/demanda?parceiro=ninguem');
    expect(
      await screen.findByText(
        'Parceiro não encontrado. Escolha outro parceiro ou envie o pedido sem um parceiro escolhido.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('direct-request')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('demandWizard') ?? '{}').partner).toBeUndefined();
  });
});
