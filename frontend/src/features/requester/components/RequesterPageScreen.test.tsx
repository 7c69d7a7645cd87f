import type { RequesterPageProvider } from '@conectasst/common/api/demands';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/renderApp';
import { closeRequesterDemand, getRequesterPage, getRequesterReviews, recordHire } from '../api/requesterApi';
import { bruno, demand, noReviews } from '../requesterFixtures';

jest.mock('../api/requesterApi');

/** Issue #35 item 7: on the requester's page, what to do next comes first and nothing is said twice. */
describe("the requester's page (/minha-demanda/:token) as the requester meets it", () => {
  beforeEach(() => jest.resetAllMocks());

  it('while nobody has subscribed, "Já contratei" is not the main button', async () => {
    jest.mocked(getRequesterPage).mockResolvedValue({ data: demand('open') });
    renderApp('/minha-demanda/tok');
    const hired = await screen.findByRole('button', { name: 'Já contratei' });
    expect(hired).not.toHaveClass('ant-btn-primary');
  });

  it('with a provider subscribed, "Já contratei" is the main button and the review form stays closed until "Avaliar"', async () => {
    jest.mocked(getRequesterPage).mockResolvedValue({ data: demand('open', [bruno]) });
    jest.mocked(getRequesterReviews).mockResolvedValue({ data: noReviews });
    const app = renderApp('/minha-demanda/tok');
    expect(await screen.findByRole('button', { name: 'Já contratei' })).toHaveClass('ant-btn-primary');
    const card = screen.getByLabelText('Parceiro Bruno Tavares');
    const ask = await within(card).findByRole('button', { name: 'Avaliar Bruno Tavares' });
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();

    await app.user.click(ask);
    expect(within(card).getByRole('form', { name: 'Avaliar Bruno Tavares' })).toBeInTheDocument();
    await app.user.click(within(card).getByRole('button', { name: 'Cancelar' }));
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();
  });

  it('a seat holder who may sign the demand\'s services reads "Assinatura habilitada ✔" (ADR 0169); one who may not, nothing', async () => {
    const ana: RequesterPageProvider = {
      ...bruno,
      id: 'p-2',
      name: 'Ana Lima',
      profilePath: '/parceiros/ana-lima-p-2',
      maySign: false,
    };
    jest.mocked(getRequesterPage).mockResolvedValue({ data: demand('open', [{ ...bruno, maySign: true }, ana]) });
    jest.mocked(getRequesterReviews).mockResolvedValue({ data: noReviews });
    renderApp('/minha-demanda/tok');
    expect(
      await within(await screen.findByLabelText('Parceiro Bruno Tavares')).findByText('Assinatura habilitada ✔'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Parceiro Ana Lima')).queryByText('Assinatura habilitada ✔'),
    ).not.toBeInTheDocument();
  });

  it('after "Já contratei", one banner says the demand is closed, with the answer', async () => {
    jest.mocked(getRequesterPage).mockResolvedValue({ data: demand('open', [bruno]) });
    jest.mocked(getRequesterReviews).mockResolvedValue({ data: noReviews });
    jest.mocked(recordHire).mockResolvedValue({ message: 'ok' });
    jest.mocked(closeRequesterDemand).mockResolvedValue({ message: 'Que bom! Seu pedido foi encerrado.' });
    const app = renderApp('/minha-demanda/tok');
    await app.user.click(await screen.findByRole('button', { name: 'Já contratei' }));
    jest.mocked(getRequesterPage).mockResolvedValue({ data: demand('closed', [bruno]) });
    const dialog = await screen.findByRole('dialog', { name: 'Quem você contratou?' });
    await app.user.click(within(dialog).getByText('Bruno Tavares'));
    await app.user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    const banner = (await screen.findByText('Que bom! Seu pedido foi encerrado.')).closest('[role="alert"]');
    expect(banner).toHaveTextContent(/^Pedido encerrado: .*Que bom! Seu pedido foi encerrado\.$/);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
