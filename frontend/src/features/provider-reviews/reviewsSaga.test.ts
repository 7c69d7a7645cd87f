import type { Review } from '@conectasst/common/api/reviews';
import { waitFor } from '@testing-library/react';
import { setupStore } from '../../app/store';
import { ApiError } from '../../lib/apiClient';
import { toastSuccess } from '../../lib/feedback';
import { getMyReviews, replyToReview, reportReview } from './api/reviewsApi';
import {
  reviewReplySubmitted,
  reviewReportSubmitted,
  reviewReportToggled,
  reviewsOpened,
  selectReviews,
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

describe("the provider's reviews (Avaliações)", () => {
  beforeEach(() => jest.resetAllMocks());

  it('given a review, when the provider replies, then the reply is sent, confirmed and the list read again', async () => {
    jest
      .mocked(getMyReviews)
      .mockResolvedValueOnce({ data: [aReview], average: 4, count: 1 })
      .mockResolvedValueOnce({ data: [{ ...aReview, reply: 'Obrigado!' }], average: 4, count: 1 });
    jest.mocked(replyToReview).mockResolvedValue({ message: 'Resposta publicada.' });
    const store = setupStore();
    store.dispatch(reviewsOpened());
    await waitFor(() => expect(selectReviews(store.getState()).reviews?.count).toBe(1));

    store.dispatch(reviewReplySubmitted({ reviewId: 'rv-1', text: 'Obrigado!' }));

    expect(selectReviews(store.getState()).reviewForms.sendingId).toBe('rv-1');
    await waitFor(() => expect(selectReviews(store.getState()).reviews?.data[0]?.reply).toBe('Obrigado!'));
    expect(replyToReview).toHaveBeenCalledWith('rv-1', 'Obrigado!');
    expect(toastSuccess).toHaveBeenCalledWith('Resposta publicada.');
    expect(selectReviews(store.getState()).reviewForms).toEqual({});
  });

  it('given the report of a review is refused, then its form stays open with the message under that review', async () => {
    jest.mocked(getMyReviews).mockResolvedValue({ data: [aReview], average: 4, count: 1 });
    jest.mocked(reportReview).mockRejectedValue(new ApiError(422, 'Escreva o motivo da denúncia.'));
    const store = setupStore();
    store.dispatch(reviewsOpened());
    store.dispatch(reviewReportToggled('rv-1'));

    store.dispatch(reviewReportSubmitted({ reviewId: 'rv-1', text: '' }));

    await waitFor(() =>
      expect(selectReviews(store.getState()).reviewForms).toEqual({
        reportingId: 'rv-1',
        error: { reviewId: 'rv-1', message: 'Escreva o motivo da denúncia.' },
      }),
    );
  });

  it('given the reviews cannot load, then the screen shows none instead of loading forever', async () => {
    jest.mocked(getMyReviews).mockRejectedValue(new ApiError(0, 'Sem conexão'));
    const store = setupStore();

    store.dispatch(reviewsOpened());

    await waitFor(() => expect(selectReviews(store.getState()).reviews).toEqual({ data: [], average: null, count: 0 }));
  });
});
