import { fireEvent, render, screen } from '@testing-library/react';
import { cnpjMessages, type CnpjCompany } from '@conectasst/common/api/cnpj';
import { cnaeMessages } from '@conectasst/common/api/cnae';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { setupStore } from '../../../app/store';
import { ApiError, apiClient } from '../../../lib/apiClient';
import { serverApi } from '../../../lib/serverState/api';
import { aCnpjCompany } from '../../../testing/fixtures';
import { CompanyDetailsForm } from './CompanyDetailsForm';

const company = (status: CnpjCompany['status']) => aCnpjCompany({ status });

function renderForm() {
  // The form sits inside antd's frame in the app, which brings the server-state api (ADR 0184).
  const store = setupStore();
  store.injectServerState(serverApi);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <CompanyDetailsForm socialOptions={['Google']} defaults={{ name: 'Ana', surname: 'Souza' }} />
      </MemoryRouter>
    </Provider>,
  );
}

/** Issue 37 item 2: Pessoa Jurídica 'Dados Adicionais' fills the names and the address from the CNPJ. */
describe("Pessoa Jurídica 'Dados Adicionais': the CNPJ fills the form", () => {
  let get: jest.SpyInstance;
  let answer: () => Promise<unknown>;
  beforeEach(() => {
    get = jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
      if (path === '/cnpj/41873205000169') return answer();
      if (path === '/cnae/47.11-3')
        return {
          data: {
            code: '47.11-3',
            name: 'Comércio varejista de mercadorias em geral',
            grade: 2,
            gradeLabel: 'médio-baixo',
            section: 'G',
            source: 'NR-4, Anexo I',
          },
        };
      throw new ApiError(404, 'Não encontrado.');
    });
  });
  afterEach(() => get.mockRestore());

  it('given an active company, razão social, nome fantasia and the address are filled', async () => {
    answer = async () => ({ data: company('ativa') });
    renderForm();
    fireEvent.change(screen.getByLabelText('CNPJ'), { target: { value: '41873205000169' } });
    expect(await screen.findByTestId('cnpj-notice')).toHaveTextContent('situação cadastral: ativa');
    expect(screen.getByLabelText('Razão Social')).toHaveValue('SUPERMERCADO BOM PRECO DE CAMPINAS LTDA');
    expect(screen.getByLabelText('Nome Fantasia')).toHaveValue('BOM PRECO CAMPINAS');
    expect(screen.getByLabelText('Logradouro')).toHaveValue('AVENIDA FRANCISCO GLICERIO');
    expect(screen.getByLabelText('Número')).toHaveValue('1200');
    expect(screen.getByLabelText('Complemento (opcional)')).toHaveValue('LOJA 2');
    expect(screen.getByLabelText('CEP')).toHaveValue('13.015-904');
  });

  it('names already typed are kept; a closed company is flagged', async () => {
    answer = async () => ({ data: company('baixada') });
    renderForm();
    fireEvent.change(screen.getByLabelText('Nome Fantasia'), { target: { value: 'Meu Nome' } });
    fireEvent.change(screen.getByLabelText('CNPJ'), { target: { value: '41873205000169' } });
    expect(await screen.findByTestId('cnpj-notice')).toHaveTextContent('situação cadastral: baixada');
    expect(screen.getByLabelText('Nome Fantasia')).toHaveValue('Meu Nome');
    expect(screen.getByLabelText('Razão Social')).toHaveValue('SUPERMERCADO BOM PRECO DE CAMPINAS LTDA');
  });

  it('the lookup down: its message, and the form stays typed by hand', async () => {
    answer = async () => Promise.reject(new ApiError(503, cnpjMessages.unavailable));
    renderForm();
    fireEvent.change(screen.getByLabelText('CNPJ'), { target: { value: '41873205000169' } });
    expect(await screen.findByText(cnpjMessages.unavailable)).toBeInTheDocument();
    expect(screen.getByLabelText('Razão Social')).toHaveValue('');
  });

  it('the CNAE principal is filled, its grade shown under it, and it stays editable', async () => {
    answer = async () => ({ data: company('ativa') });
    renderForm();
    fireEvent.change(screen.getByLabelText('CNPJ'), { target: { value: '41873205000169' } });
    expect(await screen.findByTestId('cnae-grade')).toHaveTextContent('Grau de risco 2');
    expect(screen.getByLabelText('CNAE principal (opcional)')).toHaveValue('47.11-3');
    fireEvent.change(screen.getByLabelText('CNAE principal (opcional)'), { target: { value: '99.99-9' } });
    expect(
      await screen.findByText('Classe CNAE fora da relação da NR-4 (Anexo I): confira o código.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('cnae-grade')).not.toBeInTheDocument();
  });

  it('a malformed CNAE is refused in Portuguese', async () => {
    renderForm();
    const field = screen.getByLabelText('CNAE principal (opcional)');
    fireEvent.change(field, { target: { value: '47.11' } });
    fireEvent.blur(field);
    expect(await screen.findByText(cnaeMessages.malformed)).toBeInTheDocument();
    expect(screen.queryByTestId('cnae-grade')).not.toBeInTheDocument();
  });
});
