import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../lib/apiClient';
import { renderApp } from '../../../testing/renderApp';
import { getHomeContent, sendContact } from '../api/publicApi';
import { reloadPage } from '../reloadPage';

jest.mock('../api/publicApi');
jest.mock('../reloadPage');

async function fillForm(app: ReturnType<typeof renderApp>) {
  await app.user.type(screen.getByLabelText('Nome'), 'Joana');
  await app.user.type(screen.getByLabelText('Sobrenome'), 'Pereira');
  await app.user.type(screen.getByLabelText('E-mail'), 'joana@example.com');
  await app.user.type(screen.getByLabelText('Telefone'), '11987654321');
  await app.user.click(screen.getByLabelText('Estado'));
  await app.user.click(await screen.findByTitle('AC'));
  await app.user.type(screen.getByLabelText('Cidade'), 'Rio Branco');
  await app.user.type(screen.getByLabelText('Assunto'), 'Dúvida');
  await app.user.type(screen.getByLabelText('Mensagem'), 'Olá');
}

describe('/faleconosco (spec §2, §4, §8)', () => {
  beforeEach(() => {
    jest.mocked(getHomeContent).mockResolvedValue({ data: null });
  });

  it('checks the fields before sending anything', async () => {
    const app = renderApp('/faleconosco');
    await app.user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Preencha o campo nome')).toBeInTheDocument();
    expect(screen.getByText('Numero de telefone invalido!')).toBeInTheDocument();
    expect(sendContact).not.toHaveBeenCalled();
  });

  it('sends, says Recebemos seu contato! and goes to /', async () => {
    jest.mocked(sendContact).mockResolvedValue({ message: 'Recebemos seu contato!' });
    const app = renderApp('/faleconosco');
    await screen.findByRole('button', { name: 'Enviar' });
    await fillForm(app);
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    await app.user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Recebemos seu contato!')).toBeInTheDocument();
    await waitFor(() => expect(app.currentPath()).toBe('/'));
    expect(sendContact).toHaveBeenCalledWith({
      firstName: 'Joana',
      lastName: 'Pereira',
      email: 'joana@example.com',
      phone: '(11) 98765-4321',
      uf: 'AC',
      city: 'Rio Branco',
      subject: 'Dúvida',
      text: 'Olá',
    });
  });

  it('on failure says Tente novamente! and reloads after 2.5 s', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    jest.mocked(sendContact).mockRejectedValue(new ApiError(500, 'Erro interno.'));
    const app = renderApp('/faleconosco');
    await screen.findByRole('button', { name: 'Enviar' });
    await fillForm(app);
    await app.user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Tente novamente!')).toBeInTheDocument();
    jest.advanceTimersByTime(2500);
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    jest.useRealTimers();
  });
});
