import { screen } from '@testing-library/react';
import { renderApp } from '../../testing/renderApp';

describe('unknown addresses', () => {
  it("show 'Página não encontrada' with a way back home", async () => {
    renderApp('/pagina-que-nao-existe');

    expect(await screen.findByText('Página não encontrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
  });

  it('are matched exactly: /login/ extra segments are not the login screen', async () => {
    renderApp('/login/extra');

    expect(await screen.findByText('Página não encontrada')).toBeInTheDocument();
  });
});
