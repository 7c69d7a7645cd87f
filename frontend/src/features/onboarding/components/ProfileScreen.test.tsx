import { screen, waitFor } from '@testing-library/react';
import { partnerSlug } from '@conectasst/common/api/reviews';
import { aCurrentUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { getCurrentUser } from '../../../session/api/getCurrentUser';

jest.mock('../../../session/api/getCurrentUser');

/** Issue #35 item 8: "Meus dados" links to the provider's own public page and shares it. */
describe('Meus dados: the public page and "Compartilhar"', () => {
  const me = aCurrentUser('provider', {}, 30);
  const path = `/parceiros/${partnerSlug(`${me.userData.name} ${me.userData.surname}`, me.userData.id)}`;
  const original = navigator.share;
  beforeEach(() => jest.mocked(getCurrentUser).mockResolvedValue(me));
  afterEach(() => Object.defineProperty(navigator, 'share', { value: original, configurable: true }));

  it('links to /parceiros/<slug> and opens the share sheet where the browser has one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const app = renderApp('/dashboard/profile');
    const link = await screen.findByRole('link', { name: 'Ver minha página' });
    expect(link).toHaveAttribute('href', path);
    await app.user.click(screen.getByRole('button', { name: /Compartilhar/ }));
    expect(share).toHaveBeenCalledWith({
      title: expect.stringContaining('parceiro de SST'),
      url: `${window.location.origin}${path}`,
    });
  });

  it('without the Web Share API, copies the address and says so', async () => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    // user-event puts its own clipboard on navigator: read the address back from it.
    const app = renderApp('/dashboard/profile');
    await app.user.click(await screen.findByRole('button', { name: /Compartilhar/ }));
    await waitFor(() => expect(screen.getByText(`Link copiado: ${window.location.origin}${path}`)).toBeInTheDocument());
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}${path}`);
  });
});
