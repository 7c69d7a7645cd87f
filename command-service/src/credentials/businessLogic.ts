import type { RegistrySpeciality } from '@conectasst/common/rules/trustRules';
import { MAX_CREDENTIALS, trustMessages as m } from '@conectasst/common/rules/trustRules';
import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { CredentialKind, credentialEvents } from '@conectasst/events/schemas/credentialEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { Decider } from '../infrastructure/decider';
import { decideByType, evolveByType } from '../infrastructure/decider';

export type CredentialEvent = EventOf<(typeof credentialEvents)[number]>;

export interface DeclaredCredential {
  kind: CredentialKind;
  otherName: string;
  /** null once the provider's personal data was erased. */
  number: string | null;
  uf: string;
  rqe: string | null;
  status: 'pending' | 'verified' | 'refused';
  /** The declared speciality (ADR 0177), met by a signing rule only once an admin confirmed it. */
  speciality: RegistrySpeciality | null;
  specialityVerified: boolean;
}

export interface CredentialsState {
  credentials: ReadonlyMap<string, DeclaredCredential>;
  cnpjVerified: boolean;
}

export type CredentialCommand =
  | {
      type: 'DeclareCredential';
      providerId: string;
      credentialId: string;
      kind: CredentialKind;
      otherName: string;
      number: string;
      uf: string;
      rqe: string;
      speciality?: RegistrySpeciality | null;
    }
  | { type: 'WithdrawCredential'; providerId: string; credentialId: string }
  /** `specialityConfirmed`: the admin also confirmed the declared speciality with the council (ADR 0177). */
  | { type: 'VerifyCredential'; providerId: string; credentialId: string; note: string; specialityConfirmed?: boolean }
  | { type: 'RefuseCredential'; providerId: string; credentialId: string; note: string }
  /** `hasCnpj`: the account is Jurídica with a CNPJ (format and check digits were checked when it was given). */
  | { type: 'VerifyCnpj'; providerId: string; hasCnpj: boolean; note: string };

/** Registries compare without separators or case: "5.061.234-567" is "5061234567". */
const sameRegistry = (a: { kind: string; otherName: string; number: string | null; uf: string }, b: typeof a) =>
  a.kind === b.kind &&
  a.uf === b.uf &&
  a.otherName.toLowerCase() === b.otherName.toLowerCase() &&
  (a.number ?? '').replace(/[./-]/g, '').toUpperCase() === (b.number ?? '').replace(/[./-]/g, '').toUpperCase();

function declare(
  command: Extract<CredentialCommand, { type: 'DeclareCredential' }>,
  state: CredentialsState,
): CredentialEvent[] {
  if (state.credentials.has(command.credentialId)) return [];
  const current = [...state.credentials.values()];
  if (current.some((c) => sameRegistry(c, command))) throw new DomainError('conflict', m.credentialDuplicate);
  if (current.length >= MAX_CREDENTIALS) throw new DomainError('conflict', m.credentialLimit);
  const { providerId, credentialId, kind, otherName, number, uf, rqe, speciality } = command;
  return [
    {
      type: 'CredentialDeclared',
      data: { providerId, credentialId, kind, otherName, number, uf, rqe, ...(speciality ? { speciality } : {}) },
    },
  ];
}

function held(state: CredentialsState, credentialId: string): DeclaredCredential {
  const credential = state.credentials.get(credentialId);
  if (!credential) throw new DomainError('not_found', m.credentialNotFound);
  return credential;
}

/** The state with one credential's status changed (unchanged when the credential is not held). */
function withStatus(
  state: CredentialsState,
  credentialId: string,
  status: DeclaredCredential['status'],
  specialityVerified = false,
): CredentialsState {
  const current = state.credentials.get(credentialId);
  return current
    ? {
        ...state,
        credentials: new Map([
          ...state.credentials,
          [credentialId, { ...current, status, specialityVerified: Boolean(current.speciality) && specialityVerified }],
        ]),
      }
    : state;
}

/**
 * Verifying is once, unless the registry was verified without its declared speciality and the admin now confirms it
 * (ADR 0177). A speciality confirmed stays confirmed: a later verification without it changes nothing.
 */
function verify(
  command: Extract<CredentialCommand, { type: 'VerifyCredential' }>,
  state: CredentialsState,
): CredentialEvent[] {
  const credential = held(state, command.credentialId);
  const confirms = Boolean(command.specialityConfirmed && credential.speciality);
  if (credential.status === 'verified' && (credential.specialityVerified || !confirms)) return [];
  const { providerId, credentialId, note } = command;
  return [
    {
      type: 'CredentialVerified',
      data: { providerId, credentialId, note, ...(confirms ? { specialityConfirmed: true } : {}) },
    },
  ];
}

export const credentialsDecider: Decider<CredentialsState, CredentialCommand, CredentialEvent> = {
  initialState: () => ({ credentials: new Map(), cnpjVerified: false }),
  evolve: evolveByType<CredentialsState, CredentialEvent>({
    CredentialDeclared: (state, { data }) => {
      const { credentialId, kind, otherName, number, uf, rqe } = data;
      const declared = {
        kind,
        otherName,
        number,
        uf,
        rqe,
        status: 'pending' as const,
        speciality: data.speciality ?? null,
        specialityVerified: false,
      };
      return { ...state, credentials: new Map([...state.credentials, [credentialId, declared]]) };
    },
    CredentialWithdrawn: (state, { data }) => {
      const credentials = new Map(state.credentials);
      credentials.delete(data.credentialId);
      return { ...state, credentials };
    },
    CredentialVerified: (state, { data }) =>
      withStatus(
        state,
        data.credentialId,
        'verified',
        data.specialityConfirmed === true || state.credentials.get(data.credentialId)?.specialityVerified === true,
      ),
    CredentialRefused: (state, { data }) => withStatus(state, data.credentialId, 'refused'),
    CnpjVerified: (state) => ({ ...state, cnpjVerified: true }),
  }),
  decide: decideByType<CredentialsState, CredentialCommand, CredentialEvent>({
    DeclareCredential: declare,
    WithdrawCredential: (command, state) =>
      state.credentials.has(command.credentialId)
        ? [
            {
              type: 'CredentialWithdrawn',
              data: { providerId: command.providerId, credentialId: command.credentialId },
            },
          ]
        : [],
    VerifyCredential: verify,
    RefuseCredential: (command, state) => {
      const credential = held(state, command.credentialId);
      if (!command.note.trim()) throw new DomainError('invalid', m.refuseNote);
      if (credential.status === 'refused') return [];
      return [
        {
          type: 'CredentialRefused',
          data: { providerId: command.providerId, credentialId: command.credentialId, note: command.note },
        },
      ];
    },
    VerifyCnpj: (command, state) => {
      if (!command.hasCnpj) throw new DomainError('conflict', m.cnpjMissing);
      if (state.cnpjVerified) return [];
      return [{ type: 'CnpjVerified', data: { providerId: command.providerId, note: command.note } }];
    },
  }),
};
