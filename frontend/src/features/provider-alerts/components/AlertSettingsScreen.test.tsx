import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../lib/apiClient';
import { toastSuccess } from '../../../lib/feedback';
import { aCurrentUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { getCurrentUser } from '../../../session/api/getCurrentUser';
import {
  getAlertPreferences,
  getWhatsApp,
  postWhatsAppCode,
  postWhatsAppOptIn,
  putAlertPreferences,
} from '../api/alertsApi';

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

  it('WhatsApp: the number and the consent, then the code received; confirmed, the alerts go there', async () => {
    const consentText = 'Autorizo o ConectaSST a enviar mensagens de WhatsApp para este número.';
    jest.mocked(getWhatsApp).mockResolvedValue({ phone: null, verified: false, consentText });
    jest
      .mocked(postWhatsAppOptIn)
      .mockResolvedValue({ message: 'Enviamos um código de 6 dígitos para o seu WhatsApp.' });
    jest
      .mocked(postWhatsAppCode)
      .mockResolvedValue({ message: 'WhatsApp confirmado. Você vai receber os alertas por lá.' });
    const app = renderApp('/dashboard/alertas');
    await app.user.type(await screen.findByLabelText('Celular com DDD'), '(47) 98765-4321');
    const ask = screen.getByRole('button', { name: 'Receber alertas no WhatsApp' });
    expect(ask).toBeDisabled();
    await app.user.click(screen.getByRole('checkbox', { name: consentText }));
    jest.mocked(getWhatsApp).mockResolvedValue({ phone: '5547987654321', verified: false, consentText });
    await app.user.click(ask);
    expect(postWhatsAppOptIn).toHaveBeenCalledWith('(47) 98765-4321');
    await app.user.type(await screen.findByLabelText('Código de 6 dígitos recebido no WhatsApp'), '123456');
    jest.mocked(getWhatsApp).mockResolvedValue({ phone: '5547987654321', verified: true, consentText });
    await app.user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(postWhatsAppCode).toHaveBeenCalledWith('123456');
    expect(await screen.findByText(/Os alertas vão para o WhatsApp \+5547987654321/)).toBeInTheDocument();
  });
});
