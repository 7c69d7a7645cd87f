import type { LgpdRequestRow } from '@conectasst/common/api/lgpd';
import { screen, waitFor, within } from '@testing-library/react';
import { asAdmin } from '../../../../testing/asAdmin';
import { renderApp } from '../../../../testing/renderApp';
import { answerLgpdRequest, getLgpdQueue, startLgpdRequest } from '../lgpdApi';

jest.mock('../../../../session/api/getCurrentUser');
jest.mock('../lgpdApi');

const subjectId = '00000000-0000-4000-8000-0000000000aa';
const aRequest = (p: Partial<LgpdRequestRow>): LgpdRequestRow => ({
  requestId: '1',
  subjectId,
  subjectKind: 'requester',
  demandId: 7,
  kind: 'correction',
  status: 'received',
  details: 'Meu cargo é Técnico de Segurança.',
  reason: null,
  receivedAt: '2026-11-01T12:00:00.000Z',
  dueAt: '2026-11-16T12:00:00.000Z',
  answeredAt: null,
  overdue: true,
  ...p,
});

describe('/admin/lgpd "Solicitações LGPD" (issue 37 item 4, ADR 0167)', () => {
  asAdmin();
  beforeEach(() => {
    jest.mocked(getLgpdQueue).mockResolvedValue({
      data: [
        aRequest({}),
        aRequest({
          requestId: '2',
          subjectKind: 'provider',
          demandId: null,
          kind: 'deletion',
          details: null,
          overdue: false,
          dueAt: '2026-12-12T12:00:00.000Z',
        }),
        aRequest({ requestId: '3', status: 'refused', reason: 'Dado já correto.', overdue: false }),
      ],
    });
  });

  it('is in the admin menu and lists the open requests with their deadline, the overdue one marked', async () => {
    renderApp('/admin/lgpd');
    const row = (await screen.findByText('“Meu cargo é Técnico de Segurança.”')).closest('tr')!;
    const nav = screen.getByRole('navigation', { name: 'Navegação do administrador' });
    expect(within(nav).getByRole('link', { name: /Solicitações LGPD/ })).toHaveAttribute('href', '/admin/lgpd');
    expect(within(row).getByText('Solicitante da demanda nº 7')).toBeInTheDocument();
    expect(within(row).getByText('16/11/2026')).toBeInTheDocument();
    expect(within(row).getByText('Atrasada')).toBeInTheDocument();
    expect(within(row).getByText('Recebida')).toBeInTheDocument();
    const deletion = screen.getByText('Exclusão').closest('tr')!;
    expect(within(deletion).queryByText('Atrasada')).not.toBeInTheDocument();
    // Answered requests are under "Respondidas".
    expect(screen.queryByText('Dado já correto.')).not.toBeInTheDocument();
  });

  it('"Iniciar" moves it on; "Recusar" needs the reason and sends it', async () => {
    jest.mocked(startLgpdRequest).mockResolvedValue({ message: 'Solicitação em andamento.' });
    jest
      .mocked(answerLgpdRequest)
      .mockResolvedValue({ message: 'Solicitação respondida; o titular foi avisado por e-mail.' });
    const app = renderApp('/admin/lgpd');
    await app.user.click(await screen.findByRole('button', { name: 'Iniciar a solicitação de correção nº 1' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Iniciar' }));
    await waitFor(() => expect(startLgpdRequest).toHaveBeenCalledWith({ subjectId, requestId: '1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await app.user.click(screen.getByRole('button', { name: 'Recusar a solicitação de correção nº 1' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(await within(dialog).findByText('Escreva o motivo da recusa.')).toBeInTheDocument();
    await app.user.type(within(dialog).getByRole('textbox'), 'O cargo já está correto no pedido.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    await waitFor(() =>
      expect(answerLgpdRequest).toHaveBeenCalledWith(
        { subjectId, requestId: '1' },
        'refused',
        'O cargo já está correto no pedido.',
      ),
    );
    expect(await screen.findByText('Solicitação respondida; o titular foi avisado por e-mail.')).toBeInTheDocument();
  });
});
