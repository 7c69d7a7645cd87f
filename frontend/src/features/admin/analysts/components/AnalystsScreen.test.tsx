import type { AnalystRow } from '@conectasst/common/api/analysts';
import { analystMessages, ANALYST_INVITE_TTL_HOURS } from '@conectasst/common/rules/analystRules';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../../lib/apiClient';
import { asAdmin } from '../../../../testing/asAdmin';
import { renderApp } from '../../../../testing/renderApp';
import { getAnalysts, inviteAnalyst } from '../analystsApi';

jest.mock('../../../../session/api/getCurrentUser');
jest.mock('../analystsApi');

const anAnalyst = (p: Partial<AnalystRow>): AnalystRow => ({
  userId: '00000000-0000-4000-8000-0000000000a1',
  name: 'Ana',
  surname: 'Lítica',
  email: 'ana@analise.com.br',
  invitedAt: '2026-11-20T13:00:00.000Z',
  lastInvitedAt: '2026-11-20T13:00:00.000Z',
  inviteExpiresAt: null,
  passwordSetAt: '2026-11-20T14:30:00.000Z',
  status: 'active',
  ...p,
});

describe('/admin/analistas "Analistas" (issue #40)', () => {
  asAdmin();
  beforeEach(() => {
    jest.mocked(getAnalysts).mockResolvedValue({
      data: [
        anAnalyst({
          userId: '00000000-0000-4000-8000-0000000000a2',
          name: 'Paulo',
          surname: 'Pendente',
          email: 'paulo@analise.com.br',
          lastInvitedAt: '2026-11-22T13:00:00.000Z',
          inviteExpiresAt: '2026-11-25T13:00:00.000Z',
          passwordSetAt: null,
          status: 'expired',
        }),
        anAnalyst({}),
      ],
    });
  });

  it('is in the admin menu and lists each analyst with the invitation and whether the password was set', async () => {
    renderApp('/admin/analistas');
    const active = (await screen.findByText('ana@analise.com.br')).closest('tr')!;
    const nav = screen.getByRole('navigation', { name: 'Navegação do administrador' });
    expect(within(nav).getByRole('link', { name: /Analistas/ })).toHaveAttribute('href', '/admin/analistas');
    expect(within(active).getByText('Ana Lítica')).toBeInTheDocument();
    expect(within(active).getByText('Ativo')).toBeInTheDocument();
    expect(within(active).getByText('Senha definida em 20/11/2026, 11:30')).toBeInTheDocument();
    const expired = screen.getByText('paulo@analise.com.br').closest('tr')!;
    expect(within(expired).getByText('Convite expirado')).toBeInTheDocument();
    expect(within(expired).getByText('Link venceu em 25/11/2026, 10:00')).toBeInTheDocument();
    expect(within(expired).getByText('Último link: 22/11/2026, 10:00')).toBeInTheDocument();
  });

  it('checks the fields with the shared rules before sending anything', async () => {
    const app = renderApp('/admin/analistas');
    const form = await screen.findByRole('form', { name: 'Convidar analista' });
    await app.user.click(within(form).getByRole('button', { name: 'Convidar analista' }));
    expect(await within(form).findByText('Preencha o campo nome')).toBeInTheDocument();
    expect(within(form).getByText('Preencha o campo sobrenome')).toBeInTheDocument();
    expect(within(form).getByText('Campo email está vazio.')).toBeInTheDocument();
    await app.user.type(within(form).getByLabelText('E-mail'), 'ana-sem-arroba.com.br');
    expect(await within(form).findByText('E-mail invalido!')).toBeInTheDocument();
    expect(inviteAnalyst).not.toHaveBeenCalled();
    expect(
      within(form).getByText(
        `O analista recebe um link para definir a senha, válido por ${ANALYST_INVITE_TTL_HOURS} horas.`,
      ),
    ).toBeInTheDocument();
  });

  it("invites: the server's message, the form emptied, the list asked again", async () => {
    jest.mocked(inviteAnalyst).mockResolvedValue({ message: analystMessages.invited, data: { userId: 'x' } });
    const app = renderApp('/admin/analistas');
    const form = await screen.findByRole('form', { name: 'Convidar analista' });
    await app.user.type(within(form).getByLabelText('Nome'), ' Rita ');
    await app.user.type(within(form).getByLabelText('Sobrenome'), 'Dados');
    await app.user.type(within(form).getByLabelText('E-mail'), 'rita@analise.com.br ');
    await app.user.click(within(form).getByRole('button', { name: 'Convidar analista' }));
    await waitFor(() =>
      expect(inviteAnalyst).toHaveBeenCalledWith({ name: 'Rita', surname: 'Dados', email: 'rita@analise.com.br' }),
    );
    expect(await screen.findByText(analystMessages.invited)).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('E-mail')).toHaveValue(''));
    await waitFor(() => expect(getAnalysts).toHaveBeenCalledTimes(2));
  });

  it("shows the server's refusal (an e-mail of another account) and keeps what was typed", async () => {
    jest.mocked(inviteAnalyst).mockRejectedValue(new ApiError(409, analystMessages.emailTakenByOtherRole));
    const app = renderApp('/admin/analistas');
    const form = await screen.findByRole('form', { name: 'Convidar analista' });
    await app.user.type(within(form).getByLabelText('Nome'), 'Pedro');
    await app.user.type(within(form).getByLabelText('Sobrenome'), 'Parceiro');
    await app.user.type(within(form).getByLabelText('E-mail'), 'pedro@parceiro.com.br');
    await app.user.click(within(form).getByRole('button', { name: 'Convidar analista' }));
    expect(await screen.findByText(analystMessages.emailTakenByOtherRole)).toBeInTheDocument();
    expect(within(form).getByLabelText('E-mail')).toHaveValue('pedro@parceiro.com.br');
  });

  it('"Reenviar convite" asks first, then sends a new link to that analyst', async () => {
    jest.mocked(inviteAnalyst).mockResolvedValue({ message: analystMessages.reinvited, data: { userId: 'x' } });
    const app = renderApp('/admin/analistas');
    await app.user.click(await screen.findByRole('button', { name: 'Reenviar convite para paulo@analise.com.br' }));
    await app.user.click(await screen.findByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(inviteAnalyst).toHaveBeenCalledWith({ name: 'Paulo', surname: 'Pendente', email: 'paulo@analise.com.br' }),
    );
    expect(await screen.findByText(analystMessages.reinvited)).toBeInTheDocument();
  });
});
