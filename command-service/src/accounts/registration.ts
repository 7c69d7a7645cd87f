import { randomUUID } from 'node:crypto';
import { emailClaimStream, normalizeEmail, userStream } from '@conectasst/events/schemas/userEvents';
import { IdempotencyConflict } from '@conectasst/events/errors';
import { accountMessages } from '@conectasst/common/rules/accountMessages';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { LogPosition } from '@conectasst/events/envelope';
import type { CommandDeps } from '../infrastructure/commandContext';
import type { CommandMetadata } from '../infrastructure/commandHandler';
import { emailClaimDecider, userDecider } from './user';

export interface Registration {
  type: 'admin' | 'provider' | 'analyst';
  name: string;
  surname: string;
  email: string;
  phone: string;
  password: string;
}

/**
 * Claims the e-mail first (the uniqueness guarantee), then records the account. A claim left without an account
 * (a crash between the two appends) is completed by the next registration with that address.
 */
export async function registerUser(
  deps: Pick<CommandDeps, 'commands' | 'hasher'>,
  registration: Registration,
  metadata: CommandMetadata,
): Promise<{ userId: string; position: LogPosition | undefined }> {
  try {
    return await register(deps, registration, metadata);
  } catch (error) {
    // A copy of a keyed sign-up sent at the same moment (its new id and password salt differ): the account exists.
    if (error instanceof IdempotencyConflict)
      throw new DomainError('conflict', accountMessages.userExists, { reason: 'user_exists' });
    throw error;
  }
}

async function register(
  deps: Pick<CommandDeps, 'commands' | 'hasher'>,
  registration: Registration,
  metadata: CommandMetadata,
): Promise<{ userId: string; position: LogPosition | undefined }> {
  const email = normalizeEmail(registration.email);
  const claimStream = emailClaimStream(email);
  const claim = await deps.commands.load(claimStream, emailClaimDecider);
  let userId = claim.state.userId;
  if (userId) {
    const account = await deps.commands.load(userStream(userId), userDecider);
    if (account.state.registered)
      throw new DomainError('conflict', accountMessages.userExists, { reason: 'user_exists' });
  } else {
    userId = randomUUID();
    await deps.commands.handle(claimStream, emailClaimDecider, { type: 'ClaimEmail', userId }, metadata);
    // A keyed copy sent at the same moment places a claim with the same event id but another user id; the store takes
    // it as the copy already appended. Whoever's id the claim holds registers; the others are that same sign-up.
    const claimed = await deps.commands.load(claimStream, emailClaimDecider);
    if (claimed.state.userId !== userId)
      throw new DomainError('conflict', accountMessages.userExists, { reason: 'user_exists' });
  }
  // A sign-up has no session yet: its events are done by the person signing up.
  const actor: CommandMetadata =
    metadata.userId === 'anonymous' ? { ...metadata, userId, role: registration.type } : metadata;
  const passwordHash = await deps.hasher.hash(registration.password);
  const result = await deps.commands.handle(
    userStream(userId),
    userDecider,
    {
      type: 'RegisterUser',
      account: {
        userId,
        type: registration.type,
        name: registration.name,
        surname: registration.surname,
        email,
        phone: registration.phone,
        passwordHash,
      },
    },
    actor,
  );
  return { userId, position: result.position };
}
