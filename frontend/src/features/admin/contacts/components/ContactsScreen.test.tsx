import { screen, waitFor } from '@testing-library/react';
import type { ContactMessage } from '@conectasst/common/api/contacts';
import { pagedBody } from '@conectasst/common/api/paging';
import { asAdmin } from '../../../../testing/asAdmin';
import { renderApp } from '../../../../testing/renderApp';
import { deleteContact, getContacts } from '../api/contactsApi';

jest.mock('../../../../session/api/getCurrentUser');
jest.mock('../api/contactsApi');

const aMessage = (id: number, firstName: string): ContactMessage => ({
  id,
  first_name: firstName,
  last_name: 'Souza',
  email: `${firstName.toLowerCase()}@exemplo.com.br`,
  phone: '11987654321',
  uf: 'SP',
  city: 'Campinas',
  subject: `Assunto ${id}`,
  text: 'Olá!',
  created_at: '2026-11-20T13:00:00.000Z',
});

describe('/admin/contatos follows the server pages of GET /v1/contato', () => {
  asAdmin();
  beforeEach(() => {
    jest.mocked(getContacts).mockResolvedValue(pagedBody([aMessage(30, 'Ana'), aMessage(29, 'Bia')], 1, 10, 25));
  });

  it('asks for the first page and offers the pages the server counts', async () => {
    renderApp('/admin/contatos');

    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(getContacts).toHaveBeenCalledWith(1);
    expect(screen.getByTitle('1')).toBeInTheDocument();
    expect(screen.getByTitle('3')).toBeInTheDocument();
  });

  it('a page button loads that page from the server', async () => {
    const app = renderApp('/admin/contatos');
    await screen.findByText('Ana Souza');
    jest.mocked(getContacts).mockResolvedValue(pagedBody([aMessage(19, 'Caio')], 2, 10, 25));

    await app.user.click(screen.getByTitle('2'));

    expect(await screen.findByText('Caio Souza')).toBeInTheDocument();
    expect(getContacts).toHaveBeenLastCalledWith(2);
    expect(screen.queryByText('Ana Souza')).not.toBeInTheDocument();
  });

  it('deleting the only message of the last page shows the page before it', async () => {
    const app = renderApp('/admin/contatos');
    await screen.findByText('Ana Souza');
    jest.mocked(getContacts).mockResolvedValue(pagedBody([aMessage(1, 'Davi')], 3, 10, 21));
    await app.user.click(screen.getByTitle('3'));
    await screen.findByText('Davi Souza');

    jest.mocked(deleteContact).mockResolvedValue({ message: 'Contato deletado com sucesso!' });
    jest
      .mocked(getContacts)
      .mockImplementation(async (page) =>
        page === 3 ? pagedBody([], 3, 10, 20) : pagedBody([aMessage(11, 'Eva')], 2, 10, 20),
      );
    await app.user.click(screen.getByRole('button', { name: 'Excluir Davi Souza' }));
    await app.user.click(await screen.findByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Eva Souza')).toBeInTheDocument();
    await waitFor(() => expect(getContacts).toHaveBeenLastCalledWith(2));
  });
});
