import { screen, waitFor, within } from '@testing-library/react';
import { lgpdMessages } from '@conectasst/common/rules/lgpdRules';
import { ApiError } from '../../../../lib/apiClient';
import { toastError, toastSuccess } from '../../../../lib/feedback';
import { asAdmin } from '../../../../testing/asAdmin';
import { aPartnerDetail } from '../../../../testing/fixtures';
import { renderApp } from '../../../../testing/renderApp';
import { erasePartner, getPartner, getPartnerReviews, getPartnersPage } from '../partnersApi';

jest.mock('../../../../session/api/getCurrentUser');
jest.mock('../partnersApi');
jest.mock('../../../../lib/feedback', () => ({
  ...jest.requireActual('../../../../lib/feedback'),
  toastError: jest.fn(),
  toastSuccess: jest.fn(),
}));

const ID = '0d5e2f4a-1b2c-4d3e-8f90-123456789abc';
const detail = aPartnerDetail(ID);

/** LGPD on /admin/Parceiro/edit/{id}: the erasure is a mutation of the partners' server state (ADR 0184). */
describe('/admin/Parceiro/edit: "Remover dados pessoais (LGPD)"', () => {
  asAdmin();
  beforeEach(() => {
    jest.mocked(getPartner).mockResolvedValue({ data: detail });
    jest.mocked(getPartnerReviews).mockResolvedValue({ data: [] });
    jest.mocked(getPartnersPage).mockResolvedValue({
      data: { data: [], page: 1, perPage: 10, total: 0, lastPage: 1 },
      pages: [{ page: 1 }],
    });
  });

  async function confirmErasure() {
    const app = renderApp(`/admin/Parceiro/edit/${ID}`);
    await app.user.click(await screen.findByRole('button', { name: 'Remover dados pessoais (LGPD)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(lgpdMessages.confirmPartner);
    await app.user.click(within(dialog).getByRole('button', { name: 'Remover dados' }));
    return app;
  }

  it('given the admin confirms, when the server erases, then its message is toasted and the list opens', async () => {
    jest.mocked(erasePartner).mockResolvedValue({ message: lgpdMessages.partnerErased } as never);
    const app = await confirmErasure();
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(lgpdMessages.partnerErased));
    expect(erasePartner).toHaveBeenCalledWith(ID);
    await waitFor(() => expect(app.currentPath()).toBe('/admin/Parceiro'));
  });

  it('given the admin confirms, when the server refuses, then its Portuguese message is toasted and the screen stays', async () => {
    jest.mocked(erasePartner).mockRejectedValue(new ApiError(403, 'Acesso restrito ao administrador.'));
    const app = await confirmErasure();
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Acesso restrito ao administrador.'));
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(app.currentPath()).toBe(`/admin/Parceiro/edit/${ID}`);
  });
});
