import { fireEvent, screen } from '@testing-library/react';
import { cnpjMessages } from '@conectasst/common/api/cnpj';
import { ApiError, apiClient } from '../../../lib/apiClient';
import { aCnpjCompany } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';

const company = aCnpjCompany();
const grade = {
  code: '47.11-3',
  name: 'Supermercados',
  grade: 2,
  gradeLabel: 'médio-baixo',
  section: 'G',
  source: 'NR-4, Anexo I',
  meaning: '',
};

/** Issue 37 item 2: step 1's optional CNPJ fills the company and the CNAE, so the grade appears. */
describe('step 1: the optional CNPJ', () => {
  let get: jest.SpyInstance;
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem('selectedNrs', JSON.stringify([{ id: 2, name: 'PCMSO' }]));
    get = jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
      if (path === '/cnpj/41873205000169') return { data: company };
      if (path === '/cnpj/77232762421836') throw new ApiError(404, cnpjMessages.notFound);
      if (path === '/cnpj/90342618000122') throw new ApiError(503, cnpjMessages.unavailable);
      if (path === '/cnae/47.11-3') return { data: grade };
      throw new ApiError(404, 'Não encontrado.');
    });
  });
  afterEach(() => get.mockRestore());

  it('given a known CNPJ typed with its mask, the company is shown, the CNAE and activity filled, the grade appears and the name waits for step 3', async () => {
    renderApp('/demanda');
    fireEvent.change(await screen.findByLabelText('CNPJ da empresa (opcional)'), {
      target: { value: '41.873.205/0001-69' },
    });
    expect(await screen.findByTestId('cnpj-company')).toHaveTextContent(
      'SUPERMERCADO BOM PRECO DE CAMPINAS LTDA (BOM PRECO CAMPINAS) — situação cadastral ativa.',
    );
    expect(await screen.findByTestId('cnae-grade')).toHaveTextContent('Grau de risco 2');
    expect(screen.getByLabelText('CNAE (opcional)')).toHaveValue('47.11-3');
    expect(screen.getByLabelText('Atividade da empresa')).toHaveValue('Comércio varejista - supermercados');
    expect(JSON.parse(window.localStorage.getItem('demandWizard')!)).toMatchObject({
      company: { cnpj: '41873205000169', corporateName: company.corporateName },
    });
  });

  it('an activity already typed is kept', async () => {
    renderApp('/demanda');
    fireEvent.change(await screen.findByLabelText('Atividade da empresa'), { target: { value: 'Mercado de bairro' } });
    fireEvent.change(screen.getByLabelText('CNPJ da empresa (opcional)'), { target: { value: '41873205000169' } });
    expect(await screen.findByTestId('cnae-grade')).toBeInTheDocument();
    expect(screen.getByLabelText('Atividade da empresa')).toHaveValue('Mercado de bairro');
  });

  it('an unknown CNPJ or the service down: the reason is shown and the form stays typed by hand', async () => {
    renderApp('/demanda');
    const field = await screen.findByLabelText('CNPJ da empresa (opcional)');
    fireEvent.change(field, { target: { value: '77232762421836' } });
    expect(await screen.findByText(cnpjMessages.notFound)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '90342618000122' } });
    expect(await screen.findByText(cnpjMessages.unavailable)).toBeInTheDocument();
    expect(screen.getByLabelText('CNAE (opcional)')).toHaveValue('');
  });

  it('wrong check digits are refused on "Próximo" and nothing is asked', async () => {
    renderApp('/demanda');
    fireEvent.change(await screen.findByLabelText('CNPJ da empresa (opcional)'), {
      target: { value: '41873205000168' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('CNPJ inválido.')).toBeInTheDocument();
    expect(get.mock.calls.map(([path]) => path)).not.toContain('/cnpj/41873205000168');
  });
});
