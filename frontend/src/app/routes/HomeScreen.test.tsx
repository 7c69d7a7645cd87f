import { screen } from '@testing-library/react';
import { renderApp } from '../../testing/renderApp';
import { getHomeContent } from '../../features/public/api/publicApi';

jest.mock('../../features/public/api/publicApi', () => ({
  ...jest.requireActual<object>('../../features/public/api/publicApi'),
  getHomeContent: jest.fn(),
}));

const content = (subtitle: string) => ({
  data: { title: 'Encontre quem resolve a SST', subtitle, about: 'Sobre', item1: 'Um', item2: 'Dois', item3: 'Três' },
});

describe('/', () => {
  beforeEach(() => jest.mocked(getHomeContent).mockResolvedValue(content('Peça orçamento sem criar conta.')));

  it('names the product and leads to the login', async () => {
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'ConectaSST', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Entrar' })[0]).toHaveAttribute('href', '/login');
  });

  it('issue #35 item 9: the hero leads with the admin’s title, not the logo’s name again; the h1 is for screen readers', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Encontre quem resolve a SST', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ConectaSST', level: 1 })).toHaveClass('site-visually-hidden');
    expect(screen.getByText('Receba até 5 contatos de prestadores, gratuitamente.')).toBeInTheDocument();
  });

  it('issue #35 item 9: the promise of up to 5 contacts is said once when the subtitle already says it', async () => {
    jest.mocked(getHomeContent).mockResolvedValue(content('Peça orçamento e receba até 5 contatos de prestadores.'));
    renderApp('/');
    expect(await screen.findByText('Peça orçamento e receba até 5 contatos de prestadores.')).toBeInTheDocument();
    expect(screen.queryByText('Receba até 5 contatos de prestadores, gratuitamente.')).not.toBeInTheDocument();
  });
});
