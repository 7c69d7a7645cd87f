import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../testing/renderApp';

describe('every screen opens at its top (issue #35 item 2)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
  });

  it('a link to another screen scrolls to the top and focuses its main heading (h1)', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const app = renderApp('/login');
    await screen.findByRole('heading', { name: 'Entrar', level: 1 });
    expect(scrollTo).not.toHaveBeenCalled();

    await app.user.click(screen.getByRole('link', { name: 'Cadastre-se' }));

    const heading = await screen.findByRole('heading', { name: 'Criar conta', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('a refused submit focuses the first field in error, in the order of the form', async () => {
    const app = renderApp('/signup');
    const name = await screen.findByLabelText('Nome');

    await app.user.type(name, 'Carla');
    await app.user.click(screen.getByRole('button', { name: 'Criar conta' }));

    await waitFor(() => expect(screen.getByLabelText('Sobrenome')).toHaveFocus());
  });

  it('the wizard: step 1 refused focuses its first field in error (the step without antd)', async () => {
    window.localStorage.setItem('selectedNrs', JSON.stringify([{ id: 11, name: 'PGR' }]));
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    const app = renderApp('/demanda');
    await screen.findByRole('heading', { name: 'Pedido de orçamento', level: 1 });

    await app.user.click(screen.getByRole('button', { name: 'Próximo' }));

    // The select's stand-in takes the focus, then hands it to antd's Select it loads (the browser test sees that).
    await waitFor(() =>
      expect(focus.mock.contexts.map((element) => (element as HTMLElement).id)).toContain('field-branchOfTheCompany'),
    );
  });
});
