import { screen, waitFor } from '@testing-library/react';
import { aCurrentUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { getCurrentUser } from '../../../session/api/getCurrentUser';
import {
  getAreas,
  getCompanyDetails,
  getIndividualDetails,
  getSocialOptions,
  postServiceProfile,
} from '../api/onboardingApi';
import { ApiError } from '../../../lib/apiClient';
import { cityFilter } from './RegionsPicker';

jest.mock('../../../session/api/getCurrentUser');
jest.mock('../api/onboardingApi');
jest.mock('../../../lib/cepApi');

/** A provider who saved Segurança do Trabalho with NR-06 and NR-35, e-Social 'Sim' with SOC, and 2 cities of SP. */
const saved = aCurrentUser(
  'provider',
  {
    areas: [{ id: 1, name: 'Segurança do Trabalho' }],
    nrs: [
      { id: 6, name: 'NR-06', areaId: 1 },
      { id: 35, name: 'NR-35', areaId: 1 },
    ],
    esocial: 'Sim',
    software: 'SOC',
    uf: 'SP',
    city: 'Campinas,São José dos Campos',
  },
  30,
);

describe('the areas and regions editor opens with what was saved (issue #35 item 4)', () => {
  beforeEach(() => {
    jest.mocked(getCurrentUser).mockResolvedValue(saved);
    jest.mocked(getAreas).mockResolvedValue([
      { id: 1, name: 'Segurança do Trabalho' },
      { id: 2, name: 'Medicina do Trabalho' },
    ]);
  });

  it('from "Meus dados": the provider header, the saved areas, NRs, e-Social, software and cities; Cancelar goes back', async () => {
    const app = renderApp('/third-state?voltar=%2Fdashboard%2Fprofile');

    expect(await screen.findByRole('heading', { name: 'Áreas e regiões de atendimento' })).toBeInTheDocument();
    expect(screen.getAllByText('Saldo: 30 créditos').length).toBeGreaterThan(0);
    expect(screen.queryByText('Perfil de serviços')).not.toBeInTheDocument();
    expect(await screen.findByText('Segurança do Trabalho')).toBeInTheDocument();
    expect(screen.getByText('NR-06')).toBeInTheDocument();
    expect(screen.getByText('NR-35')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sim' })).toBeChecked();
    expect(screen.getByText('SP')).toBeInTheDocument();
    expect(screen.getByText(/Campinas, São José dos Campos/)).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(app.currentPath()).toBe('/dashboard/profile'));
  });

  it('Salvar sends the saved profile unchanged (nothing lost on the way)', async () => {
    jest.mocked(postServiceProfile).mockResolvedValue({ message: 'Dados salvos' });
    const app = renderApp('/third-state?voltar=%2Fdashboard%2Fprofile');
    await screen.findByText('NR-35');

    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() =>
      expect(postServiceProfile).toHaveBeenCalledWith({
        area: '1',
        nrs: '6,35',
        esocial: 'Sim',
        software: 'SOC',
        uf: 'SP',
        city: 'Campinas,São José dos Campos',
      }),
    );
  });

  it('during sign-up (no ?voltar=) it stays in the sign-up frame, and Cancelar goes to /second-state (spec §2)', async () => {
    jest.mocked(getIndividualDetails).mockReturnValue(new Promise(() => undefined));
    const app = renderApp('/third-state');
    expect(await screen.findByRole('heading', { name: 'Perfil de serviços' })).toBeInTheDocument();
    await screen.findByText('NR-06');
    await app.user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(app.currentPath()).toBe('/second-state'));
  });

  it('the cities are found by typing part of the name, accents and case aside', () => {
    const option = { label: 'São João del Rei' };
    expect(cityFilter('sao joao del', option)).toBe(true);
    expect(cityFilter('JOÃO', option)).toBe(true);
    expect(cityFilter('campinas', option)).toBe(false);
  });
});

describe('/second-state opens with the details saved (issue #35 item 4)', () => {
  beforeEach(() => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider'));
    jest.mocked(getSocialOptions).mockResolvedValue(['Google']);
    jest.mocked(getCompanyDetails).mockRejectedValue(new ApiError(404, 'Dados não encontrados.'));
  });

  it('the CPF, the address and the registry typed before, field by field', async () => {
    jest.mocked(getIndividualDetails).mockResolvedValue({
      cpf: '52998224725',
      name: 'Paulo',
      surname: 'Prestador',
      street: '01310100 - Avenida Paulista - 1000 - sala 2',
      DDD: '11',
      Phone: '987654321',
      profission: 'Técnico de Segurança do Trabalho',
      register: 'Registro MTE 123456/SP',
      socialnetwork: 'Google',
    });
    renderApp('/second-state');
    expect(await screen.findByRole('heading', { name: 'Conta criada com sucesso!' })).toBeInTheDocument();
    expect(await screen.findByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('Número')).toHaveValue('1000');
    expect(screen.getByLabelText('Número do registro')).toHaveValue('123456');
  });
});
