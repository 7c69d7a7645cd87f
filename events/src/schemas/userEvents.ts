import { createHash } from 'node:crypto';
import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { plainEvent } from './plainEvent';

/** Stream of one account: `user-<uuid>`. */
export const userStream = (userId: string) => `user-${userId}`;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Uniqueness of e-mails: appending to this stream with 'no_stream' succeeds only once per address.
 * The stream id carries a hash, never the address itself.
 */
export const emailClaimStream = (email: string) =>
  `useremail-${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`;

const userId = z.string().uuid();
/** 'analyst': reads event streams and the audit screens, never writes, sees personal data masked (issue #40, ADR 0178). */
export const userTypes = ['admin', 'provider', 'analyst'] as const;

export const UserRegistered = defineEvent({
  type: 'UserRegistered',
  version: 1,
  schema: z.object({
    userId,
    type: z.enum(userTypes),
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    phone: z.string(),
    passwordHash: z.string(),
  }),
  personalData: ['name', 'surname', 'email', 'phone', 'passwordHash'],
  subject: (d) => d.userId,
});

export const EmailClaimed = plainEvent('EmailClaimed', z.object({ userId }));

/**
 * One CPF or CNPJ per account: the first claim of `userdoc-<sha256(kind:digits)>` wins (the number itself is never
 * part of a stream id).
 */
export const documentClaimStream = (kind: 'cpf' | 'cnpj', digits: string) =>
  `userdoc-${createHash('sha256').update(`${kind}:${digits}`).digest('hex')}`;

export const DocumentClaimed = plainEvent('DocumentClaimed', z.object({ userId, kind: z.enum(['cpf', 'cnpj']) }));

/**
 * A reset code was sent. Version 2 keeps only an HMAC-SHA-256 of the code under a server secret (`hashScheme`
 * 'hmac-sha256'), so the log, Kafka and exports cannot be searched for the code offline. Version 1 kept an unsalted
 * SHA-256; it is upcast with `hashScheme` 'sha256', and such codes are treated as expired (ADR 0110).
 */
export const PasswordResetRequested = defineEvent({
  type: 'PasswordResetRequested',
  version: 2,
  schema: z.object({
    userId,
    codeHash: z.string(),
    hashScheme: z.enum(['sha256', 'hmac-sha256']),
    expiresAt: z.string(),
  }),
  personalData: [],
  upcasters: { 1: (old) => ({ ...old, hashScheme: 'sha256' }) },
});

export const PasswordChanged = defineEvent({
  type: 'PasswordChanged',
  version: 1,
  schema: z.object({ userId, passwordHash: z.string(), codeHash: z.string().nullable() }),
  personalData: ['passwordHash'],
  subject: (d) => d.userId,
});

/** What both kinds of details give of the person: name, address, phone, professional register and social profile. */
const providerContact = {
  name: z.string(),
  surname: z.string(),
  street: z.string(),
  ddd: z.string(),
  phone: z.string(),
  register: z.string(),
  socialnetwork: z.string(),
};

/** Pessoa Física: professional details (spec §3). `street` is the four-part ' - ' string. */
export const IndividualDetailsProvided = defineEvent({
  type: 'IndividualDetailsProvided',
  version: 1,
  schema: z.object({ userId, cpf: z.string(), ...providerContact, profission: z.string() }),
  // profission and socialnetwork (ADR 0112): a rare profession or a social profile names the person too.
  personalData: ['cpf', 'name', 'surname', 'street', 'ddd', 'phone', 'register', 'profission', 'socialnetwork'],
  subject: (d) => d.userId,
});

/**
 * Pessoa Jurídica: company details (spec §3). The contact person's data is personal, and so are their department, role
 * and social profile and the company's street and CEP (ADR 0112: a small company's address is its owner's): erasing the
 * partner erases them all. The company's names and CNPJ are not.
 */
export const CompanyDetailsProvided = defineEvent({
  type: 'CompanyDetailsProvided',
  version: 1,
  schema: z.object({
    userId,
    fantasyname: z.string(),
    corporatename: z.string(),
    cnpj: z.string(),
    cep: z.string(),
    ...providerContact,
    department: z.string(),
    role: z.string(),
    /** The CNAE principal's class `NN.NN-D` (issue 37 item 2); absent in events written before it was asked. Public company data. */
    cnae: z.string().optional(),
  }),
  personalData: ['name', 'surname', 'ddd', 'phone', 'register', 'department', 'role', 'socialnetwork', 'street', 'cep'],
  subject: (d) => d.userId,
});

/** What the provider serves: areas, NRs, e-Social, software, regions ('All' = everywhere). */
export const ServiceProfileSet = plainEvent(
  'ServiceProfileSet',
  z.object({
    userId,
    areaIds: z.array(z.number().int()),
    nrIds: z.array(z.number().int()),
    esocial: z.string(),
    software: z.string().nullable(),
    /** State codes, or ['All'] for the whole country. */
    ufs: z.array(z.string()),
    /** City names, or ['All'] for every city of the chosen states. */
    cities: z.array(z.string()),
  }),
);

/** `PUT /v1/auth/me`: the provider edits name, phone, address, regions, areas and NRs. */
export const ProfileUpdated = defineEvent({
  type: 'ProfileUpdated',
  version: 1,
  schema: z.object({
    userId,
    name: z.string(),
    surname: z.string(),
    phone: z.string(),
    street: z.string(),
    ufs: z.array(z.string()),
    cities: z.array(z.string()),
    areaIds: z.array(z.number().int()),
    nrIds: z.array(z.number().int()),
  }),
  personalData: ['name', 'surname', 'phone', 'street'],
  subject: (d) => d.userId,
});

/** "Sair": the account's sessions end (every token issued before is refused from then on, ADR 0110). */
export const SignedOut = plainEvent('SignedOut', z.object({ userId }));

/** Admin: Ativo/Inativo (spec §2 partner edit). An inactive partner cannot log in. */
export const PartnerStatusChanged = plainEvent('PartnerStatusChanged', z.object({ userId, active: z.boolean() }));

/** Admin deleted the partner: the account is closed (history kept; login refused). */
export const PartnerRemoved = plainEvent('PartnerRemoved', z.object({ userId }));

/**
 * LGPD: on the person's request an admin erased their personal data. The person's data key is deleted first
 * (crypto-shredding: every personal field of every event of theirs decodes as null), then this event tells the read
 * models to drop their copies. The acting admin is in the metadata; the account's history (credits, seats) stays.
 */
export const PersonalDataErased = plainEvent('PersonalDataErased', z.object({ userId }));

export const userEvents = [
  UserRegistered,
  EmailClaimed,
  DocumentClaimed,
  PasswordResetRequested,
  PasswordChanged,
  SignedOut,
  IndividualDetailsProvided,
  CompanyDetailsProvided,
  ServiceProfileSet,
  ProfileUpdated,
  PartnerStatusChanged,
  PartnerRemoved,
  PersonalDataErased,
] as const;
