import { render, waitFor } from '@testing-library/react';
import { PageTitleSection, pageTitle, usePageTitle } from './usePageTitle';

function Screen({ name }: { name: string }) {
  usePageTitle(name);
  return <p>{name}</p>;
}

describe('usePageTitle', () => {
  it('names the tab "<Página> | ConectaSST"', async () => {
    const { rerender } = render(<Screen name="Perguntas frequentes" />);
    await waitFor(() => expect(document.title).toBe('Perguntas frequentes | ConectaSST'));
    rerender(<Screen name="Fale conosco" />);
    await waitFor(() => expect(document.title).toBe('Fale conosco | ConectaSST'));
  });

  it('adds the area, so the admin blog and the public blog have titles of their own', async () => {
    render(
      <PageTitleSection value="Administração">
        <Screen name="Blog" />
      </PageTitleSection>,
    );
    await waitFor(() => expect(document.title).toBe('Blog — Administração | ConectaSST'));
    expect(pageTitle('Blog')).toBe('Blog | ConectaSST');
  });
});
