import { z } from 'zod';
import { REGISTRY_SPECIALITIES } from '@conectasst/common/rules/trustRules';
import { defineEvent } from '../catalogue/defineEvent';
import { plainEvent } from './plainEvent';

/** A provider's declared professional registries and the admins' checks: `credentials-<providerId>`. */
export const credentialsStream = (providerId: string) => `credentials-${providerId}`;

/** CREA, registro no MTE (técnico de segurança, TST), CRM com RQE, COREN, OAB, or another council (named). */
export const credentialKinds = ['CREA', 'MTE', 'CRM', 'COREN', 'OAB', 'OUTRO'] as const;
export type CredentialKind = (typeof credentialKinds)[number];

const providerId = z.string().uuid();
const credentialId = z.string().uuid();

/**
 * Declared by the provider: only the public registry data a requester could check on the council's site (no document
 * upload). The number and RQE identify a person: personal data under the provider's key.
 */
export const CredentialDeclared = defineEvent({
  type: 'CredentialDeclared',
  version: 1,
  // `speciality` (ADR 0177): a speciality code the registry carries (common/src/rules/trustRules.ts); absent before it.
  schema: z.object({
    providerId,
    credentialId,
    kind: z.enum(credentialKinds),
    otherName: z.string(),
    number: z.string(),
    uf: z.string().length(2),
    rqe: z.string(),
    speciality: z.enum(REGISTRY_SPECIALITIES).optional(),
  }),
  personalData: ['number', 'rqe'],
  subject: (d) => d.providerId,
});

/** The provider took a declaration back. */
export const CredentialWithdrawn = plainEvent('CredentialWithdrawn', z.object({ providerId, credentialId }));

/**
 * An admin checked the registry with the council: the provider shows the "Verificado" badge. `specialityConfirmed`
 * (ADR 0177): the declared speciality was confirmed too (absent before it: not confirmed). A registry verified without
 * its speciality may be verified again with it.
 */
export const CredentialVerified = plainEvent(
  'CredentialVerified',
  z.object({ providerId, credentialId, note: z.string(), specialityConfirmed: z.boolean().optional() }),
);

/** An admin could not confirm it (the note tells the provider why). */
export const CredentialRefused = plainEvent(
  'CredentialRefused',
  z.object({ providerId, credentialId, note: z.string().min(1) }),
);

/** An admin confirmed the CNPJ of a Jurídica account with the Receita Federal's registry (situação cadastral ativa). */
export const CnpjVerified = plainEvent('CnpjVerified', z.object({ providerId, note: z.string() }));

export const credentialEvents = [
  CredentialDeclared,
  CredentialWithdrawn,
  CredentialVerified,
  CredentialRefused,
  CnpjVerified,
] as const;
