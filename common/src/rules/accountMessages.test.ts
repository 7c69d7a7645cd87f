import { PASSWORD_LOGIN_MAX, PASSWORD_MAX, PASSWORD_MIN } from './accountLimits';
import { accountMessages as m, newPasswordProblem } from './accountMessages';
import { changePasswordRequest, signupRequest } from '../api/accounts';

const signup = (password: string) => ({
  name: 'Ana',
  surname: 'Souza',
  phone: '(11) 98765-4321',
  email: 'ana@example.com',
  password,
});

describe('the one password limit (ADR 0159)', () => {
  it('is at least 64 characters (NIST 800-63B), and login accepts every password sign-up ever accepted', () => {
    expect(PASSWORD_MAX).toBeGreaterThanOrEqual(64);
    expect(PASSWORD_LOGIN_MAX).toBeGreaterThanOrEqual(1024);
  });

  it('takes a new password of 6 to 64 characters and says why in Portuguese otherwise', () => {
    expect(newPasswordProblem('a'.repeat(PASSWORD_MIN - 1))).toBe('A senha deve conter no mínimo 6 caracteres');
    expect(newPasswordProblem('a'.repeat(PASSWORD_MIN))).toBeUndefined();
    expect(newPasswordProblem('a'.repeat(12))).toBeUndefined();
    expect(newPasswordProblem('a'.repeat(PASSWORD_MAX))).toBeUndefined();
    expect(newPasswordProblem('a'.repeat(PASSWORD_MAX + 1))).toBe('A senha deve ter no máximo 64 caracteres');
  });

  it('is the limit of the server schemas of sign-up and reset', () => {
    for (const length of [PASSWORD_MIN - 1, PASSWORD_MIN, 12, PASSWORD_MAX, PASSWORD_MAX + 1]) {
      const password = 'b'.repeat(length);
      const expected = newPasswordProblem(password);
      const signupResult = signupRequest.safeParse(signup(password));
      const resetResult = changePasswordRequest.safeParse({ code: '123456', password });
      expect(signupResult.success ? undefined : signupResult.error.issues[0]?.message).toBe(expected);
      expect(resetResult.success ? undefined : resetResult.error.issues[0]?.message).toBe(expected);
    }
    expect(m.passwordTooLong).toContain(String(PASSWORD_MAX));
  });
});
