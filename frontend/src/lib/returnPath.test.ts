import { returnPathOf, withReturnPath } from './returnPath';

describe('?voltar= (issue #35)', () => {
  it('takes a path of this site and carries it through a link', () => {
    expect(returnPathOf('?voltar=%2Fdashboard%2Fservice%2F12')).toBe('/dashboard/service/12');
    expect(withReturnPath('/dashboard/pacotes', '/dashboard/service/12')).toBe(
      '/dashboard/pacotes?voltar=%2Fdashboard%2Fservice%2F12',
    );
    expect(returnPathOf(new URL(withReturnPath('/checkout?token=abc', '/dashboard/profile'), 'http://x').search)).toBe(
      '/dashboard/profile',
    );
    expect(withReturnPath('/dashboard/pacotes', undefined)).toBe('/dashboard/pacotes');
  });

  it('refuses an address elsewhere, so a link cannot send the user off the site', () => {
    for (const bad of ['https://mal.example', '//mal.example', '/\\mal.example', 'javascript:alert(1)', '', '/a b'])
      expect(returnPathOf(`?voltar=${encodeURIComponent(bad)}`)).toBeUndefined();
    expect(returnPathOf('')).toBeUndefined();
  });
});
