import { waitFor } from '@testing-library/react';
import type { FileDemandRequest } from '@conectasst/common/api/demands';
import { setupStore } from '../../app/store';
import { toastSuccess } from '../../lib/feedback';
import { readSentDemand } from '../../lib/sentDemandStorage';
import { navigatorSpy } from '../../testing/navigatorSpy';
import { fileDemand } from './api/demandApi';
import { demandSubmitted } from './demandSlice';

jest.mock('./api/demandApi');
jest.mock('../../lib/feedback');

describe('sending the demand (spec §3, issue #35 item 3)', () => {
  const navigate = navigatorSpy();
  afterEach(() => window.localStorage.clear());

  it("keeps the spec's toast and return to /, and leaves the number and the address for the home page's notice", async () => {
    jest.mocked(fileDemand).mockResolvedValue({ message: 'Pedido enviado com sucesso', data: { id: 57 } });
    const store = setupStore();

    store.dispatch(
      demandSubmitted({ contact: { Email: ' paula@metalurgica.com.br ' } } as unknown as FileDemandRequest),
    );

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(toastSuccess).toHaveBeenCalledWith('Pedido enviado com sucesso');
    expect(readSentDemand()).toMatchObject({ id: 57, email: 'paula@metalurgica.com.br' });
  });
});
