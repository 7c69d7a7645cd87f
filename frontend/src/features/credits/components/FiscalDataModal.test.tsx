import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lookupCep } from '../../../lib/cepApi';
import { lookupCnpj } from '../../../lib/cnpjApi';
import { getCurrentUser } from '../../../session/api/getCurrentUser';
import { aCnpjCompany, aCurrentUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { ApiError } from '../../../lib/apiClient';
import { getFaqs, getFiscalData, getMyOrders, getProviderPackages, saveFiscalData } from '../api/creditsApi';

jest.mock('../../../session/api/getCurrentUser');
jest.mock('../api/creditsApi');
jest.mock('../../../lib/cnpjApi');
jest.mock('../../../lib/cepApi');

/** The sandbox's Campinas supermarket, at the number the assertions below read. */
const company = aCnpjCompany({ address: { ...aCnpjCompany().address, number: '1000' } });

/** ADR 0171 "Dados para a nota fiscal": the Receita and the CEP fill the form, through the shared lookups (ADR 0184). */
describe('/dashboard/pacotes, Comprar without fiscal data: "Dados para a nota fiscal"', () => {
  beforeEach(() => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider', {}, 30));
    jest.mocked(getMyOrders).mockResolvedValue({ data: [] });
    jest.mocked(getFaqs).mockResolvedValue({ data: [] });
    jest.mocked(getProviderPackages).mockResolvedValue({
      data: [{ id: 1, name: 'Inicial', credits: 30, ndemanda: 3, price: 89.7, pricePerCredit: 2.99, status: true }],
    });
    jest.mocked(getFiscalData).mockResolvedValue({
      data: {
        fiscalData: null,
        prefill: {
          document: '41873205000169',
          name: '',
          email: 'ana@example.com',
          address: { street: '', number: '', district: '', city: '', state: '', postalCode: '' },
        },
      },
    });
    jest.mocked(lookupCnpj).mockResolvedValue({ company });
    jest.mocked(lookupCep).mockResolvedValue({
      cep: '01310100',
      street: 'Avenida Paulista',
      neighbourhood: 'Bela Vista',
      city: 'São Paulo',
      uf: 'SP',
    });
  });

  it('given a CNPJ with no address, when the form opens, then the Receita fills it; a new CEP then fills the street', async () => {
    const app = renderApp('/dashboard/pacotes');
    await app.user.click(await screen.findByRole('button', { name: 'Comprar Inicial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados para a nota fiscal' });
    const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    await waitFor(() => expect(field('Razão social').value).toBe('SUPERMERCADO BOM PRECO DE CAMPINAS LTDA'));
    expect([field('CEP').value, field('Logradouro').value, field('Número').value, field('UF').value]).toEqual([
      '13015904',
      'AVENIDA FRANCISCO GLICERIO',
      '1000',
      'SP',
    ]);
    expect(lookupCnpj).toHaveBeenCalledWith('41873205000169');

    fireEvent.change(field('CEP'), { target: { value: '01310-100' } });
    fireEvent.blur(field('CEP'));
    await waitFor(() => expect(field('Logradouro').value).toBe('Avenida Paulista'));
    expect([field('Bairro').value, field('Cidade').value]).toEqual(['Bela Vista', 'São Paulo']);
    expect(lookupCep).toHaveBeenCalledWith('01310100');
  });

  it('given the provider changed a field, when the server refuses Salvar, then the form keeps what was typed', async () => {
    jest.mocked(saveFiscalData).mockRejectedValue(new ApiError(422, 'Município sem emissão de nota fiscal.'));
    const app = renderApp('/dashboard/pacotes');
    await app.user.click(await screen.findByRole('button', { name: 'Comprar Inicial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dados para a nota fiscal' });
    const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    await waitFor(() => expect(field('Número').value).toBe('1000'));

    fireEvent.change(field('Número'), { target: { value: '1500' } });
    await app.user.click(within(dialog).getByRole('button', { name: 'Salvar e continuar' }));
    expect(await screen.findByText('Município sem emissão de nota fiscal.')).toBeInTheDocument();
    expect(saveFiscalData).toHaveBeenCalledWith(
      expect.objectContaining({ address: expect.objectContaining({ number: '1500' }) }),
    );
    expect(field('Número').value).toBe('1500');
    expect(lookupCnpj).toHaveBeenCalledTimes(1);
  });
});
