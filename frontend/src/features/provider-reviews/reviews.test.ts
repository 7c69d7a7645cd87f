import type { Review } from '@conectasst/common/api/reviews';
import { waitFor } from '@testing-library/react';
import { setupStore } from '../../app/store';
import { ApiError } from '../../lib/apiClient';
import { toastSuccess } from '../../lib/feedback';
import { serverApi } from '../../lib/serverState/api';
import { getMyReviews, replyToReview, reportReview } from './api/reviewsApi';
import { reviewsReads } from './reviewsReads';
import {
  reviewReplySubmitted,
  reviewReportSubmitted,
  reviewReportToggled,
  reviewsOpened,
  selectReviewForms,
} from './reviewsSlice';

jest.mock('./api/reviewsApi');
jest.mock('../../lib/feedback');

const aReview: Review = {
  reviewId: 'rv-1',
  demandId: 7,
  providerId: 'p-1',
  providerName: 'Bruno Tavares',
  stars: 4,
  comment: 'Atendimento rápido e claro.',
  reviewer: 'Maria, Belo Horizonte',
  writtenAt: '2026-11-20T12:00:00.000Z',
  editedAt: null,
  editableUntil: '2026-12-04T12:00:00.000Z',
  reply: null,
  repliedAt: null,
  hired: false,
};

/** The store of a provider on Avaliações: the list is server state (ADR 0184), the reply and the report a saga. */
function providerStore() {
  const store = setupStore();
  store.injectServerState(serverApi);
  return store;
}

type Store = ReturnType<typeof providerStore>;
const reviewsOf = (store: Store) =>
  reviewsReads.endpoints.myReviews.select()(
    store.getState() as unknown as Parameters<ReturnType<typeof reviewsReads.endpoints.myReviews.select>>[0],
  ).data;

/** The screen opening: the form state reset and the list read (and kept on screen: the subscription). */
function open(store: Store) {
  store.dispatch(reviewsOpened());
  return store.dispatch(reviewsReads.endpoints.myReviews.initiate());
}

describe("the provider's reviews (Avaliações)", () => {
  beforeEach(() => jest.resetAllMocks());

  it('given a review, when the provider replies, then the reply is sent, confirmed and the list read again', async () => {
    jest
      .mocked(getMyReviews)
      .mockResolvedValueOnce({ data: [aReview], average: 4, count: 1 })
      .mockResolvedValueOnce({ data: [{ ...aReview, reply: 'Obrigado!' }], average: 4, count: 1 });
    jest.mocked(replyToReview).mockResolvedValue({ message: 'Resposta publicada.' });
    const store = providerStore();
    await open(store);
    expect(reviewsOf(store)?.count).toBe(1);

    store.dispatch(reviewReplySubmitted({ reviewId: 'rv-1', text: 'Obrigado!' }));

    expect(selectReviewForms(store.getState()).sendingId).toBe('rv-1');
    await waitFor(() => expect(reviewsOf(store)?.data[0]?.reply).toBe('Obrigado!'));
    expect(getMyReviews).toHaveBeenCalledTimes(2);
    expect(replyToReview).toHaveBeenCalledWith('rv-1', 'Obrigado!');
    expect(toastSuccess).toHaveBeenCalledWith('Resposta publicada.');
    expect(selectReviewForms(store.getState())).toEqual({});
  });

  it('given the report of a review is refused, then its form stays open with the message under that review', async () => {
    jest.mocked(getMyReviews).mockResolvedValue({ data: [aReview], average: 4, count: 1 });
    jest.mocked(reportReview).mockRejectedValue(new ApiError(422, 'Escreva o motivo da denúncia.'));
    const store = providerStore();
    await open(store);
    store.dispatch(reviewReportToggled('rv-1'));

    store.dispatch(reviewReportSubmitted({ reviewId: 'rv-1', text: '' }));

    await waitFor(() =>
      expect(selectReviewForms(store.getState())).toEqual({
        reportingId: 'rv-1',
        error: { reviewId: 'rv-1', message: 'Escreva o motivo da denúncia.' },
      }),
    );
    expect(getMyReviews).toHaveBeenCalledTimes(1);
  });

  it('given the reviews cannot load, then the screen shows none instead of loading forever', async () => {
    jest.mocked(getMyReviews).mockRejectedValue(new ApiError(0, 'Sem conexão'));
    const store = providerStore();

    await open(store);

    expect(reviewsOf(store)).toEqual({ data: [], average: null, count: 0 });
  });
});
