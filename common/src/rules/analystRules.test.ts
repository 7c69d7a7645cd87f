import { analystStatus } from './analystRules';

describe('analystStatus: where an invitation stands', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('is active once a password was set, whatever link came after', () => {
    expect(analystStatus({ passwordSetAt: '2026-11-20T10:00:00Z', inviteExpiresAt: '2026-11-25T10:00:00Z' }, now)).toBe(
      'active',
    );
  });
  it('is invited while the last link works, expired after', () => {
    expect(analystStatus({ passwordSetAt: null, inviteExpiresAt: '2026-11-27T12:00:01Z' }, now)).toBe('invited');
    expect(analystStatus({ passwordSetAt: null, inviteExpiresAt: '2026-11-27T12:00:00Z' }, now)).toBe('expired');
    expect(analystStatus({ passwordSetAt: null, inviteExpiresAt: null }, now)).toBe('expired');
  });
});
