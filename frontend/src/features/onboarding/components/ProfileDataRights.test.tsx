import { lgpdRequestMessages } from '@conectasst/common/rules/lgpdRules';
import { screen, waitFor, within } from '@testing-library/react';
import { aCurrentUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { getCurrentUser } from '../../../session/api/getCurrentUser';
import { downloadProviderData, requestAsProvider } from '../api/lgpdApi';

jest.mock('../../../session/api/getCurrentUser');
jest.mock('../api/lgpdApi');

const created = { message: lgpdRequestMessages.received, data: { requestId: '1', dueAt: '2026-12-12T12:00:00.000Z' } };

/** Issue 37 item 4 (ADR 0167): the data subject's LGPD buttons on /minha-demanda and in Meus dados. */
describe('"Seus dados (LGPD)": Baixar meus dados, Pedir correção, Pedir exclusão', () => {
  it('in Meus dados: "Baixar meus dados" downloads the export and "Pedir exclusão" sends the request', async () => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider', {}, 30));
    jest.mocked(downloadProviderData).mockResolvedValue(undefined);
    jest.mocked(requestAsProvider).mockResolvedValue(created);
    const app = renderApp('/dashboard/profile');
    const card = await screen.findByLabelText('Seus dados (LGPD)');
    await app.user.click(within(card).getByRole('button', { name: /Baixar meus dados/ }));
    expect(downloadProviderData).toHaveBeenCalled();
    await app.user.click(within(card).getByRole('button', { name: 'Pedir exclusão' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/apagados de forma irreversível/)).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Pedir exclusão' }));
    await waitFor(() => expect(requestAsProvider).toHaveBeenCalledWith('deletion', ''));
    expect(await screen.findByText(`${lgpdRequestMessages.received} Prazo: 12/12/2026.`)).toBeInTheDocument();
  });
});
