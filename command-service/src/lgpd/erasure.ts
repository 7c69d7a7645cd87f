import { accountMessages } from '@conectasst/common/rules/accountMessages';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { LogPosition } from '@conectasst/events/envelope';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { mailAddressHash, mailAddressSubject } from '@conectasst/events/schemas/mailEvents';
import { userStream } from '@conectasst/events/schemas/userEvents';
import type { AuthUser } from '@conectasst/platform/auth/tokens';
import { sessionsEnded } from '../accounts/sessionEnd';
import { userDecider } from '../accounts/user';
import { demandDecider } from '../demands/businessLogic';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import { eraseAgenda } from '../agenda/api';
import { normalizeEmail } from '@conectasst/events/schemas/userEvents';

/** What bounces recorded about the person's address (MailBounced, ADR 0112) goes with them; before their own key, while the address is readable. */
async function eraseMailOf(deps: CommandDeps, email: string | null | undefined) {
  if (!email) return;
  // The keyed hash names the bounces recorded since ADR 0112, the plain one those recorded before.
  for (const hash of [mailAddressHash(email, deps.config.piiMasterKey), mailAddressHash(email)])
    await deps.catalogue.erase(mailAddressSubject(hash));
}

/** Erases a provider (the admin's call, or a deletion request answered `done`, ADR 0167). */
export async function eraseProvider(
  deps: CommandDeps,
  providerId: string,
  user: AuthUser | undefined,
  idempotencyKey: string | undefined,
) {
  const account = await deps.commands.load(userStream(providerId), userDecider);
  if (!account.state.registered || account.state.type !== 'provider')
    throw new DomainError('not_found', accountMessages.partnerNotFound);
  await eraseMailOf(deps, await deps.lookups.accountEmail(providerId));
  await deps.catalogue.erase(providerId);
  // The PDFs of the provider's proposals live outside the log (ADR 0163): their bytes go too.
  await deps.attachments.eraseOwner(providerId);
  const result = await deps.commands.handle(
    userStream(providerId),
    userDecider,
    { type: 'ErasePersonalData', userId: providerId },
    metadataFor(user, idempotencyKey),
  );
  sessionsEnded(deps, providerId, result.state);
  return result;
}

/** Erases the requester of a demand and of their other demands with the same e-mail; the number of demands and the last position. */
export async function eraseRequester(
  deps: CommandDeps,
  demandId: number,
  user: AuthUser | undefined,
  idempotencyKey: string | undefined,
) {
  const demand = await deps.commands.load(demandStream(demandId), demandDecider);
  if (demand.state.status === 'none') throw new DomainError('not_found', 'Demanda não encontrada.');
  // The same person's other demands (requesters have no account: the e-mail is what ties them together).
  const others = await deps.lookups.otherDemandsOfRequester(demandId);
  let position: LogPosition | undefined;
  const demandIds = [demandId, ...others];
  for (const id of demandIds) {
    const loaded = id === demandId ? demand : await deps.commands.load(demandStream(id), demandDecider);
    if (!loaded.state.requesterId) continue;
    const email = loaded.state.edited.requesterEmail;
    // The agendas SST of the same e-mail are the same person's (ADR 0175): they go too.
    if (email) {
      for (const agendaId of await deps.lookups.agendaIdsOfEmail(normalizeEmail(email))) {
        const key = idempotencyKey ? `${idempotencyKey}:agenda-${agendaId}` : undefined;
        position = (await eraseAgenda(deps, agendaId, metadataFor(user, key))).position ?? position;
      }
    }
    await eraseMailOf(deps, email);
    await deps.catalogue.erase(loaded.state.requesterId);
    const key = idempotencyKey ? `${idempotencyKey}:${id}` : undefined;
    const result = await deps.commands.handle(
      demandStream(id),
      demandDecider,
      { type: 'EraseRequesterData', demandId: id },
      metadataFor(user, key),
    );
    position = result.position ?? position;
  }
  return { erased: demandIds.length, position };
}
