import { lgpdRequestMessages } from '@conectasst/common/rules/lgpdRules';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/renderApp';
import { getRequesterPage } from '../api/requesterApi';
import { requestAsRequester } from '../api/requesterLgpdApi';
import { demand } from '../requesterFixtures';

jest.mock('../api/requesterApi');
jest.mock('../api/requesterLgpdApi', () => ({
  ...jest.requireActual('../api/requesterLgpdApi'),
  requestAsRequester: jest.fn(),
}));

const page = demand('open');
const created = { message: lgpdRequestMessages.received, data: { requestId: '1', dueAt: '2026-12-12T12:00:00.000Z' } };

/** Issue 37 item 4 (ADR 0167): the data subject's LGPD buttons on /minha-demanda and in Meus dados. */
describe('"Seus dados (LGPD)": Baixar meus dados, Pedir correção, Pedir exclusão', () => {
  it("on the requester's page: the download is the signed link's export; a correction needs its text and is sent with the token", async () => {
    jest.mocked(getRequesterPage).mockResolvedValue({ data: page });
    jest.mocked(requestAsRequester).mockResolvedValue(created);
    const app = renderApp('/minha-demanda/tok');
    const card = await screen.findByLabelText('Seus dados (LGPD)');
    expect(within(card).getByRole('link', { name: /Baixar meus dados/ })).toHaveAttribute(
      'href',
      '/v1/minha-demanda/tok/dados',
    );
    await app.user.click(within(card).getByRole('button', { name: 'Pedir correção' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Enviar pedido' }));
    expect(await within(dialog).findByText(lgpdRequestMessages.correctionNeedsDetails)).toBeInTheDocument();
    expect(requestAsRequester).not.toHaveBeenCalled();
    await app.user.type(within(dialog).getByLabelText('O que deve ser corrigido'), 'Meu cargo é Técnico.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Enviar pedido' }));
    await waitFor(() => expect(requestAsRequester).toHaveBeenCalledWith('tok', 'correction', 'Meu cargo é Técnico.'));
    expect(await screen.findByText(`${lgpdRequestMessages.received} Prazo: 12/12/2026.`)).toBeInTheDocument();
  });
});
