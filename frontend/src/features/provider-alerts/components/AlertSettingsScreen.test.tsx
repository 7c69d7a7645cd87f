import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../lib/apiClient';
import { toastSuccess } from '../../../lib/feedback';
import { aCurrentUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { getCurrentUser } from '../../../session/api/getCurrentUser';
import { getAlertPreferences, putAlertPreferences } from '../api/alertsApi';

jest.mock('../../../session/api/getCurrentUser');
jest.mock('../../../lib/feedback');
jest.mock('../api/alertsApi');

describe('/dashboard/alertas ("Meus dados" → "Alertas", issue 36)', () => {
  beforeEach(() => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider'));
    jest.mocked(getAlertPreferences).mockResolvedValue({ email: 'digest', quietHours: null, paused: false });
    jest.mocked(putAlertPreferences).mockResolvedValue({ message: 'Preferências de alertas salvas.' });
  });

  it('shows the saved choice and saves instant e-mails with quiet hours 22:00–07:00', async () => {
    const app = renderApp('/dashboard/alertas');
    expect(await screen.findByRole('heading', { name: 'Alertas de novas demandas' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Um resumo por hora' })).toBeChecked();
    await app.user.click(screen.getByRole('radio', { name: 'Na hora, uma mensagem por demanda' }));
    await app.user.click(screen.getByRole('switch', { name: 'Horário de silêncio' }));
    expect(screen.getByLabelText('Das')).toHaveValue('22:00');
    expect(screen.getByLabelText('Às')).toHaveValue('07:00');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(putAlertPreferences).toHaveBeenCalledWith({
        email: 'instant',
        quietHours: { start: '22:00', end: '07:00' },
        paused: false,
      }),
    );
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Preferências de alertas salvas.'));
  });

  it("pauses the alerts; equal ends are refused with the server's own message, and a refusal from the server shows under the form", async () => {
    const app = renderApp('/dashboard/alertas');
    await app.user.click(await screen.findByRole('switch', { name: 'Pausar alertas' }));
    await app.user.click(screen.getByRole('switch', { name: 'Horário de silêncio' }));
    const end = screen.getByLabelText('Às');
    await app.user.clear(end);
    await app.user.type(end, '22:00');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('O início e o fim do horário de silêncio devem ser diferentes.'),
    ).toBeInTheDocument();
    expect(putAlertPreferences).not.toHaveBeenCalled();

    await app.user.click(screen.getByRole('switch', { name: 'Horário de silêncio' }));
    jest.mocked(putAlertPreferences).mockRejectedValueOnce(new ApiError(0, 'Sem conexão com o servidor.'));
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Sem conexão com o servidor.')).toBeInTheDocument();
    expect(putAlertPreferences).toHaveBeenCalledWith({ email: 'digest', quietHours: null, paused: true });
  });
});
