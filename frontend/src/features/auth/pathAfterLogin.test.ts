import { pathAfterLogin } from './pathAfterLogin';

describe('where login leads', () => {
  it('takes admins to /admin, even with a pending service', () => {
    expect(pathAfterLogin('admin', null)).toBe('/admin/painel');
    expect(pathAfterLogin('admin', '9')).toBe('/admin/painel');
  });

  it('takes analysts to Eventos, even with a pending service', () => {
    expect(pathAfterLogin('analyst', null)).toBe('/analista/eventos');
    expect(pathAfterLogin('analyst', '9')).toBe('/analista/eventos');
  });

  it('takes providers to /dashboard, or to the service they opened before logging in', () => {
    expect(pathAfterLogin('provider', null)).toBe('/dashboard');
    expect(pathAfterLogin('provider', '9')).toBe('/dashboard/service/9');
  });
});
