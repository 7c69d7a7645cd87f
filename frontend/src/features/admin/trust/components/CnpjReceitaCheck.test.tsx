import { screen, within } from '@testing-library/react';
import { ApiError, apiClient } from '../../../../lib/apiClient';
import { asAdmin } from '../../../../testing/asAdmin';
import { aCnpjCompany } from '../../../../testing/fixtures';
import { renderApp } from '../../../../testing/renderApp';
import type { CnpjRow } from '../trustApi';

jest.mock('../../../../session/api/getCurrentUser');

const row = (cnpj: string, corporateName: string): CnpjRow => ({
  providerId: `p-${cnpj}`,
  name: 'Ana Souza',
  corporateName,
  cnpj,
  verified: false,
  verifiedAt: null,
});

/** Issue 37 item 2: the credentials queue's CNPJ tab asks the Receita's situação cadastral instead of a manual look-up. */
describe('/admin/credenciais, CNPJ tab: "Consultar na Receita"', () => {
  asAdmin();
  let get: jest.SpyInstance;
  beforeEach(() => {
    get = jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
      if (path === '/admin/cnpj')
        return {
          data: [
            row('41873205000169', 'Supermercado Bom Preco de Campinas Ltda'),
            row('15207364000114', 'SST Exemplo Ltda'),
          ],
        };
      if (path === '/cnpj/41873205000169') return { data: aCnpjCompany() };
      if (path === '/cnpj/15207364000114')
        return {
          data: aCnpjCompany({
            cnpj: '15207364000114',
            corporateName: 'SEGURANCA DO TRABALHO EXEMPLO LTDA',
            status: 'baixada',
            statusSince: '2023-01-31',
          }),
        };
      if (path === '/admin/credentials') return { data: [] };
      throw new ApiError(404, 'Não encontrado.');
    });
  });
  afterEach(() => get.mockRestore());

  it('an active CNPJ shows "Ativa"; a closed one is flagged with its date and the Receita\'s razão social', async () => {
    const app = renderApp('/admin/credenciais');
    await app.user.click(await screen.findByRole('tab', { name: 'CNPJ' }));
    await app.user.click(
      await screen.findByRole('button', {
        name: 'Consultar CNPJ de Supermercado Bom Preco de Campinas Ltda na Receita Federal',
      }),
    );
    const active = await screen.findByTestId('receita-41873205000169');
    expect(active).toHaveTextContent('Ativa');
    expect(active).not.toHaveTextContent('Atenção');
    expect(active).not.toHaveTextContent('Razão social na Receita');
    await app.user.click(screen.getByRole('button', { name: 'Consultar CNPJ de SST Exemplo Ltda na Receita Federal' }));
    const closed = await screen.findByTestId('receita-15207364000114');
    expect(within(closed).getByText('Atenção: Baixada')).toBeInTheDocument();
    expect(closed).toHaveTextContent('desde 31/01/2023');
    expect(closed).toHaveTextContent('Razão social na Receita: SEGURANCA DO TRABALHO EXEMPLO LTDA');
  });
});
