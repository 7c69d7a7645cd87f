import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LegalAcceptanceView } from '@conectasst/common/api/legal';
import { demandMessages } from '@conectasst/common/rules/demandRules';
import { ApiError, apiClient } from '../../../lib/apiClient';
import { aCurrentUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { getCurrentUser } from '../../../session/api/getCurrentUser';
import { signup } from '../api/onboardingApi';

jest.mock('../../../session/api/getCurrentUser');
jest.mock('../api/onboardingApi');

const pendingSince = (accepted: LegalAcceptanceView['accepted']): LegalAcceptanceView => ({
  current: { termsVersion: 2, privacyVersion: 1 },
  accepted,
  pending: true,
});

/** Issue 37 item 3: the terms are accepted at sign-up, and asked again in the provider area when owed. */
describe('terms of use and privacy policy: acceptance', () => {
  let get: jest.SpyInstance;
  let post: jest.SpyInstance;
  let acceptance: LegalAcceptanceView;
  beforeEach(() => {
    acceptance = pendingSince(null);
    get = jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
      if (path === '/legal/acceptance') return { data: acceptance };
      throw new ApiError(404, 'Não encontrado.');
    });
    post = jest.spyOn(apiClient, 'post').mockResolvedValue({ message: 'Aceite registrado.' });
  });
  afterEach(() => {
    get.mockRestore();
    post.mockRestore();
  });

  const fillSignup = async (app: ReturnType<typeof renderApp>) => {
    await app.user.type(await screen.findByLabelText('Nome'), 'Ana');
    await app.user.type(screen.getByLabelText('Sobrenome'), 'Souza');
    fireEvent.change(screen.getByLabelText('Celular (com DDD)'), { target: { value: '11987654321' } });
    await app.user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await app.user.type(screen.getByLabelText('Senha'), 'Segura#2026!');
    await app.user.type(screen.getByLabelText('Confirme a senha'), 'Segura#2026!');
  };

  it('sign-up cannot finish without ticking the terms; once ticked, the account is made and the versions in force accepted', async () => {
    jest.mocked(signup).mockResolvedValue({ token: 'token-novo', expiresIn: 3600 });
    const app = renderApp('/signup');
    await fillSignup(app);
    await app.user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText(demandMessages.terms)).toBeInTheDocument();
    expect(signup).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Termos e Condições Gerais de Uso' })).toHaveAttribute(
      'href',
      '/termos-de-uso',
    );

    await app.user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    await app.user.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/legal/accept', { termsVersion: 2, privacyVersion: 1 }));
    expect(signup).toHaveBeenCalledWith(expect.not.objectContaining({ terms: expect.anything() }));
  });

  it('a provider who accepted an older version is asked on entering the area; "Aceito os termos" records the versions in force', async () => {
    acceptance = pendingSince({ termsVersion: 1, privacyVersion: 1, acceptedAt: '2026-11-01T12:00:00.000Z' });
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider', {}, 10));
    const app = renderApp('/dashboard/profile');
    expect(await screen.findByText('Os termos foram atualizados')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Aceito os termos' }));
    expect(post).toHaveBeenCalledWith('/legal/accept', { termsVersion: 2, privacyVersion: 1 });
    await waitFor(() => expect(screen.queryByText('Os termos foram atualizados')).not.toBeInTheDocument());
  });

  it('nothing owed: no question', async () => {
    acceptance = {
      current: { termsVersion: 2, privacyVersion: 1 },
      accepted: { termsVersion: 2, privacyVersion: 1, acceptedAt: '2026-11-27T12:00:00.000Z' },
      pending: false,
    };
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider', {}, 10));
    renderApp('/dashboard/profile');
    await screen.findByRole('link', { name: 'Ver minha página' });
    expect(screen.queryByRole('button', { name: 'Aceito os termos' })).not.toBeInTheDocument();
  });
});
