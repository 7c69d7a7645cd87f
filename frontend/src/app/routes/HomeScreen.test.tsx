import { screen } from '@testing-library/react';
import { renderApp } from '../../testing/renderApp';

describe('/', () => {
  it('names the product and leads to the login', async () => {
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'ConectaSST', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Entrar' })[0]).toHaveAttribute('href', '/login');
  });
});
