import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { userEvents } from '@conectasst/events/schemas/userEvents';
import { accountMessages } from '@conectasst/common/rules/accountRules';
import { lgpdMessages } from '@conectasst/common/rules/lgpdRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { Decider } from '../infrastructure/decider';
import { decideByType, evolveByType } from '../infrastructure/decider';

export type UserEvent = EventOf<(typeof userEvents)[number]>;
type DataOf<T extends UserEvent['type']> = Extract<UserEvent, { type: T }>['data'];

export interface UserState {
  registered: boolean;
  type: 'admin' | 'provider' | 'analyst' | undefined;
  /** 1 = Física, 2 = Jurídica; undefined until details are given. An account is never both. */
  personType: 1 | 2 | undefined;
  /** The last reset code sent and not yet used. */
  pendingReset: { codeHash: string; expiresAt: string } | undefined;
  active: boolean;
  removed: boolean;
  /** The person's personal data was erased (LGPD): nothing personal can be written for them again. */
  erased: boolean;
  /**
   * Session generation (ADR 0110): moved forward by every event that ends the account's sessions (password changed,
   * "Sair", Ativo/Inativo, removal, erasure). Tokens carry the generation they were issued at; older ones are refused.
   */
  sessionGeneration: number;
}

export type UserCommand =
  | { type: 'RegisterUser'; account: DataOf<'UserRegistered'> }
  | { type: 'RequestPasswordReset'; userId: string; codeHash: string; expiresAt: string }
  | { type: 'ChangePasswordWithCode'; userId: string; codeHash: string; passwordHash: string; now: string }
  | { type: 'SignOut'; userId: string }
  | { type: 'ProvideIndividualDetails'; details: DataOf<'IndividualDetailsProvided'> }
  | { type: 'ProvideCompanyDetails'; details: DataOf<'CompanyDetailsProvided'> }
  | { type: 'SetServiceProfile'; profile: DataOf<'ServiceProfileSet'> }
  | { type: 'UpdateProfile'; profile: DataOf<'ProfileUpdated'> }
  | { type: 'SetPartnerStatus'; userId: string; active: boolean }
  | { type: 'RemovePartner'; userId: string }
  /** LGPD: the caller has already deleted the person's data key; this records it (once) for the read models. */
  | { type: 'ErasePersonalData'; userId: string };

const initialState = (): UserState => ({
  registered: false,
  type: undefined,
  personType: undefined,
  pendingReset: undefined,
  active: true,
  removed: false,
  erased: false,
  sessionGeneration: 0,
});

/** The events after which every token issued before is refused (the users read model counts the same ones). */
export const SESSION_ENDING_EVENTS = [
  'PasswordChanged',
  'SignedOut',
  'PartnerStatusChanged',
  'PartnerRemoved',
  'PersonalDataErased',
] as const;

function evolve(state: UserState, event: UserEvent): UserState {
  const next = evolveAccount(state, event);
  return (SESSION_ENDING_EVENTS as readonly string[]).includes(event.type)
    ? { ...next, sessionGeneration: state.sessionGeneration + 1 }
    : next;
}

/** The events that leave the account's state as it is (claims, profile data and sign-outs live elsewhere). */
const unchanged = (state: UserState): UserState => state;

const evolveAccount = evolveByType<UserState, UserEvent>({
  UserRegistered: (state, event) => ({ ...state, registered: true, type: event.data.type }),
  // A code of version 1 (plain SHA-256, before ADR 0110) is treated as expired: it voids the older code, nothing more.
  PasswordResetRequested: (state, { data }) => ({
    ...state,
    pendingReset:
      data.hashScheme === 'hmac-sha256' ? { codeHash: data.codeHash, expiresAt: data.expiresAt } : undefined,
  }),
  PasswordChanged: (state) => ({ ...state, pendingReset: undefined }),
  IndividualDetailsProvided: (state) => ({ ...state, personType: 1 }),
  CompanyDetailsProvided: (state) => ({ ...state, personType: 2 }),
  PartnerStatusChanged: (state, event) => ({ ...state, active: event.data.active }),
  PartnerRemoved: (state) => ({ ...state, removed: true, active: false }),
  PersonalDataErased: (state) => ({ ...state, erased: true, active: false, pendingReset: undefined }),
  SignedOut: unchanged,
  EmailClaimed: unchanged,
  DocumentClaimed: unchanged,
  ServiceProfileSet: unchanged,
  ProfileUpdated: unchanged,
});

/** `personal`: the command writes personal data, which an erased person can no longer have. */
function requireProvider(state: UserState, personal = true): void {
  if (!state.registered) throw new DomainError('not_found', 'Conta não encontrada.');
  if (state.type !== 'provider') throw new DomainError('forbidden', accountMessages.providersOnly);
  if (personal && state.erased) throw new DomainError('conflict', lgpdMessages.partnerErased);
}

const decide = decideByType<UserState, UserCommand, UserEvent>({
  RegisterUser: (command, state) => {
    if (state.registered) throw new DomainError('conflict', accountMessages.userExists, { reason: 'user_exists' });
    return [{ type: 'UserRegistered', data: command.account }];
  },
  RequestPasswordReset: (command, state) => {
    if (!state.registered || state.erased) throw new DomainError('not_found', accountMessages.recoveryUnknownEmail);
    return [
      {
        type: 'PasswordResetRequested',
        data: {
          userId: command.userId,
          codeHash: command.codeHash,
          hashScheme: 'hmac-sha256',
          expiresAt: command.expiresAt,
        },
      },
    ];
  },
  ChangePasswordWithCode: (command, state) => {
    const pending = state.pendingReset;
    if (!pending || pending.codeHash !== command.codeHash || pending.expiresAt <= command.now) {
      throw new DomainError('not_found', accountMessages.invalidCode);
    }
    return [
      {
        type: 'PasswordChanged',
        data: { userId: command.userId, passwordHash: command.passwordHash, codeHash: command.codeHash },
      },
    ];
  },
  SignOut: (command, state) => {
    if (!state.registered) throw new DomainError('not_found', 'Conta não encontrada.');
    return [{ type: 'SignedOut', data: { userId: command.userId } }];
  },
  ProvideIndividualDetails: (command, state) => {
    requireProvider(state);
    if (state.personType === 2) throw new DomainError('conflict', accountMessages.alreadyCompany);
    return [{ type: 'IndividualDetailsProvided', data: command.details }];
  },
  ProvideCompanyDetails: (command, state) => {
    requireProvider(state);
    if (state.personType === 1) throw new DomainError('conflict', accountMessages.alreadyIndividual);
    return [{ type: 'CompanyDetailsProvided', data: command.details }];
  },
  SetServiceProfile: (command, state) => {
    requireProvider(state);
    return [{ type: 'ServiceProfileSet', data: command.profile }];
  },
  UpdateProfile: (command, state) => {
    requireProvider(state);
    return [{ type: 'ProfileUpdated', data: command.profile }];
  },
  SetPartnerStatus: (command, state) => {
    requireProvider(state, false);
    if (state.removed) throw new DomainError('not_found', accountMessages.partnerNotFound);
    return state.active === command.active
      ? []
      : [{ type: 'PartnerStatusChanged', data: { userId: command.userId, active: command.active } }];
  },
  RemovePartner: (command, state) => {
    requireProvider(state, false);
    if (state.removed) throw new DomainError('not_found', accountMessages.partnerNotFound);
    return [{ type: 'PartnerRemoved', data: { userId: command.userId } }];
  },
  ErasePersonalData: (command, state) => {
    if (!state.registered || state.type !== 'provider')
      throw new DomainError('not_found', accountMessages.partnerNotFound);
    return state.erased ? [] : [{ type: 'PersonalDataErased', data: { userId: command.userId } }];
  },
});

/** The account: registration, password resets, person type (Física xor Jurídica), service profile, profile edits. */
export const userDecider: Decider<UserState, UserCommand, UserEvent> = { initialState, evolve, decide };

export interface ClaimState {
  userId: string | undefined;
}

/** One stream per e-mail address: the first claim wins, so two accounts can never share an address. */
export const emailClaimDecider: Decider<ClaimState, { type: 'ClaimEmail'; userId: string }, UserEvent> = {
  initialState: () => ({ userId: undefined }),
  evolve: (state, event) => (event.type === 'EmailClaimed' ? { userId: event.data.userId } : state),
  decide(command, state) {
    if (state.userId) throw new DomainError('conflict', accountMessages.userExists, { reason: 'user_exists' });
    return [{ type: 'EmailClaimed', data: { userId: command.userId } }];
  },
};

/** One stream per CPF/CNPJ: the first account keeps it; claiming it again for the same account changes nothing. */
export const documentClaimDecider: Decider<
  ClaimState,
  { type: 'ClaimDocument'; userId: string; kind: 'cpf' | 'cnpj' },
  UserEvent
> = {
  initialState: () => ({ userId: undefined }),
  evolve: (state, event) => (event.type === 'DocumentClaimed' ? { userId: event.data.userId } : state),
  decide(command, state) {
    if (state.userId === command.userId) return [];
    if (state.userId)
      throw new DomainError('conflict', command.kind === 'cpf' ? accountMessages.cpfTaken : accountMessages.cnpjTaken);
    return [{ type: 'DocumentClaimed', data: { userId: command.userId, kind: command.kind } }];
  },
};
