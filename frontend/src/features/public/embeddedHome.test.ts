import { readEmbeddedHome } from './embeddedHome';

const home = {
  title: 'Orçamentos de SST',
  subtitle: 'Sem custo.',
  about: 'Somos a ConectaSST.',
  item1: 'a',
  item2: 'b',
  item3: 'c',
};

describe('the home texts the server put into / (ADR 0121)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('given the data block, when the app starts, then it reads the texts', () => {
    document.head.innerHTML = `<script type="application/json" id="home-content">${JSON.stringify(home)}</script>`;
    expect(readEmbeddedHome()).toEqual(home);
  });

  it('given no block (any page but /), a malformed one or one missing a text, then nothing', () => {
    expect(readEmbeddedHome()).toBeNull();
    document.head.innerHTML = '<script type="application/json" id="home-content">{"title": </script>';
    expect(readEmbeddedHome()).toBeNull();
    document.head.innerHTML = `<script type="application/json" id="home-content">${JSON.stringify({ ...home, about: 3 })}</script>`;
    expect(readEmbeddedHome()).toBeNull();
  });
});
