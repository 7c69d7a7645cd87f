import type { RequesterPage } from '@conectasst/common/api/demands';
import type { RequesterReviews } from '@conectasst/common/api/reviews';
import { waitFor } from '@testing-library/react';
import { setupStore } from '../../app/store';
import { ApiError } from '../../lib/apiClient';
import {
  closeRequesterDemand,
  confirmRequesterEmail,
  getRequesterPage,
  getRequesterReviews,
  recordHire,
  resendRequesterLink,
  saveReview,
} from './api/requesterApi';
import {
  closeRequested,
  requesterPageOpened,
  resendLinkRequested,
  reviewEditToggled,
  reviewSubmitted,
  selectRequester,
} from './requesterSlice';
import { bruno, demand, noReviews } from './requesterFixtures';

jest.mock('./api/requesterApi');

const opened = (page: RequesterPage) => jest.mocked(getRequesterPage).mockResolvedValue({ data: page });

describe("the requester's page saga (/minha-demanda/:token, ADR 0080)", () => {
  beforeEach(() => jest.resetAllMocks());

  it('given an open demand without providers, when the link is opened, then the page shows and no reviews are read', async () => {
    opened(demand('open'));
    const store = setupStore();

    store.dispatch(requesterPageOpened('tok'));

    await waitFor(() => expect(selectRequester(store.getState()).page).toEqual(demand('open')));
    expect(getRequesterPage).toHaveBeenCalledWith('tok');
    expect(confirmRequesterEmail).not.toHaveBeenCalled();
    expect(getRequesterReviews).not.toHaveBeenCalled();
  });

  it('given an unconfirmed demand, when the link is opened, then the e-mail is confirmed and the page read again', async () => {
    jest
      .mocked(getRequesterPage)
      .mockResolvedValueOnce({ data: demand('pending') })
      .mockResolvedValueOnce({ data: demand('open') });
    jest.mocked(confirmRequesterEmail).mockResolvedValue({ message: 'E-mail confirmado!' });
    const store = setupStore();

    store.dispatch(requesterPageOpened('tok'));

    await waitFor(() => expect(selectRequester(store.getState()).page?.state).toBe('open'));
    expect(confirmRequesterEmail).toHaveBeenCalledWith('tok');
    expect(selectRequester(store.getState()).notice).toEqual({ type: 'success', message: 'E-mail confirmado!' });
  });

  it('given the confirmation is refused, then the unconfirmed page shows with the refusal', async () => {
    opened(demand('pending'));
    jest.mocked(confirmRequesterEmail).mockRejectedValue(new ApiError(409, 'Link expirado.'));
    const store = setupStore();

    store.dispatch(requesterPageOpened('tok'));

    await waitFor(() => expect(selectRequester(store.getState()).page?.state).toBe('pending'));
    expect(selectRequester(store.getState()).notice).toEqual({ type: 'error', message: 'Link expirado.' });
  });

  it('given an unknown link, then the failure carries the status (404 offers a new link)', async () => {
    jest.mocked(getRequesterPage).mockRejectedValue(new ApiError(404, 'Pedido não encontrado.'));
    const store = setupStore();

    store.dispatch(requesterPageOpened('bad'));

    await waitFor(() =>
      expect(selectRequester(store.getState()).failure).toEqual({ status: 404, message: 'Pedido não encontrado.' }),
    );
  });

  it('given providers subscribed, then their reviews are read; a failure shows empty panels', async () => {
    opened(demand('open', [bruno]));
    jest.mocked(getRequesterReviews).mockRejectedValue(new ApiError(0, 'Sem conexão'));
    const store = setupStore();

    store.dispatch(requesterPageOpened('tok'));

    await waitFor(() => expect(selectRequester(store.getState()).reviews).toEqual(noReviews));
  });

  it("when 'Já contratei' names the provider hired, then the hire is recorded before the demand closes", async () => {
    opened(demand('open', [bruno]));
    jest.mocked(getRequesterReviews).mockResolvedValue({ data: noReviews });
    jest.mocked(recordHire).mockResolvedValue({ message: 'ok' });
    jest.mocked(closeRequesterDemand).mockResolvedValue({ message: 'Pedido encerrado.' });
    const store = setupStore();
    store.dispatch(requesterPageOpened('tok'));
    await waitFor(() => expect(selectRequester(store.getState()).page).toBeDefined());
    opened(demand('closed', [bruno]));

    store.dispatch(closeRequested({ reason: 'hired', hired: 'p-1' }));
    expect(selectRequester(store.getState()).closing).toBe('hired');

    await waitFor(() => expect(selectRequester(store.getState()).page?.state).toBe('closed'));
    expect(recordHire).toHaveBeenCalledWith('tok', 'p-1');
    expect(closeRequesterDemand).toHaveBeenCalledWith('tok', 'hired');
    expect(jest.mocked(recordHire).mock.invocationCallOrder[0]).toBeLessThan(
      jest.mocked(closeRequesterDemand).mock.invocationCallOrder[0]!,
    );
    // Told inside the one "Pedido encerrado" banner (issue #35 item 7), not in a second one.
    expect(selectRequester(store.getState()).notice).toEqual({
      type: 'success',
      message: 'Pedido encerrado.',
      closed: true,
    });
    await waitFor(() => expect(selectRequester(store.getState()).closing).toBeUndefined());
  });

  it('when closing is refused, then the refusal shows and the buttons come back', async () => {
    opened(demand('open'));
    jest.mocked(closeRequesterDemand).mockRejectedValue(new ApiError(409, 'Pedido já encerrado.'));
    const store = setupStore();
    store.dispatch(requesterPageOpened('tok'));
    await waitFor(() => expect(selectRequester(store.getState()).page).toBeDefined());

    store.dispatch(closeRequested({ reason: 'cancelled' }));

    await waitFor(() =>
      expect(selectRequester(store.getState()).notice).toEqual({ type: 'error', message: 'Pedido já encerrado.' }),
    );
    expect(selectRequester(store.getState()).closing).toBeUndefined();
  });

  it('when a review is published, then the reviews are read again before the form closes: the review replaces the form at once', async () => {
    opened(demand('open', [bruno]));
    const published = {
      providerId: 'p-1',
      stars: 5,
      comment: 'Muito bom atendimento.',
    } as RequesterReviews['reviews'][number];
    jest
      .mocked(getRequesterReviews)
      .mockResolvedValueOnce({ data: noReviews })
      .mockResolvedValueOnce({ data: { ...noReviews, reviews: [published] } });
    jest.mocked(saveReview).mockResolvedValue({ message: 'Avaliação publicada. Obrigado!' });
    const store = setupStore();
    store.dispatch(requesterPageOpened('tok'));
    await waitFor(() => expect(getRequesterReviews).toHaveBeenCalledTimes(1));
    store.dispatch(reviewEditToggled('p-1'));
    const reviewsWhenFormClosed: unknown[] = [];
    store.subscribe(() => {
      const state = selectRequester(store.getState());
      if (
        state.reviewForm &&
        !state.reviewForm.editingId &&
        !state.reviewForm.sendingId &&
        !reviewsWhenFormClosed.length
      )
        reviewsWhenFormClosed.push(state.reviews?.reviews);
    });

    store.dispatch(reviewSubmitted({ providerId: 'p-1', stars: 5, comment: 'Muito bom atendimento.', editing: false }));

    await waitFor(() =>
      expect(selectRequester(store.getState()).notice).toEqual({
        type: 'success',
        message: 'Avaliação publicada. Obrigado!',
      }),
    );
    expect(reviewsWhenFormClosed).toEqual([[published]]);
  });
});

describe("the requester's reviews of subscribed providers", () => {
  beforeEach(() => jest.resetAllMocks());

  it('when an edited review is sent, then it is saved with the page token, the edit ends and the reviews are read again', async () => {
    opened(demand('open', [bruno]));
    jest.mocked(getRequesterReviews).mockResolvedValue({ data: noReviews });
    jest.mocked(saveReview).mockResolvedValue({ message: 'Avaliação atualizada.' });
    const store = setupStore();
    store.dispatch(requesterPageOpened('tok'));
    await waitFor(() => expect(getRequesterReviews).toHaveBeenCalledTimes(1));
    store.dispatch(reviewEditToggled('p-1'));

    store.dispatch(reviewSubmitted({ providerId: 'p-1', stars: 5, comment: 'Muito bom atendimento.', editing: true }));

    expect(selectRequester(store.getState()).reviewForm?.sendingId).toBe('p-1');
    await waitFor(() => expect(getRequesterReviews).toHaveBeenCalledTimes(2));
    expect(saveReview).toHaveBeenCalledWith('tok', 'p-1', 5, 'Muito bom atendimento.', true);
    expect(selectRequester(store.getState()).notice).toEqual({ type: 'success', message: 'Avaliação atualizada.' });
    expect(selectRequester(store.getState()).reviewForm).toEqual({});
  });

  it('given the server refuses the review (edit window over), then the edit stays open with the refusal', async () => {
    opened(demand('open', [bruno]));
    jest.mocked(getRequesterReviews).mockResolvedValue({ data: noReviews });
    jest.mocked(saveReview).mockRejectedValue(new ApiError(409, 'O prazo para editar esta avaliação terminou.'));
    const store = setupStore();
    store.dispatch(requesterPageOpened('tok'));
    store.dispatch(reviewEditToggled('p-1'));

    store.dispatch(reviewSubmitted({ providerId: 'p-1', stars: 2, comment: 'Não retornou o contato.', editing: true }));

    await waitFor(() =>
      expect(selectRequester(store.getState()).reviewForm).toEqual({
        editingId: 'p-1',
        error: { providerId: 'p-1', message: 'O prazo para editar esta avaliação terminou.' },
      }),
    );
  });
});

describe('"Pedir novo link"', () => {
  beforeEach(() => jest.resetAllMocks());

  it("when an e-mail is sent, then the server's answer shows; a failure shows its message", async () => {
    jest
      .mocked(resendRequesterLink)
      .mockResolvedValueOnce({ message: 'Se houver um pedido com este e-mail, enviamos o link.' })
      .mockRejectedValueOnce(new ApiError(429, 'Muitas tentativas. Aguarde um pouco.'));
    const store = setupStore();

    store.dispatch(resendLinkRequested('helena@padaria.com.br'));
    expect(selectRequester(store.getState()).resendLink).toEqual({ sending: true });
    await waitFor(() =>
      expect(selectRequester(store.getState()).resendLink).toEqual({
        sending: false,
        sent: 'Se houver um pedido com este e-mail, enviamos o link.',
      }),
    );
    expect(resendRequesterLink).toHaveBeenCalledWith('helena@padaria.com.br');

    store.dispatch(resendLinkRequested('helena@padaria.com.br'));
    await waitFor(() =>
      expect(selectRequester(store.getState()).resendLink).toEqual({
        sending: false,
        error: 'Muitas tentativas. Aguarde um pouco.',
      }),
    );
  });
});
