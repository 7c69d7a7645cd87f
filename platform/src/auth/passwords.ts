import argon2 from 'argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

/** argon2id with OWASP's minimum (m=19 MiB, t=2, p=1) by default; tests pass a smaller memory cost. */
export function argon2Hasher(memoryCost = 19_456): PasswordHasher {
  return {
    hash: (password) => argon2.hash(password, { type: argon2.argon2id, memoryCost, timeCost: 2, parallelism: 1 }),
    async verify(hash, password) {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    },
  };
}
