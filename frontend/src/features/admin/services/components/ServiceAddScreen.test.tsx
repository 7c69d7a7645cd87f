import { screen, waitFor } from '@testing-library/react';
import type { Nr } from '@conectasst/common/api/nrs';
import { asAdmin } from '../../../../testing/asAdmin';
import { renderApp } from '../../../../testing/renderApp';
import { createService, getActiveAreas, getActiveNrsOfArea } from '../api/servicesApi';

jest.mock('../../../../session/api/getCurrentUser');
jest.mock('../api/servicesApi');

const nr = (id: number, name: string, areaId: number): Nr => ({
  id,
  name,
  area_id: areaId,
  area_name: null,
  status: true,
  visible: true,
});

describe('/admin/services/add Cadastrar Serviço (spec §4, §5)', () => {
  asAdmin();
  beforeEach(() => {
    jest.mocked(getActiveAreas).mockResolvedValue({
      data: [
        { id: 3, name: 'Ergonomia', visible: true },
        { id: 5, name: 'Segurança em Eletricidade', visible: true },
      ],
    });
    jest.mocked(getActiveNrsOfArea).mockImplementation(async (areaId) => ({
      data: areaId === 3 ? [nr(17, 'NR-17 - Ergonomia', 3)] : [nr(10, 'NR-10 - Eletricidade', 5)],
    }));
    jest.mocked(createService).mockResolvedValue({ message: 'Serviço cadastrado com sucesso!', data: { id: 9 } });
  });

  it("needs an area ('Selecione uma Área'), offers the chosen area's active NRs and sends name, area and NRs", async () => {
    const app = renderApp('/admin/services/add');
    await app.user.type(await screen.findByLabelText('Nome'), 'AET');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Selecione uma Área')).toBeInTheDocument();
    expect(createService).not.toHaveBeenCalled();

    await app.user.click(screen.getByLabelText('Área'));
    await app.user.click(await screen.findByTitle('Ergonomia'));
    await waitFor(() => expect(getActiveNrsOfArea).toHaveBeenCalledWith(3));
    await app.user.click(screen.getByLabelText('NRs'));
    await app.user.click(await screen.findByTitle('NR-17 - Ergonomia'));
    expect(screen.queryByTitle('NR-10 - Eletricidade')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(createService).toHaveBeenCalledWith({
        name: 'AET',
        area: 3,
        nr: [17],
        applicability: null,
        signing: null,
      }),
    );
    await waitFor(() => expect(app.currentPath()).toBe('/admin/services'));
  });

  it('marks a service for the diagnosis: headcount per grade, the reason and the size waivers; a grade and a reason are required', async () => {
    const app = renderApp('/admin/services/add');
    await app.user.type(await screen.findByLabelText('Nome'), 'Laudo de Vibração');
    await app.user.click(screen.getByLabelText('Área'));
    await app.user.click(await screen.findByTitle('Ergonomia'));
    await app.user.click(screen.getByLabelText('Indicar no diagnóstico SST'));
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Marque ao menos um grau de risco em que o serviço se aplica.')).toBeInTheDocument();
    expect(await screen.findByText('Explique em uma frase por que o serviço se aplica.')).toBeInTheDocument();
    expect(createService).not.toHaveBeenCalled();

    await app.user.type(screen.getByLabelText('Grau 3: a partir de quantos empregados'), '1');
    await app.user.type(screen.getByLabelText('Grau 4: a partir de quantos empregados'), '1');
    await app.user.type(
      screen.getByLabelText('Por que se aplica (uma frase, com a NR)'),
      'Graus 3 e 4 avaliam vibração (NR-9).',
    );
    await app.user.click(screen.getByLabelText('ME/EPP de grau 1 ou 2 pode ser dispensada'));
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(createService).toHaveBeenCalledWith({
        name: 'Laudo de Vibração',
        area: 3,
        nr: [],
        applicability: {
          fromEmployees: [null, null, 1, 1],
          exemptions: [{ size: 'me_epp', maxGrade: 2 }],
          reason: 'Graus 3 e 4 avaliam vibração (NR-9).',
        },
        signing: null,
      }),
    );
  });

  it('"Quem pode assinar" (ADR 0169): the registries that may sign and the legal source, which is required', async () => {
    const app = renderApp('/admin/services/add');
    await app.user.type(await screen.findByLabelText('Nome'), 'Laudo de Ruído');
    await app.user.click(screen.getByLabelText('Área'));
    await app.user.click(await screen.findByTitle('Ergonomia'));
    await app.user.click(screen.getByLabelText('Exige assinatura de profissional habilitado'));
    await app.user.type(screen.getByLabelText('Profissional 1'), 'médico do trabalho');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Informe a fonte legal de quem pode assinar (ex.: Lei 8.213/1991, art. 58, § 1º).'),
    ).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('Fonte legal'), 'CLT, art. 195');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(createService).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'Laudo de Ruído',
          signing: {
            signers: [{ kind: 'CRM', professional: 'médico do trabalho', requiresRqe: true }],
            source: 'CLT, art. 195',
          },
        }),
      ),
    );
  });
});
