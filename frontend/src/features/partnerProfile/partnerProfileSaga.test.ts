import type { PartnerProfile } from '@conectasst/common/api/reviews';
import { waitFor } from '@testing-library/react';
import { setupStore } from '../../app/store';
import { ApiError } from '../../lib/apiClient';
import { getPartnerProfile } from './api/partnerProfileApi';
import { partnerProfileOpened, selectPartnerProfile } from './partnerProfileSlice';

jest.mock('./api/partnerProfileApi');

describe("a partner's public profile saga (/parceiros/<slug>)", () => {
  beforeEach(() => jest.resetAllMocks());

  it('when the page opens, then the profile of its slug is in the state', async () => {
    const profile = { name: 'Bruno Tavares' } as unknown as PartnerProfile;
    jest.mocked(getPartnerProfile).mockResolvedValue({ data: profile });
    const store = setupStore();

    store.dispatch(partnerProfileOpened('bruno-tavares-p-1'));

    await waitFor(() => expect(selectPartnerProfile(store.getState()).profile).toBe(profile));
    expect(getPartnerProfile).toHaveBeenCalledWith('bruno-tavares-p-1');
  });

  it("given an unknown slug, then the server's message is the failure shown", async () => {
    jest.mocked(getPartnerProfile).mockRejectedValue(new ApiError(404, 'Parceiro não encontrado.'));
    const store = setupStore();

    store.dispatch(partnerProfileOpened('ninguem'));

    await waitFor(() => expect(selectPartnerProfile(store.getState()).failure).toBe('Parceiro não encontrado.'));
    expect(selectPartnerProfile(store.getState()).profile).toBeUndefined();
  });
});
