import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { HttpError } from '../http/httpError';
import { signToken, verifyToken } from './tokens';

const secret = randomBytes(32).toString('base64');
const other = randomBytes(32).toString('base64');
const provider = { id: '00000000-0000-4000-8000-000000000001', role: 'provider' as const };

/** The status of the HttpError a verification throws (undefined when it passes). */
function refusal(token: string, key: string): number | undefined {
  try {
    verifyToken(token, key);
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

describe('verifyToken', () => {
  it('given a token signed with the secret, when it is verified, then it names the account, its role and its session generation', () => {
    expect(verifyToken(signToken({ ...provider, generation: 3 }, secret, 60), secret)).toEqual({
      ...provider,
      generation: 3,
    });
  });

  it('given tokens of two secrets verified in turn (the key made once is per secret), then each passes with its own secret only', () => {
    const mine = signToken(provider, secret, 60);
    const theirs = signToken(provider, other, 60);
    expect(refusal(mine, secret)).toBeUndefined();
    expect(refusal(theirs, secret)).toBe(401);
    expect(refusal(theirs, other)).toBeUndefined();
    expect(refusal(mine, other)).toBe(401);
    expect(refusal(mine, secret)).toBeUndefined();
  });

  it('given an expired token, a token without a signature or with another algorithm, then 401', () => {
    const expired = jwt.sign({ role: 'provider', gen: 0 }, secret, {
      subject: provider.id,
      issuer: 'conectasst',
      algorithm: 'HS256',
      expiresIn: -10,
    });
    const unsigned = jwt.sign({ role: 'provider', gen: 0 }, '', {
      subject: provider.id,
      issuer: 'conectasst',
      algorithm: 'none',
    });
    const hs512 = jwt.sign({ role: 'provider', gen: 0 }, secret, {
      subject: provider.id,
      issuer: 'conectasst',
      algorithm: 'HS512',
    });
    expect([expired, unsigned, hs512].map((token) => refusal(token, secret))).toEqual([401, 401, 401]);
  });
});
